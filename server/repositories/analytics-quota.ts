import { createHash } from 'node:crypto';

/**
 * What anonymous analytics calls may store, counted in memory per UTC day (a new day starts every
 * count again, so the state is swept as the day turns):
 * - each client (its address, IPv6 by /64: limits/client-address.ts) may store at most
 *   `clientRowsPerDay` records (a page view, an event, a web-vitals sample, an error report) and
 *   start at most `clientErrorGroupsPerDay` error groups (a message and source not yet stored that
 *   day); a report of a group already stored that day starts none;
 * - all clients together may store at most `rowsPerDay` records;
 * - a record the server stores itself (no client) counts against the day's total only.
 * A record over an allowance is not stored; the caller counts it as dropped. Every count is taken
 * synchronously, so requests running side by side cannot pass an allowance between them.
 * The state is bounded: at most MAX_CLIENTS clients a day are told apart (later ones share one
 * allowance) and at most MAX_KNOWN_GROUPS groups are remembered as stored (later ones count as
 * new for each client that sends them).
 */

export interface AnalyticsQuotaLimits {
  clientRowsPerDay: number;
  clientErrorGroupsPerDay: number;
  rowsPerDay: number;
}

export const DEFAULT_ANALYTICS_QUOTA: AnalyticsQuotaLimits = {
  clientRowsPerDay: 1000,
  clientErrorGroupsPerDay: 20,
  rowsPerDay: 200_000,
};

const MAX_CLIENTS = 50_000;
const MAX_KNOWN_GROUPS = 20_000;
/** The allowance the clients past MAX_CLIENTS share. */
const OVERFLOW = '(other clients)';

/** The UTC day of an epoch-ms time, YYYY-MM-DD. */
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A short fixed-size key of an error group: remembering one costs the same whatever its text. */
export const errorGroupKey = (message: string, source: string) =>
  createHash('sha256')
    .update(JSON.stringify([message, source]))
    .digest('base64url')
    .slice(0, 22);

interface ClientCount {
  rows: number;
  groups: number;
}

export function createAnalyticsQuota(limits: AnalyticsQuotaLimits) {
  let day = '';
  let rows = 0;
  let clients = new Map<string, ClientCount>();
  let known = new Set<string>();

  /** The day's state, started afresh when `now` is on another day than the last call. */
  const on = (now: number) => {
    const today = utcDay(now);
    if (today !== day) {
      day = today;
      rows = 0;
      clients = new Map();
      known = new Set();
    }
  };
  const countOf = (client: string): ClientCount => {
    const key = clients.has(client) || clients.size < MAX_CLIENTS ? client : OVERFLOW;
    let count = clients.get(key);
    if (!count) {
      count = { rows: 0, groups: 0 };
      clients.set(key, count);
    }
    return count;
  };
  /** Whether one more record may be stored, charged when it may. */
  const takeRow = (count: ClientCount | null) => {
    if (rows >= limits.rowsPerDay) return false;
    if (count && count.rows >= limits.clientRowsPerDay) return false;
    rows++;
    if (count) count.rows++;
    return true;
  };

  return {
    /** How many of `wanted` records `client` (null: the server) may store now; they are charged. */
    take(client: string | null, wanted: number, now = Date.now()): number {
      on(now);
      const count = client === null ? null : countOf(client);
      let taken = 0;
      while (taken < wanted && takeRow(count)) taken++;
      return taken;
    },

    /**
     * Which of a batch's error reports (by errorGroupKey, in order) `client` may store now: a
     * report of a group stored today, or of a new group within the client's allowance, and
     * within the record allowances; those are charged.
     */
    takeErrors(client: string | null, groups: readonly string[], now = Date.now()): boolean[] {
      on(now);
      const count = client === null ? null : countOf(client);
      const started = new Set<string>();
      return groups.map((group) => {
        const isNew = !known.has(group) && !started.has(group);
        if (isNew && count && count.groups >= limits.clientErrorGroupsPerDay) return false;
        if (!takeRow(count)) return false;
        if (isNew) {
          if (count) count.groups++;
          started.add(group);
          if (known.size < MAX_KNOWN_GROUPS) known.add(group);
        }
        return true;
      });
    },
  };
}

export type AnalyticsQuota = ReturnType<typeof createAnalyticsQuota>;
