import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWindowLimiter, type WindowLimiterOptions } from './window-limiter';

const MINUTE = 60_000;

/** A limiter on a clock the test moves; closed after the test. */
const opened: { close(): void }[] = [];
function limiterAt(options: WindowLimiterOptions = {}) {
  const clock = { now: 0 };
  const limiter = createWindowLimiter({ ...options, now: () => clock.now });
  opened.push(limiter);
  return { limiter, clock };
}
afterEach(() => {
  for (const limiter of opened.splice(0)) limiter.close();
  vi.useRealTimers();
});

describe('login limiter', () => {
  it('lets a key take slots until its fifth within 15 minutes, then says how long to wait', () => {
    const { limiter, clock } = limiterAt({ max: 5, windowMs: 15 * MINUTE });
    for (let i = 0; i < 4; i++) {
      clock.now = i * MINUTE;
      limiter.take('a');
    }
    clock.now = 4 * MINUTE;
    expect(limiter.retryAfterMs('a')).toBe(0);
    limiter.take('a');
    clock.now = 5 * MINUTE;
    // The oldest slot (at 0) leaves the window at 15 minutes.
    expect(limiter.retryAfterMs('a')).toBe(10 * MINUTE);
    clock.now = 15 * MINUTE;
    expect(limiter.retryAfterMs('a')).toBe(0);
    expect(limiter.held('a')).toBe(4);
  });

  it('counts a slot the moment it is taken, so attempts taken together cannot pass the limit', () => {
    const { limiter } = limiterAt({ max: 5 });
    const admitted = Array.from({ length: 40 }, () => {
      if (limiter.retryAfterMs('a') > 0) return false;
      limiter.take('a');
      return true;
    }).filter(Boolean);
    expect(admitted).toHaveLength(5);
  });

  it('frees a released slot (a success), and forgets a cleared key', () => {
    const { limiter, clock } = limiterAt({ max: 2, windowMs: MINUTE });
    const first = limiter.take('a');
    clock.now = 1;
    limiter.take('a');
    limiter.take('b');
    expect(limiter.retryAfterMs('a')).toBeGreaterThan(0);
    expect(limiter.retryAfterMs('b')).toBe(0);
    limiter.release('a', first);
    expect(limiter.held('a')).toBe(1);
    expect(limiter.retryAfterMs('a')).toBe(0);
    limiter.clear('a');
    expect(limiter.held('a')).toBe(0);
    expect(limiter.held('b')).toBe(1);
  });

  it('holds at most maxKeys keys, pushing out the one least recently counted', () => {
    const { limiter } = limiterAt({ max: 3, maxKeys: 100 });
    limiter.take('kept');
    for (let i = 0; i < 99; i++) limiter.take(`other ${i}`);
    limiter.take('kept');
    for (let i = 99; i < 1_000; i++) limiter.take(`other ${i}`);
    expect(limiter.size()).toBe(100);
    // 'kept' was counted again after 99 others, so it outlived them; 900 more pushed it out too.
    expect(limiter.held('kept')).toBe(0);
    expect(limiter.held('other 999')).toBe(1);
    expect(limiter.held('other 0')).toBe(0);
  });

  it('keeps only the newest max slots of a key, however many it takes', () => {
    const { limiter, clock } = limiterAt({ max: 3, windowMs: MINUTE });
    const key = 'x'.repeat(100_000);
    for (let i = 0; i < 50; i++) {
      clock.now = i;
      limiter.take(key);
    }
    expect(limiter.size()).toBe(1);
    expect(limiter.held(key)).toBe(3);
    // The three kept are the newest (taken at 47, 48, 49): the oldest leaves the window first.
    expect(limiter.retryAfterMs(key)).toBe(47 + MINUTE - 49);
  });

  it('sweeps the keys whose slots have all left the window, on its own timer', () => {
    vi.useFakeTimers();
    const { limiter, clock } = limiterAt({ max: 5, windowMs: 15 * MINUTE, sweepMs: MINUTE });
    for (let i = 0; i < 1_000; i++) limiter.take(`key ${i}`);
    clock.now = 10 * MINUTE;
    limiter.take('recent');
    vi.advanceTimersByTime(MINUTE);
    expect(limiter.size()).toBe(1_001);
    clock.now = 15 * MINUTE;
    vi.advanceTimersByTime(MINUTE);
    expect(limiter.size()).toBe(1);
    clock.now = 25 * MINUTE;
    vi.advanceTimersByTime(MINUTE);
    expect(limiter.size()).toBe(0);
  });

  it('stops sweeping when closed', () => {
    vi.useFakeTimers();
    const { limiter, clock } = limiterAt({ windowMs: MINUTE, sweepMs: MINUTE });
    limiter.take('a');
    limiter.close();
    clock.now = 2 * MINUTE;
    vi.advanceTimersByTime(5 * MINUTE);
    expect(limiter.size()).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
