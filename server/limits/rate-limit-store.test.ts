import { describe, expect, it } from 'vitest';
import { SnapshotRateLimitStore } from './rate-limit-store';

const count = (store: SnapshotRateLimitStore, key: string, window = 60_000) => {
  let answer = { current: 0, ttl: 0 };
  store.incr(
    key,
    (_error, result) => {
      answer = result;
    },
    window,
  );
  return answer;
};

describe('rate-limit store', () => {
  it('answers each request with its own count, so later requests cannot change an earlier answer', () => {
    const store = new SnapshotRateLimitStore();
    const answers = Array.from({ length: 30 }, () => count(store, '10.0.0.1'));
    expect(answers.map((a) => a.current)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('starts a new window once the old one has passed, and counts keys apart', () => {
    let now = 1_000;
    const store = new SnapshotRateLimitStore(undefined, () => now);
    count(store, 'a', 1000);
    count(store, 'a', 1000);
    expect(count(store, 'b', 1000).current).toBe(1);
    now += 999;
    expect(count(store, 'a', 1000)).toEqual({ current: 3, ttl: 1 });
    now += 1;
    expect(count(store, 'a', 1000)).toEqual({ current: 1, ttl: 1000 });
    let read = { current: -1, ttl: -1 };
    store.read(
      'a',
      (_e, r) => {
        read = r;
      },
      1000,
    );
    expect(read).toEqual({ current: 1, ttl: 1000 });
  });

  it('holds at most 10,000 client windows, dropping the one unseen the longest', () => {
    const store = new SnapshotRateLimitStore();
    count(store, 'first');
    for (let i = 0; i < 10_000; i++) count(store, `client-${i}`);
    expect(store.size).toBe(10_000);
    expect(count(store, 'first').current).toBe(1);
    expect(count(store, 'client-9999').current).toBe(2);
  });
});
