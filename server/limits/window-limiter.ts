import { createHash } from 'node:crypto';

/**
 * Attempts counted per key in a sliding window, in bounded memory:
 * - An attempt takes a slot (the time it was taken) at once, in the same synchronous step as the
 *   `retryAfterMs` check that admitted it, so parallel attempts cannot all pass a check made
 *   before any of them was counted.
 * - A key holding `max` slots younger than `windowMs` is refused until its oldest leaves the
 *   window; `retryAfterMs` says how long that is. A slot stays (a failure) unless the caller
 *   releases it (a success, or an attempt never checked); `clear` drops all of a key's slots.
 * - Memory is bounded: a key is kept as its SHA-256 (the same size whatever the key), keeps only
 *   its newest `max` slots, and at most `maxKeys` keys are held: a key taking a slot moves to the
 *   end of the map's order, and a new key past the cap pushes out the first (the one least
 *   recently counted). A timer (unref'd; `close` stops it) drops the keys whose slots have all
 *   left the window.
 * Held in memory: a restart forgets it, which a reference server accepts.
 */
export interface WindowLimiter {
  /** Slots `key` holds in the window: its failures and its attempts still pending. */
  held(key: string): number;
  /** Milliseconds until `key` may take a slot, 0 when it may now. */
  retryAfterMs(key: string): number;
  /** Takes a slot for `key`; gives the slot's time, which `release` takes back. */
  take(key: string): number;
  /** Frees the slot `key` took at `at`. */
  release(key: string, at: number): void;
  clear(key: string): void;
  /** Drops the keys whose slots have all left the window. */
  sweep(): void;
  /** How many keys are held. */
  size(): number;
  /** Stops the sweep timer. */
  close(): void;
}

export interface WindowLimiterOptions {
  max?: number;
  windowMs?: number;
  maxKeys?: number;
  /** How often the timer sweeps; the window's length unless told. */
  sweepMs?: number;
  now?: () => number;
}

export function createWindowLimiter({
  max = 5,
  windowMs = 15 * 60_000,
  maxKeys = 50_000,
  sweepMs = windowMs,
  now = Date.now,
}: WindowLimiterOptions = {}): WindowLimiter {
  const slots = new Map<string, number[]>();
  const id = (key: string) => createHash('sha256').update(key).digest('base64');
  /** The key's slots still in the window; a key left with none is dropped. */
  const recent = (hashed: string, at: number) => {
    const kept = (slots.get(hashed) ?? []).filter((taken) => at - taken < windowMs);
    if (kept.length) slots.set(hashed, kept);
    else slots.delete(hashed);
    return kept;
  };
  const sweep = () => {
    const at = now();
    for (const hashed of [...slots.keys()]) recent(hashed, at);
  };
  const timer = setInterval(sweep, sweepMs);
  timer.unref();

  return {
    held: (key) => recent(id(key), now()).length,
    retryAfterMs(key) {
      const at = now();
      const kept = recent(id(key), at);
      if (kept.length < max) return 0;
      return (kept[kept.length - max] ?? at) + windowMs - at;
    },
    take(key) {
      const hashed = id(key);
      const at = now();
      const kept = [...recent(hashed, at), at].slice(-max);
      slots.delete(hashed);
      slots.set(hashed, kept);
      if (slots.size > maxKeys) {
        const oldest = slots.keys().next().value;
        if (oldest !== undefined) slots.delete(oldest);
      }
      return at;
    },
    release(key, at) {
      const hashed = id(key);
      const kept = slots.get(hashed);
      const index = kept?.indexOf(at) ?? -1;
      if (!kept || index < 0) return;
      kept.splice(index, 1);
      if (!kept.length) slots.delete(hashed);
    },
    clear(key) {
      slots.delete(id(key));
    },
    sweep,
    size: () => slots.size,
    close: () => clearInterval(timer),
  };
}
