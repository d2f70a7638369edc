import type { WebVitalMetric } from '../src/contract/analytics';

/**
 * How the dashboard writes its figures, in US English like its words: counts with grouping
 * (1,234), rates as percentages with at most one decimal (42.5%), Core Web Vitals in their units
 * (CLS unitless with two decimals, times in ms below a second and in seconds with up to two
 * decimals from one second on), and instants in the owner's own time zone.
 */

const LOCALE = 'en-US';
const counts = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const percents = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 });
const seconds = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const layoutShift = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const instants = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

export const formatCount = (n: number): string => counts.format(n);

/** A ratio (0.425) as a percentage (42.5%). */
export const formatPercent = (ratio: number): string => percents.format(ratio);

/** A metric's value in its unit: CLS as is, the others in milliseconds. */
export function formatVital(metric: WebVitalMetric, value: number): string {
  if (metric === 'CLS') return layoutShift.format(value);
  if (value < 1000) return `${counts.format(value)} ms`;
  return `${seconds.format(value / 1000)} s`;
}

/** An instant (epoch ms) as the owner's clock shows it. */
export const formatInstant = (ms: number): string => instants.format(ms);
