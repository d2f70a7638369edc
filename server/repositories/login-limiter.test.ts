import { describe, expect, it } from 'vitest';
import { createLoginLimiter } from './login-limiter';

const MINUTE = 60_000;

describe('login limiter', () => {
  it('lets a key try until its fifth failure within 15 minutes, then says how long to wait', () => {
    const limiter = createLoginLimiter({ max: 5, windowMs: 15 * MINUTE });
    for (let i = 0; i < 4; i++) limiter.fail('a', i * MINUTE);
    expect(limiter.retryAfterMs('a', 4 * MINUTE)).toBe(0);
    limiter.fail('a', 4 * MINUTE);
    // The oldest failure (at 0) leaves the window at 15 minutes.
    expect(limiter.retryAfterMs('a', 5 * MINUTE)).toBe(10 * MINUTE);
    expect(limiter.retryAfterMs('a', 15 * MINUTE)).toBe(0);
  });

  it('counts each key apart, and forgets a cleared one', () => {
    const limiter = createLoginLimiter({ max: 2, windowMs: MINUTE });
    limiter.fail('a', 0);
    limiter.fail('a', 1);
    limiter.fail('b', 1);
    expect(limiter.retryAfterMs('a', 2)).toBeGreaterThan(0);
    expect(limiter.retryAfterMs('b', 2)).toBe(0);
    limiter.clear('a');
    expect(limiter.retryAfterMs('a', 3)).toBe(0);
  });
});
