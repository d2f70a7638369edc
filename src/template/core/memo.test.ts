import { describe, expect, it } from 'vitest';
import { memo } from './memo';

describe('memo', () => {
  it('computes a key once while it is kept, and starts over once the table is full', () => {
    const computed: string[] = [];
    const upper = memo(2, (key: string) => {
      computed.push(key);
      return key.toUpperCase();
    });
    expect([upper('a'), upper('b'), upper('a')]).toEqual(['A', 'B', 'A']);
    expect(computed).toEqual(['a', 'b']);
    // A third key finds the table full: it starts over with that key alone.
    expect(upper('c')).toBe('C');
    expect(upper('a')).toBe('A');
    expect(upper('c')).toBe('C');
    expect(computed).toEqual(['a', 'b', 'c', 'a']);
  });
});
