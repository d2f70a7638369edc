import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate';

describe('interpolate (C-27)', () => {
  it('fills every occurrence of each known token', () => {
    expect(interpolate('Select {variantName}', { variantName: 'Size' })).toBe('Select Size');
    expect(interpolate('{n} and {n}', { n: 3 })).toBe('3 and 3');
    expect(interpolate('{amount}', { amount: 0 })).toBe('0');
  });

  it('leaves unknown tokens, inherited names and malformed braces verbatim', () => {
    expect(interpolate('{n} of {total}', { n: 2 })).toBe('2 of {total}');
    expect(interpolate('{toString} {constructor}', {})).toBe('{toString} {constructor}');
    expect(interpolate('{ n } {} {n', { n: 1 })).toBe('{ n } {} {n');
  });

  it('inserts values literally, even ones that look like replacement patterns', () => {
    expect(interpolate('Hi {name}', { name: "$& $' $1 {name}" })).toBe("Hi $& $' $1 {name}");
  });
});
