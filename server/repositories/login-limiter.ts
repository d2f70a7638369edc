/**
 * Failed logins counted per key (an account's email, a client's address) in a sliding window:
 * once a key has `max` failures within `windowMs`, further attempts are refused until the oldest
 * of them leaves the window; `retryAfterMs` says how long that is. The caller clears an account's
 * count at a success (a client's stays, so one client cannot try many accounts). Held in memory: a restart
 * forgets it, which a reference server accepts.
 */
export interface LoginLimiter {
  /** Milliseconds until `key` may try again, 0 when it may now. */
  retryAfterMs(key: string, now?: number): number;
  fail(key: string, now?: number): void;
  clear(key: string): void;
}

export function createLoginLimiter({
  max = 5,
  windowMs = 15 * 60_000,
}: {
  max?: number;
  windowMs?: number;
} = {}): LoginLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const kept = (failures.get(key) ?? []).filter((at) => now - at < windowMs);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };
  return {
    retryAfterMs(key, now = Date.now()) {
      const kept = recent(key, now);
      if (kept.length < max) return 0;
      return (kept[kept.length - max] ?? now) + windowMs - now;
    },
    fail(key, now = Date.now()) {
      failures.set(key, [...recent(key, now), now]);
    },
    clear(key) {
      failures.delete(key);
    },
  };
}
