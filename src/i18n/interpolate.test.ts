import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate';

describe('interpolate', () => {
  it('fills known tokens and leaves unknown ones verbatim', () => {
    expect(interpolate('Select {variantName}', { variantName: 'Size' })).toBe('Select Size');
    expect(interpolate('{n} of {total}', { n: 2 })).toBe('2 of {total}');
    expect(interpolate('{toString}', {})).toBe('{toString}');
  });
});
