import { describe, expect, it } from 'vitest';
import { parseQuery } from './query';

describe('query-string parsing with the platform limits [D-08]', () => {
  it('reads plain and nested keys, without the leading question mark', () => {
    expect(parseQuery('?utm_source=x&a[b]=1')).toEqual({ utm_source: 'x', a: { b: '1' } });
  });

  it('nests to a depth of 5 and keeps what is deeper as one literal key', () => {
    expect(parseQuery('a[b][c][d][e][f]=x')).toEqual({
      a: { b: { c: { d: { e: { f: 'x' } } } } },
    });
    expect(parseQuery('a[b][c][d][e][f][g][h]=x')).toEqual({
      a: { b: { c: { d: { e: { f: { '[g][h]': 'x' } } } } } },
    });
  });

  // qs 6.17 keeps indices below the limit (0 to 19) as arrays.
  it('makes an array of a low index, and an object keyed by an index above 20', () => {
    expect(parseQuery('a[19]=x')).toEqual({ a: ['x'] });
    expect(parseQuery('a[21]=x')).toEqual({ a: { 21: 'x' } });
  });

  it('keeps the first 1000 parameters and drops the rest', () => {
    const pairs = Array.from({ length: 1001 }, (_, n) => `p${n}=${n}`).join('&');
    const parsed = parseQuery(pairs);
    expect(Object.keys(parsed)).toHaveLength(1000);
    expect(parsed.p999).toBe('999');
    expect(parsed).not.toHaveProperty('p1000');
  });
});
