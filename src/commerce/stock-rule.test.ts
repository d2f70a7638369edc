import { describe, expect, it } from 'vitest';
import { stockCovers } from './stock-rule';

describe('in stock for an add (G-01, F-11, reading 6)', () => {
  it('unlimited always; else the stock must cover what the cart holds plus what is asked for', () => {
    expect(stockCovers({ unlimited: true, qtyInStock: 0 }, 5, 5)).toBe(true);
    expect(stockCovers({ unlimited: false, qtyInStock: 3 }, 2, 1)).toBe(true);
    expect(stockCovers({ unlimited: false, qtyInStock: 3 }, 2, 2)).toBe(false);
    expect(stockCovers({ unlimited: false, qtyInStock: 1 }, 1, 1)).toBe(false);
    expect(stockCovers({ unlimited: false, qtyInStock: 1 }, 0, 1)).toBe(true);
  });
});
