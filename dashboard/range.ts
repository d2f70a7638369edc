import { MAX_SUMMARY_DAYS } from '../src/contract/analytics';

/**
 * The dashboard's date range: two calendar days (YYYY-MM-DD, UTC), both included, kept in the
 * page's query (`?from=…&to=…`) so a link to the dashboard shares it. A range is valid when both
 * ends are real days, `from` is on or before `to`, and it spans at most MAX_SUMMARY_DAYS days, as
 * the summary call requires. Without a range in the query the dashboard shows the default, the 30
 * days up to today (UTC), which is also the server's default.
 */

export interface DayRange {
  from: string;
  to: string;
}

/** Why a range cannot be asked for. */
export type RangeProblem = 'from-day' | 'to-day' | 'order' | 'too-long';

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The default range's length in days, today included. */
export const DEFAULT_DAYS = 30;

/** UTC midnight of `day` in epoch ms, or null when it is not a real YYYY-MM-DD day. */
export function dayStart(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  // Date.UTC rolls 2025-02-30 over to March: a day that does not round-trip does not exist.
  return isoDay(ms) === day ? ms : null;
}

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The DEFAULT_DAYS days up to the UTC day of `now`. */
export function defaultRange(now: number): DayRange {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return { from: isoDay(today - (DEFAULT_DAYS - 1) * DAY_MS), to: isoDay(today) };
}

/** How many days a valid range covers, both ends included. */
export const rangeDays = (range: DayRange): number =>
  ((dayStart(range.to) ?? 0) - (dayStart(range.from) ?? 0)) / DAY_MS + 1;

/** What is wrong with a range, or null when the summary can be asked for it. */
export function rangeProblem(range: DayRange): RangeProblem | null {
  const from = dayStart(range.from);
  const to = dayStart(range.to);
  if (from === null) return 'from-day';
  if (to === null) return 'to-day';
  if (from > to) return 'order';
  return rangeDays(range) > MAX_SUMMARY_DAYS ? 'too-long' : null;
}

/**
 * The range a page query names: `range` null when it names none (the default applies), or when
 * the one it names is not valid (`problem` then says why, and the default applies too).
 */
export function rangeOfQuery(search: string): {
  range: DayRange | null;
  problem: RangeProblem | null;
} {
  const query = new URLSearchParams(search);
  const from = query.get('from');
  const to = query.get('to');
  if (from === null && to === null) return { range: null, problem: null };
  const range = { from: from ?? '', to: to ?? '' };
  const problem = rangeProblem(range);
  return problem ? { range: null, problem } : { range, problem: null };
}

/**
 * The page query with `range` in it, every other parameter kept (a link's utm_source and the like),
 * as `?…`.
 */
export function queryWithRange(search: string, range: DayRange): string {
  const query = new URLSearchParams(search);
  query.set('from', range.from);
  query.set('to', range.to);
  return `?${query}`;
}
