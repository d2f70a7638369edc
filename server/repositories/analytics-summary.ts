import {
  type AnalyticsSummary,
  FUNNEL_STEPS,
  type FunnelStep,
  VITAL_THRESHOLDS,
  type VitalRating,
  WEB_VITAL_METRICS,
  type WebVitalMetric,
} from '../../src/contract/analytics';
import type { ReadRows } from './analytics-reader';
import { summaryErrors } from './analytics-summary-errors';

/**
 * The owner dashboard's summary of a range of UTC days, both ends included. Page views, visits,
 * paths and events are read from the rollups the triggers of migration 0013 keep, never counted
 * from raw rows; only the top paths' web-vitals samples, the checkouts and the orders are read
 * from their own tables, each by an index:
 * - page views are the days' counters; visits are distinct (visitor, visit number) pairs and
 *   visitors distinct visitor uuids over the range's analytics_visits, so page views sent without
 *   consent (no visitor) count as views only; a visitor is new when one of its visits in the range
 *   has visit number 1, returning otherwise; each day's visits and visitors are its counters;
 * - top pages: the TOP_PAGES paths with the most views (ties by path), each with its distinct
 *   visitors over the range (analytics_path_visitors, read for those paths' days only);
 * - the funnel counts clanker commerce events (visit_product_page, add_to_cart, view_cart), the
 *   distinct carts whose checkout page was served, and the orders placed in the range; each rate
 *   is count / previous count, null for the first step or after a step of 0;
 * - web vitals: for the TOP_VITAL_PATHS paths with the most samples (ties by path), the p75 of
 *   each metric by nearest rank (the ⌈0.75·n⌉-th smallest sample, so always a measured value),
 *   rated by web.dev's thresholds (up to `good` is good, above `poor` is poor), by path then
 *   metric;
 * - errors: see analytics-summary-errors.ts;
 * - dropped: the records a quota kept from being stored in the range (written, plus those
 *   `pendingDropped` says are not written yet).
 * Its statements run through `rows` (see analytics-reader.ts: off the main thread for a file).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_PAGES = 10;
export const TOP_VITAL_PATHS = 25;

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

const marks = (n: number) => Array(n).fill('?').join(', ');

export async function analyticsSummary(
  rows: ReadRows,
  range: { from: string; to: string },
  pendingDropped: () => number = () => 0,
): Promise<AnalyticsSummary> {
  const { from, to } = range;
  const days = daysOf(from, to);

  const byDay = new Map(
    (
      await rows(
        `SELECT day, page_views, visits, visitors, dropped FROM analytics_days
         WHERE day BETWEEN ? AND ?`,
        [from, to],
      )
    ).map((r) => [String(r.day), r]),
  );
  // Read with the counters, so a count being written is counted once.
  const notWritten = pendingDropped();
  const sum = (column: string) => [...byDay.values()].reduce((n, r) => n + Number(r[column]), 0);

  // One day's visits and visitors are its counters, and a visitor has one visit 1 a day at most.
  const oneDay = byDay.get(from);
  const [visitsRow] =
    from === to
      ? [
          {
            visits: oneDay?.visits ?? 0,
            visitors: oneDay?.visitors ?? 0,
            ...(
              await rows(
                'SELECT COUNT(*) AS new_visitors FROM analytics_visits WHERE day = ? AND visit = 1',
                [from],
              )
            )[0],
          },
        ]
      : await rows(
          `SELECT COUNT(*) AS visits, COUNT(DISTINCT visitor) AS visitors,
             COUNT(DISTINCT CASE WHEN visit = 1 THEN visitor END) AS new_visitors
           FROM (SELECT DISTINCT visitor, visit FROM analytics_visits WHERE day BETWEEN ? AND ?)`,
          [from, to],
        );
  const visitors = Number(visitsRow?.visitors ?? 0);
  const newVisitors = Number(visitsRow?.new_visitors ?? 0);

  const topPages = await rows(
    `SELECT path, SUM(page_views) AS page_views FROM analytics_path_views
     WHERE day BETWEEN ? AND ? GROUP BY path ORDER BY page_views DESC, path LIMIT ?`,
    [from, to, TOP_PAGES],
  );
  const pageVisitors = new Map<string, number>();
  if (topPages.length) {
    // By (day, path) pairs, each an index range, so only the top paths' rows are read.
    for (const r of await rows(
      `SELECT path, COUNT(DISTINCT visitor) AS visitors FROM analytics_path_visitors
       WHERE day IN (${marks(days.length)}) AND path IN (${marks(topPages.length)})
       GROUP BY path`,
      [...days, ...topPages.map((p) => String(p.path))],
    )) {
      pageVisitors.set(String(r.path), Number(r.visitors));
    }
  }

  const eventCounts = new Map(
    (
      await rows(
        `SELECT name, SUM(count) AS n FROM analytics_event_counts
         WHERE day BETWEEN ? AND ? AND source = 'clanker' AND name IN (?, ?, ?) GROUP BY name`,
        [from, to, ...Object.values(EVENT_STEPS)],
      )
    ).map((r) => [String(r.name), Number(r.n)]),
  );
  const [checkouts] = await rows(
    'SELECT COUNT(DISTINCT cart_id) AS n FROM checkouts WHERE day BETWEEN ? AND ?',
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

  const vitalPaths = (
    await rows(
      `SELECT path FROM analytics_vital_paths WHERE day BETWEEN ? AND ?
       GROUP BY path ORDER BY SUM(samples) DESC, path LIMIT ?`,
      [from, to, TOP_VITAL_PATHS],
    )
  ).map((r) => String(r.path));
  // Nearest rank: the sample whose 1-based rank in its (path, metric) is ⌈3n/4⌉ = ⌊(3n + 3) / 4⌋.
  const vitals = vitalPaths.length
    ? await rows(
        `WITH ranked AS (
           SELECT path, metric, value,
             ROW_NUMBER() OVER (PARTITION BY path, metric ORDER BY value) AS position,
             COUNT(*) OVER (PARTITION BY path, metric) AS samples
           FROM vital_samples
           WHERE day IN (${marks(days.length)}) AND path IN (${marks(vitalPaths.length)})
         )
         SELECT path, metric, value, samples FROM ranked WHERE position = (3 * samples + 3) / 4`,
        [...days, ...vitalPaths],
      )
    : [];
  const metricOrder = (m: string) => WEB_VITAL_METRICS.indexOf(m as WebVitalMetric);

  const errors = await summaryErrors(rows, from, to);

  return {
    range: { from, to },
    totals: {
      pageViews: sum('page_views'),
      visits: Number(visitsRow?.visits ?? 0),
      visitors,
      newVisitors,
      returningVisitors: visitors - newVisitors,
    },
    daily: days.map((date) => {
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
      visitors: pageVisitors.get(String(r.path)) ?? 0,
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
    errors,
    dropped: sum('dropped') + notWritten,
  };
}
