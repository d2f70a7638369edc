import type { InArgs } from '@libsql/client';
import {
  type AnalyticsSummary,
  FUNNEL_STEPS,
  type FunnelStep,
  VITAL_THRESHOLDS,
  type VitalRating,
  WEB_VITAL_METRICS,
  type WebVitalMetric,
} from '../../src/contract/analytics';
import type { Database } from '../db/database';

/**
 * The owner dashboard's summary of a range of UTC days, both ends included:
 * - visits are distinct (visitor, visit number) pairs and visitors distinct visitor uuids, so page
 *   views sent without consent (no visitor) count as views only; a visitor is new when one of its
 *   views in the range has visit number 1, returning otherwise;
 * - the funnel counts clanker commerce events (visit_product_page, add_to_cart, view_cart), the
 *   distinct carts whose checkout page was served, and the orders placed in the range; each rate is
 *   count / previous count, null for the first step or after a step of 0;
 * - web vitals: the p75 of each path's metric by nearest rank (the ⌈0.75·n⌉-th smallest sample,
 *   so always a measured value), rated by web.dev's thresholds (up to `good` is good, above `poor`
 *   is poor); the TOP_VITAL_PATHS paths with the most samples, by path then metric;
 * - errors grouped by message and source, the most recently seen first, at most TOP_ERRORS.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_PAGES = 10;
export const TOP_VITAL_PATHS = 25;
export const TOP_ERRORS = 50;

/** The funnel's steps as stored clanker event names. */
const EVENT_STEPS: Partial<Record<FunnelStep, string>> = {
  'product-views': 'visit_product_page',
  'adds-to-cart': 'add_to_cart',
  'cart-views': 'view_cart',
};

/** The metric's rating of a value by web.dev's thresholds. */
export function vitalRating(metric: WebVitalMetric, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** Every UTC day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

export async function analyticsSummary(
  db: Database,
  range: { from: string; to: string },
): Promise<AnalyticsSummary> {
  const rows = async (sql: string, args: InArgs) => (await db.client.execute({ sql, args })).rows;
  const { from, to } = range;
  const inRange = 'day BETWEEN ? AND ?';

  const [totalsRow] = await rows(
    `SELECT COUNT(*) AS page_views,
       COUNT(DISTINCT visitor || '|' || visit) AS visits,
       COUNT(DISTINCT visitor) AS visitors,
       COUNT(DISTINCT CASE WHEN visit = 1 THEN visitor END) AS new_visitors
     FROM page_views WHERE ${inRange}`,
    [from, to],
  );
  const visitors = Number(totalsRow?.visitors ?? 0);
  const newVisitors = Number(totalsRow?.new_visitors ?? 0);

  const byDay = new Map(
    (
      await rows(
        `SELECT day, COUNT(*) AS page_views, COUNT(DISTINCT visitor || '|' || visit) AS visits,
           COUNT(DISTINCT visitor) AS visitors
         FROM page_views WHERE ${inRange} GROUP BY day`,
        [from, to],
      )
    ).map((r) => [String(r.day), r]),
  );

  const topPages = await rows(
    `SELECT path, COUNT(*) AS page_views, COUNT(DISTINCT visitor) AS visitors
     FROM page_views WHERE ${inRange} GROUP BY path ORDER BY page_views DESC, path LIMIT ?`,
    [from, to, TOP_PAGES],
  );

  const eventCounts = new Map(
    (
      await rows(
        `SELECT name, COUNT(*) AS n FROM visitor_events
         WHERE ${inRange} AND source = 'clanker' AND name IN (?, ?, ?) GROUP BY name`,
        [from, to, ...Object.values(EVENT_STEPS)],
      )
    ).map((r) => [String(r.name), Number(r.n)]),
  );
  const [checkouts] = await rows(
    `SELECT COUNT(DISTINCT cart_id) AS n FROM checkouts WHERE ${inRange}`,
    [from, to],
  );
  const [orders] = await rows(
    'SELECT COUNT(*) AS n FROM orders WHERE created >= ? AND created < ?',
    [Date.parse(`${from}T00:00:00Z`), Date.parse(`${to}T00:00:00Z`) + DAY_MS],
  );
  const stepCount = (step: FunnelStep) => {
    if (step === 'checkouts') return Number(checkouts?.n ?? 0);
    if (step === 'orders') return Number(orders?.n ?? 0);
    return eventCounts.get(EVENT_STEPS[step] as string) ?? 0;
  };
  const counts = FUNNEL_STEPS.map(stepCount);

  // Nearest rank: the sample whose 1-based rank in its (path, metric) is ⌈3n/4⌉ = ⌊(3n + 3) / 4⌋.
  const vitals = await rows(
    `WITH top_paths AS (
       SELECT path FROM vital_samples WHERE ${inRange}
       GROUP BY path ORDER BY COUNT(*) DESC, path LIMIT ?
     ), ranked AS (
       SELECT path, metric, value,
         ROW_NUMBER() OVER (PARTITION BY path, metric ORDER BY value) AS position,
         COUNT(*) OVER (PARTITION BY path, metric) AS samples
       FROM vital_samples WHERE ${inRange} AND path IN (SELECT path FROM top_paths)
     )
     SELECT path, metric, value, samples FROM ranked WHERE position = (3 * samples + 3) / 4`,
    [from, to, TOP_VITAL_PATHS, from, to],
  );
  const metricOrder = (m: string) => WEB_VITAL_METRICS.indexOf(m as WebVitalMetric);

  // The sample stack is the latest non-empty one of the group's days in the range.
  const errors = await rows(
    `WITH groups AS (
       SELECT message, source, SUM(count) AS count, MIN(first_seen) AS first_seen,
         MAX(last_seen) AS last_seen
       FROM js_errors WHERE ${inRange}
       GROUP BY message, source ORDER BY last_seen DESC, message LIMIT ?
     )
     SELECT g.*, (
       SELECT e.sample_stack FROM js_errors e
       WHERE e.message = g.message AND e.source = g.source AND e.${inRange} AND e.sample_stack <> ''
       ORDER BY e.last_seen DESC LIMIT 1
     ) AS sample_stack
     FROM groups g ORDER BY g.last_seen DESC, g.message`,
    [from, to, TOP_ERRORS, from, to],
  );

  return {
    range: { from, to },
    totals: {
      pageViews: Number(totalsRow?.page_views ?? 0),
      visits: Number(totalsRow?.visits ?? 0),
      visitors,
      newVisitors,
      returningVisitors: visitors - newVisitors,
    },
    daily: daysOf(from, to).map((date) => {
      const r = byDay.get(date);
      return {
        date,
        pageViews: Number(r?.page_views ?? 0),
        visits: Number(r?.visits ?? 0),
        visitors: Number(r?.visitors ?? 0),
      };
    }),
    topPages: topPages.map((r) => ({
      path: String(r.path),
      pageViews: Number(r.page_views),
      visitors: Number(r.visitors),
    })),
    funnel: FUNNEL_STEPS.map((step, i) => {
      const previous = i === 0 ? 0 : (counts[i - 1] as number);
      const count = counts[i] as number;
      return { step, count, rate: previous === 0 ? null : count / previous };
    }),
    webVitals: vitals
      .map((r) => {
        const metric = String(r.metric) as WebVitalMetric;
        const p75 = Number(r.value);
        return {
          path: String(r.path),
          metric,
          p75,
          samples: Number(r.samples),
          rating: vitalRating(metric, p75),
        };
      })
      .sort(
        (a, b) => a.path.localeCompare(b.path) || metricOrder(a.metric) - metricOrder(b.metric),
      ),
    errors: errors.map((r) => ({
      message: String(r.message),
      source: String(r.source),
      count: Number(r.count),
      firstSeen: Number(r.first_seen),
      lastSeen: Number(r.last_seen),
      sampleStack: String(r.sample_stack ?? ''),
    })),
  };
}
