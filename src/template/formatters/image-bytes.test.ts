import { describe, expect, it } from 'vitest';
import { Compiler } from '../index';
import { formatImageBytes } from './image-bytes';

describe('the image-bytes formatter (1024-based units) [Z-07]', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [10_240, '10.0 KB'],
    [1_000_000, '976.6 KB'],
    [1024 * 1024 - 1, '1.0 MB'],
    [1024 * 1024, '1.0 MB'],
    [2.5 * 1024 * 1024, '2.5 MB'],
    [1024 ** 3, '1.0 GB'],
    [3.14 * 1024 ** 3, '3.1 GB'],
    [5000 * 1024 ** 3, '5000.0 GB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatImageBytes(bytes)).toBe(text);
  });

  it('is no size for a negative or non-finite count', () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatImageBytes(bad)).toBeNull();
    }
  });

  it('formats a template value, a number or a numeric string, and leaves nothing for others', () => {
    const compiler = new Compiler();
    const render = (json: unknown) =>
      compiler.execute({ code: '[{size|image-bytes}]', json }).output;
    expect(render({ size: 2_202_010 })).toBe('[2.1 MB]');
    expect(render({ size: '1536' })).toBe('[1.5 KB]');
    expect(render({ size: 'big' })).toBe('[]');
    expect(render({})).toBe('[]');
  });
});
