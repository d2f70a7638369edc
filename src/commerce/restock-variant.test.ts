import { describe, expect, it } from 'vitest';
import products from '../../fixtures/products.json';
import { decodeProduct } from './product';
import { restockVariant } from './restock-variant';

const product = (slug: string) => decodeProduct(products.find((p) => p.urlSlug === slug));
const ORDER = ['Size', 'Color'];

describe('restockVariant', () => {
  it('a product without options sold out: its one variant, with no choice made', () => {
    expect(restockVariant(product('wool-scarf'), {})?.sku).toBe('SQ-SCARF-01');
  });

  it('a product without options in stock, or of unlimited stock: none', () => {
    expect(restockVariant(product('ceramic-mug'), {})).toBeNull();
    expect(restockVariant(product('studio-session'), {})).toBeNull();
  });

  it('a product with options: the chosen variant while it is sold out, none before a choice', () => {
    const tote = product('canvas-tote');
    expect(restockVariant(tote, {}, ORDER)).toBeNull();
    expect(restockVariant(tote, { Size: 'L' }, ORDER)).toBeNull();
    expect(restockVariant(tote, { Size: 'L', Color: 'Natural' }, ORDER)?.sku).toBe('SQ-TOTE-L-NAT');
    expect(restockVariant(tote, { Size: 'S', Color: 'Natural' }, ORDER)).toBeNull();
  });

  it('a product with options sold out as a whole: its first variant before a choice', () => {
    const tote = product('canvas-tote');
    const soldOut = {
      ...tote,
      variants: tote.variants.map((variant) => ({ ...variant, qtyInStock: 0 })),
    };
    expect(restockVariant(soldOut, {}, ORDER)?.sku).toBe('SQ-TOTE-S-NAT');
    expect(restockVariant(soldOut, { Size: 'M', Color: 'Black' }, ORDER)?.sku).toBe(
      'SQ-TOTE-M-BLK',
    );
  });
});
