import type { InStatement } from '@libsql/client';
import type { AnalyticsSummary, WebVitalMetric } from '../../src/contract/analytics';
import type { Database } from '../db/database';
import { createDroppedCounter } from './analytics-dropped';
import {
  type AnalyticsQuotaLimits,
  createAnalyticsQuota,
  DEFAULT_ANALYTICS_QUOTA,
  errorGroupKey,
} from './analytics-quota';
import { createAnalyticsReader } from './analytics-reader';
import { analyticsSummary } from './analytics-summary';
import { createSummaryCache } from './analytics-summary-cache';
import { createDiskHeadroom, DEFAULT_MIN_FREE_DISK_BYTES, databaseFolder } from './disk-headroom';

/**
 * Stores what the analytics calls report, each row under its UTC day (server clock), within the
 * quotas of analytics-quota.ts: each write takes its allowance synchronously, before its first
 * await, and what is over it is not stored but counted as dropped (analytics-dropped.ts). Writes
 * stay cheap: one INSERT per page view, event or checkout, and one multi-row statement per batch
 * of web-vitals samples or errors (errors grouped by message and source first, so a batch of the
 * same error is one row counted n times); triggers keep the summary's rollups (migration 0013), and
 * a cart's checkout is kept once a day. The summary is cached per range
 * (analytics-summary-cache.ts) and read off the main thread (analytics-reader.ts). Rows older than
 * ANALYTICS_RETENTION_DAYS are swept by day, rollups with them.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Analytics rows are kept 400 days: the summary answers ranges of up to 366 days, so a whole year
 * can be read back, and compared with the month before it.
 */
export const ANALYTICS_RETENTION_DAYS = 400;

/**
 * How long a range's summary is answered again before it is computed anew: long enough to answer
 * a burst of reloads with one computation, short enough that an owner who places a test order
 * sees it on the next Apply (the computation itself runs off the main thread).
 */
export const SUMMARY_CACHE_MS = 2000;

/** The UTC day of an epoch-ms time, YYYY-MM-DD. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A page view: the page's path, the visitor's uuid and visit number (null without consent). */
export interface PageViewRow {
  path: string;
  visitor: string | null;
  visit: number | null;
  itemId: string | null;
  collectionId: string | null;
}

/** A visitor event: a clanker commerce event or a recordEvent call. */
export interface VisitorEventRow {
  source: 'clanker' | 'record-event';
  name: string;
  visitor: string | null;
  cartId: string | null;
  pageId: string | null;
  itemIds: string[];
}

export interface VitalSampleRow {
  path: string;
  metric: WebVitalMetric;
  value: number;
  pageLoadId: string;
  vitalId: string;
}

export interface ErrorRow {
  /** Engine-neutral (src/analytics/error-message.ts), as the route stores it: the group's key. */
  message: string;
  source: string;
  stack: string;
}

/** Who sends a write (the client's address key; null: the server itself) and when. */
export interface WriteContext {
  client?: string | null;
  now?: number;
}

export interface AnalyticsOptions {
  /**
   * The database's URL: the free space of its folder is guarded and the summary reads it on a
   * worker thread (neither for an in-memory or remote database).
   */
  databaseUrl?: string;
  quota?: Partial<AnalyticsQuotaLimits>;
  /** Free bytes the database's filesystem must keep before analytics calls are refused (503). */
  minFreeDiskBytes?: number;
  summaryCacheMs?: number;
}

/** The analytics tables, rollups included: the sweep empties them of old days. */
export const ANALYTICS_TABLES = [
  'page_views',
  'visitor_events',
  'checkouts',
  'vital_samples',
  'js_errors',
  'analytics_days',
  'analytics_path_views',
  'analytics_visits',
  'analytics_path_visitors',
  'analytics_event_counts',
  'analytics_vital_paths',
];

/** Deletes analytics rows of days before the retention window; gives how many went. */
export async function sweepAnalytics(
  execute: (statement: InStatement) => Promise<{ rowsAffected: number }>,
  now: number,
): Promise<number> {
  const cutoff = utcDay(now - ANALYTICS_RETENTION_DAYS * DAY_MS);
  let removed = 0;
  for (const table of ANALYTICS_TABLES) {
    removed += (await execute({ sql: `DELETE FROM ${table} WHERE day < ?`, args: [cutoff] }))
      .rowsAffected;
  }
  return removed;
}

/** `(?, ?, …)` repeated once per row. */
const placeholders = (rows: number, columns: number) =>
  Array.from({ length: rows }, () => `(${Array(columns).fill('?').join(', ')})`).join(', ');

export function createAnalyticsRepository(db: Database, options: AnalyticsOptions = {}) {
  const quota = createAnalyticsQuota({ ...DEFAULT_ANALYTICS_QUOTA, ...options.quota });
  const dropped = createDroppedCounter(db);
  const disk = createDiskHeadroom(
    databaseFolder(options.databaseUrl),
    options.minFreeDiskBytes ?? DEFAULT_MIN_FREE_DISK_BYTES,
  );
  const summaries = createSummaryCache<AnalyticsSummary>(
    options.summaryCacheMs ?? SUMMARY_CACHE_MS,
  );
  const reader = createAnalyticsReader(db, options.databaseUrl);

  const insert = (sql: string, args: (string | number | null)[]) =>
    db.write((tx) => tx.execute({ sql, args })).then(() => undefined);
  /** How many of `wanted` records may be stored now; the others are counted as dropped. */
  const admit = (context: WriteContext, wanted: number): number => {
    const now = context.now ?? Date.now();
    const taken = quota.take(context.client ?? null, wanted, now);
    dropped.add(utcDay(now), wanted - taken);
    return taken;
  };

  return {
    /** Whether the database's disk has room for analytics (a cached reading; see disk-headroom). */
    hasDiskRoom: () => disk.hasRoom(),

    async pageView(row: PageViewRow, context: WriteContext = {}): Promise<void> {
      const now = context.now ?? Date.now();
      if (!admit({ ...context, now }, 1)) return;
      await insert(
        `INSERT INTO page_views (day, created, path, visitor, visit, item_id, collection_id)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        [utcDay(now), now, row.path, row.visitor, row.visit, row.itemId, row.collectionId],
      );
    },

    async visitorEvent(row: VisitorEventRow, context: WriteContext = {}): Promise<void> {
      const now = context.now ?? Date.now();
      if (!admit({ ...context, now }, 1)) return;
      await insert(
        `INSERT INTO visitor_events (day, created, source, name, visitor, cart_id, page_id, item_ids)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          utcDay(now),
          now,
          row.source,
          row.name,
          row.visitor,
          row.cartId,
          row.pageId,
          JSON.stringify(row.itemIds),
        ],
      );
    },

    /** A checkout page served for a cart with items: a cart counts once a day. */
    async checkout(cartId: string, subscription: boolean, now = Date.now()): Promise<void> {
      if (!admit({ now }, 1)) return;
      await insert(
        `INSERT INTO checkouts (day, created, cart_id, subscription) VALUES (?, ?, ?, ?)
         ON CONFLICT (day, cart_id) DO NOTHING`,
        [utcDay(now), now, cartId, subscription ? 1 : 0],
      );
    },

    /** A batch of samples in one statement; a sample sent again replaces its value (CLS grows). */
    async vitals(rows: readonly VitalSampleRow[], context: WriteContext = {}): Promise<void> {
      const now = context.now ?? Date.now();
      const kept = rows.slice(0, admit({ ...context, now }, rows.length));
      if (!kept.length) return;
      const day = utcDay(now);
      await insert(
        `INSERT INTO vital_samples (day, created, path, metric, value, page_load_id, vital_id)
         VALUES ${placeholders(kept.length, 7)}
         ON CONFLICT (page_load_id, metric, vital_id) DO UPDATE SET value = excluded.value`,
        kept.flatMap((r) => [day, now, r.path, r.metric, r.value, r.pageLoadId, r.vitalId]),
      );
    },

    /**
     * A batch of errors in one statement, grouped by message and source: each group's day row is
     * counted up, its last seen moved on and its sample stack replaced by the latest non-empty one.
     * Only the reports the quota admits (a group new today takes one of the client's new groups).
     */
    async errors(rows: readonly ErrorRow[], context: WriteContext = {}): Promise<void> {
      const now = context.now ?? Date.now();
      const keys = rows.map((row) => errorGroupKey(row.message, row.source));
      const admitted = quota.takeErrors(context.client ?? null, keys, now);
      dropped.add(utcDay(now), admitted.filter((ok) => !ok).length);
      const groups = new Map<string, ErrorRow & { count: number }>();
      rows.forEach((row, i) => {
        if (!admitted[i]) return;
        const key = keys[i] as string;
        const group = groups.get(key);
        if (!group) groups.set(key, { ...row, count: 1 });
        else {
          group.count++;
          if (row.stack) group.stack = row.stack;
        }
      });
      if (!groups.size) return;
      const day = utcDay(now);
      await insert(
        `INSERT INTO js_errors (day, message, source, count, first_seen, last_seen, sample_stack)
         VALUES ${placeholders(groups.size, 7)}
         ON CONFLICT (day, message, source) DO UPDATE SET
           count = count + excluded.count,
           last_seen = MAX(last_seen, excluded.last_seen),
           sample_stack = CASE WHEN excluded.sample_stack <> '' THEN excluded.sample_stack ELSE sample_stack END`,
        [...groups.values()].flatMap((g) => [day, g.message, g.source, g.count, now, now, g.stack]),
      );
    },

    /** The owner dashboard's summary of a range of days (see analytics-summary.ts), cached. */
    summary: (range: { from: string; to: string }) =>
      summaries(`${range.from}/${range.to}`, () =>
        analyticsSummary(reader.read, range, () => dropped.pending(range.from, range.to)),
      ),

    /** Ends the summary's reader and writes the dropped counts; call before the database closes. */
    close: () => {
      reader.close();
      return dropped.close();
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
