import { describe, expect, it } from 'vitest';
import { lruMap } from './lru-map';

describe('the bounded (least recently used) map', () => {
  it('never holds more than its limit, however many pages are rendered', () => {
    const cache = lruMap<string>(3);
    for (let i = 0; i < 1000; i++) cache.set(`page-${i}`, `<html>${i}</html>`);
    expect(cache.size).toBe(3);
    expect(cache.get('page-999')).toBe('<html>999</html>');
    expect(cache.get('page-0')).toBeUndefined();
  });

  it('drops the least recently used page first: one just read is kept', () => {
    const cache = lruMap<string>(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('a page rendered again replaces its entry rather than adding one', () => {
    const cache = lruMap<string>(2);
    cache.set('a', 'old');
    cache.set('a', 'new');
    cache.set('b', 'B');
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBe('new');
  });
});
