import { describe, expect, it } from 'vitest';
import { cut, idsOf, pathOf, STORED_LENGTHS } from './analytics-values';

describe('analytics values', () => {
  it('keeps paths, ids and texts no longer than the dashboard reads', () => {
    expect(pathOf(`https://shop.example/${'p'.repeat(3000)}?q=1`)).toHaveLength(
      STORED_LENGTHS.path,
    );
    expect(pathOf('/shop?x=1#y')).toBe('/shop');
    const ids = idsOf([...Array.from({ length: 30 }, (_, i) => `${i}`.repeat(100)), 3]);
    expect(ids).toHaveLength(STORED_LENGTHS.itemIds);
    expect(ids.every((id) => id.length <= STORED_LENGTHS.id)).toBe(true);
    // A surrogate pair is never split.
    expect(cut(`ab${'😀'}`, 3)).toBe('ab');
    expect(cut('abc', 3)).toBe('abc');
  });
});
