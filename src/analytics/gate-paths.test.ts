import { describe, expect, it } from 'vitest';
import { isSearchPage } from './gate';

describe('isSearchPage [D-13]', () => {
  it('is true for the path /search and for no other', () => {
    expect(isSearchPage('/search')).toBe(true);
    expect(['/', '/search/', '/searches', '/shop/search', '/Search'].map(isSearchPage)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
