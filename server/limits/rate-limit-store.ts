import { lruMap } from './lru-map';

/**
 * The rate limit's counter store (@fastify/rate-limit's `store` option), one fixed window per
 * client key: the first request of a window starts it, each request counts one, and a request is
 * answered with the count as it stood right after its own increment.
 *
 * Why not the plugin's own local store: it hands every request the same live counter object, and
 * the plugin reads it only after an await, so in a burst every request reads the count of the
 * whole burst: 30 parallel requests against a limit of 20 were all refused, none let through.
 * Here each request gets a copy taken when it was counted, so a burst lets exactly the limit's
 * number through, whatever the interleaving.
 *
 * Memory is bounded: at most MAX_KEYS windows are kept (lru-map.ts); when full, the key unseen
 * the longest is dropped (forgetting its count).
 */

const MAX_KEYS = 10_000;

interface Window {
  count: number;
  started: number;
}

type Reply = (error: Error | null, result: { current: number; ttl: number }) => void;

export class SnapshotRateLimitStore {
  private readonly windows = lruMap<Window>(MAX_KEYS);

  constructor(
    _options?: unknown,
    private readonly now: () => number = Date.now,
  ) {}

  incr(key: string, reply: Reply, timeWindow: number): void {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.started + timeWindow <= now) window = { count: 0, started: now };
    window.count++;
    this.windows.set(key, window);
    reply(null, { current: window.count, ttl: window.started + timeWindow - now });
  }

  /** The count without counting (the plugin's `increment: false`). */
  read(key: string, reply: Reply, timeWindow: number): void {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.started + timeWindow <= now) reply(null, { current: 0, ttl: 0 });
    else reply(null, { current: window.count, ttl: window.started + timeWindow - now });
  }

  /** A route with a limit of its own counts in a store of its own. */
  child(): SnapshotRateLimitStore {
    return new SnapshotRateLimitStore(undefined, this.now);
  }

  /** How many client windows are held (for tests). */
  get size(): number {
    return this.windows.size;
  }
}
