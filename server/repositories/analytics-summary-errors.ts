import type { AnalyticsSummary } from '../../src/contract/analytics';
import type { ReadRows } from './analytics-reader';

/**
 * The summary's JavaScript errors: the range's js_errors day rows grouped by message and source
 * (counts summed, first seen the earliest, last seen the latest, the sample stack the latest
 * non-empty one). At most TOP_ERRORS groups: the FREQUENT_ERRORS seen most often (ties: the more
 * recently seen), then the most recently seen of the others; listed the most recently seen first
 * (ties by message, then source). So a burst of fresh one-off errors can take the recent places,
 * never the places of the errors seen most.
 */

export const TOP_ERRORS = 50;
export const FREQUENT_ERRORS = 25;

export async function summaryErrors(
  rows: ReadRows,
  from: string,
  to: string,
): Promise<AnalyticsSummary['errors']> {
  const ranked = await rows(
    `WITH groups AS (
       SELECT message, source, SUM(count) AS count, MIN(first_seen) AS first_seen,
         MAX(last_seen) AS last_seen
       FROM js_errors WHERE day BETWEEN ? AND ? GROUP BY message, source
     ), ranked AS (
       SELECT *,
         ROW_NUMBER() OVER (ORDER BY count DESC, last_seen DESC, message, source) AS by_count,
         ROW_NUMBER() OVER (ORDER BY last_seen DESC, message, source) AS by_recency
       FROM groups
     )
     SELECT * FROM ranked WHERE by_count <= ? OR by_recency <= ? ORDER BY by_recency`,
    [from, to, FREQUENT_ERRORS, TOP_ERRORS],
  );
  const frequent = ranked.filter((r) => Number(r.by_count) <= FREQUENT_ERRORS);
  const recent = new Set(
    ranked
      .filter((r) => Number(r.by_count) > FREQUENT_ERRORS)
      .slice(0, TOP_ERRORS - frequent.length),
  );
  // `ranked` is in recency order, so the chosen ones are too.
  const chosen = ranked.filter((r) => Number(r.by_count) <= FREQUENT_ERRORS || recent.has(r));
  if (!chosen.length) return [];

  const groupKey = (message: unknown, source: unknown) => JSON.stringify([message, source]);
  const stacks = new Map<string, string>();
  // In last-seen order, so the latest non-empty stack of a group is the one kept.
  for (const r of await rows(
    `SELECT message, source, sample_stack FROM js_errors
     WHERE day BETWEEN ? AND ? AND sample_stack <> ''
       AND (message, source) IN (VALUES ${chosen.map(() => '(?, ?)').join(', ')})
     ORDER BY last_seen`,
    [from, to, ...chosen.flatMap((r) => [String(r.message), String(r.source)])],
  )) {
    stacks.set(groupKey(r.message, r.source), String(r.sample_stack));
  }

  return chosen.map((r) => ({
    message: String(r.message),
    source: String(r.source),
    count: Number(r.count),
    firstSeen: Number(r.first_seen),
    lastSeen: Number(r.last_seen),
    sampleStack: stacks.get(groupKey(r.message, r.source)) ?? '',
  }));
}
