import { describe, expect, it, vi } from 'vitest';
import { createSummaryCache } from './analytics-summary-cache';

/** A computation that ends when told to. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('summary cache', () => {
  it('computes a range once while it is being computed, and answers it again afterwards', async () => {
    const cache = createSummaryCache<number>(Number.POSITIVE_INFINITY);
    const running = deferred<number>();
    const compute = vi.fn(() => running.promise);
    const first = cache('a', compute);
    const second = cache('a', compute);
    running.resolve(1);
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(await cache('a', compute)).toBe(1);
    expect(compute).toHaveBeenCalledTimes(1);
    // Another range is its own computation.
    expect(await cache('b', async () => 2)).toBe(2);
  });

  it('computes again once the time is up, and forgets a failure at once', async () => {
    const cache = createSummaryCache<number>(0);
    const compute = vi.fn(async () => 1);
    await cache('a', compute);
    await cache('a', compute);
    expect(compute).toHaveBeenCalledTimes(2);

    const kept = createSummaryCache<number>(Number.POSITIVE_INFINITY);
    await expect(kept('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await kept('a', async () => 3)).toBe(3);
  });
});
