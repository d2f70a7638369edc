import type { AnalyticsSummary } from '../src/contract/analytics';
import { formatCount } from './format';
import { TEXT } from './strings';

/**
 * What the dashboard says of a summary as a whole: whether it holds anything at all (else the
 * empty state shows instead of the charts), and the traffic chart's text alternative, the sums of
 * its two lines and its busiest day (the earliest, on a tie).
 */

/** True when nothing was recorded in the range: no view, event, order, record or error. */
export function isEmptySummary(summary: AnalyticsSummary): boolean {
  return (
    summary.totals.pageViews === 0 &&
    summary.totals.visits === 0 &&
    summary.funnel.every((step) => step.count === 0) &&
    summary.webVitals.length === 0 &&
    summary.errors.length === 0
  );
}

/** The day with the most page views, or null when no day has any. */
export function busiestDay(
  daily: AnalyticsSummary['daily'],
): AnalyticsSummary['daily'][number] | null {
  let best: AnalyticsSummary['daily'][number] | null = null;
  for (const day of daily) if (day.pageViews > (best?.pageViews ?? 0)) best = day;
  return best;
}

/** The traffic chart's accessible summary. */
export function trafficLabel(summary: AnalyticsSummary): string {
  const peak = busiestDay(summary.daily);
  return TEXT.trafficSummary(
    summary.range.from,
    summary.range.to,
    formatCount(summary.totals.pageViews),
    formatCount(summary.totals.visitors),
    peak ? TEXT.trafficPeak(peak.date, formatCount(peak.pageViews)) : '',
  );
}
