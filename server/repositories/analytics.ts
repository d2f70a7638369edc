import type { InStatement } from '@libsql/client';
import type { WebVitalMetric } from '../../src/contract/analytics';
import type { Database } from '../db/database';
import { analyticsSummary } from './analytics-summary';

/**
 * Stores what the analytics calls report, each row under its UTC day (server clock). Writes stay
 * cheap: one INSERT per page view, event or checkout, and one multi-row statement per batch of
 * web-vitals samples or errors (errors grouped by message and source first, so a batch of the same
 * error is one row counted n times). Rows older than ANALYTICS_RETENTION_DAYS are swept by day.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Analytics rows are kept 400 days, so a year can be compared with the one before plus a month. */
export const ANALYTICS_RETENTION_DAYS = 400;

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
  payload: Record<string, unknown>;
}

export interface VitalSampleRow {
  path: string;
  metric: WebVitalMetric;
  value: number;
  pageLoadId: string;
  vitalId: string;
}

export interface ErrorRow {
  message: string;
  source: string;
  stack: string;
}

/** The tables the sweep empties of old days. */
const TABLES = ['page_views', 'visitor_events', 'checkouts', 'vital_samples', 'js_errors'];

/** Deletes analytics rows of days before the retention window; gives how many went. */
export async function sweepAnalytics(
  execute: (statement: InStatement) => Promise<{ rowsAffected: number }>,
  now: number,
): Promise<number> {
  const cutoff = utcDay(now - ANALYTICS_RETENTION_DAYS * DAY_MS);
  let removed = 0;
  for (const table of TABLES) {
    removed += (await execute({ sql: `DELETE FROM ${table} WHERE day < ?`, args: [cutoff] }))
      .rowsAffected;
  }
  return removed;
}

/** `(?, ?, …)` repeated once per row. */
const placeholders = (rows: number, columns: number) =>
  Array.from({ length: rows }, () => `(${Array(columns).fill('?').join(', ')})`).join(', ');

export function createAnalyticsRepository(db: Database) {
  const insert = (sql: string, args: (string | number | null)[]) =>
    db.write((tx) => tx.execute({ sql, args })).then(() => undefined);

  return {
    pageView(row: PageViewRow, now = Date.now()): Promise<void> {
      return insert(
        `INSERT INTO page_views (day, created, path, visitor, visit, item_id, collection_id)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        [utcDay(now), now, row.path, row.visitor, row.visit, row.itemId, row.collectionId],
      );
    },

    visitorEvent(row: VisitorEventRow, now = Date.now()): Promise<void> {
      return insert(
        `INSERT INTO visitor_events (day, created, source, name, visitor, cart_id, page_id, item_ids, payload)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          utcDay(now),
          now,
          row.source,
          row.name,
          row.visitor,
          row.cartId,
          row.pageId,
          JSON.stringify(row.itemIds),
          JSON.stringify(row.payload),
        ],
      );
    },

    /** A checkout page served for a cart with items. */
    checkout(cartId: string, subscription: boolean, now = Date.now()): Promise<void> {
      return insert(
        'INSERT INTO checkouts (day, created, cart_id, subscription) VALUES (?, ?, ?, ?)',
        [utcDay(now), now, cartId, subscription ? 1 : 0],
      );
    },

    /** A batch of samples in one statement; a sample sent again replaces its value (CLS grows). */
    async vitals(rows: readonly VitalSampleRow[], now = Date.now()): Promise<void> {
      if (!rows.length) return;
      const day = utcDay(now);
      await insert(
        `INSERT INTO vital_samples (day, created, path, metric, value, page_load_id, vital_id)
         VALUES ${placeholders(rows.length, 7)}
         ON CONFLICT (page_load_id, metric, vital_id) DO UPDATE SET value = excluded.value`,
        rows.flatMap((r) => [day, now, r.path, r.metric, r.value, r.pageLoadId, r.vitalId]),
      );
    },

    /**
     * A batch of errors in one statement, grouped by message and source: each group's day row is
     * counted up, its last seen moved on and its sample stack replaced by the latest non-empty one.
     */
    async errors(rows: readonly ErrorRow[], now = Date.now()): Promise<void> {
      const groups = new Map<string, ErrorRow & { count: number }>();
      for (const row of rows) {
        const key = JSON.stringify([row.message, row.source]);
        const group = groups.get(key);
        if (!group) groups.set(key, { ...row, count: 1 });
        else {
          group.count++;
          if (row.stack) group.stack = row.stack;
        }
      }
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

    /** The owner dashboard's summary of a range of days (see analytics-summary.ts). */
    summary: (range: { from: string; to: string }) => analyticsSummary(db, range),
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
