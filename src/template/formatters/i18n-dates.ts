/**
 * Date helpers of the i18n family: the website time zone, option words of `datetime`,
 * `datetime-interval` and `relative-time`, and the English `timesince` text.
 */
import type { Context } from '../core/context';
import { toNumber } from '../core/value';
import { type Cldr, numberOptions, type Options, parseWord } from './cldr-money';
import { timeZoneOf } from './date';

const WIDTHS = ['short', 'medium', 'long', 'full'];
const CONTEXTS = ['begin-sentence', 'middle-of-text', 'standalone', 'ui-list-or-menu'];
const FIELDS = 'year month week day hour minute second millis'.split(' ');
const FLAGS = ['dayOfWeek', 'numericOnly', 'allowWeeks', 'alwaysNow'];

/** Epoch milliseconds of a value; NaN when it is not a number. */
export const epochOf = (v: unknown): number => toNumber(v ?? 0);

/** The caller's `now` (null counts as 0), else the clock. */
export const nowOf = (ctx: Context): number =>
  ctx.now === undefined ? Date.now() : Number(ctx.now);

/** CLDR date options from the `datetime` words. */
function dateOptions(args: string[]): Options {
  const o: Options = {};
  let skeleton = '';
  for (const a of args) {
    const [k, v] = parseWord(a);
    if (v === '') {
      if (WIDTHS.includes(k)) o.datetime = k;
      else if (k === 'date' || k === 'time') o[k] = 'short';
      else skeleton += k;
    } else if (k === 'date' || k === 'time' || k === 'datetime') {
      if (WIDTHS.includes(v)) o[k] = v;
      else skeleton += v;
    } else if (k === 'skeleton') skeleton = v;
    else if (k === 'calendar') o.ca = v;
    else if ((k === 'wrap' && WIDTHS.includes(v)) || (k === 'context' && CONTEXTS.includes(v)))
      o[k] = v;
  }
  if (skeleton) o.skeleton = skeleton;
  return o;
}

/** CLDR interval options from the `datetime-interval` words; a bare word is the skeleton. */
function intervalOptions(args: string[]): Options {
  const o: Options = {};
  for (const a of args) {
    const [k, v] = parseWord(a);
    const known = k === 'context' || k === 'skeleton' || k === 'date' || k === 'time';
    if (!a.includes(':')) {
      if (a && !known) o.skeleton = a;
    } else if (k === 'context' ? CONTEXTS.includes(v) : known && v) o[k] = v;
  }
  return o;
}

export function relativeOptions(args: string[]): Options {
  const o = numberOptions(args);
  for (const a of args) {
    const [k, v] = parseWord(a);
    if (
      (k === 'context' && CONTEXTS.includes(v)) ||
      (k === 'width' && ['short', 'narrow', 'wide'].includes(v)) ||
      (k === 'field' && FIELDS.includes(v))
    )
      o[k] = v;
    else if (FLAGS.includes(k)) o[k] = v === 'true';
  }
  return o;
}

/** `datetime` of a value in the website time zone; '' when it is not a number. */
export function datetime(cldr: Cldr, ctx: Context, value: unknown, args: string[]): string {
  const t = epochOf(value);
  if (Number.isNaN(t)) return '';
  return cldr.Calendars.formatDate({ date: t, zoneId: timeZoneOf(ctx) }, dateOptions(args));
}

export function interval(cldr: Cldr, ctx: Context, s: number, e: number, args: string[]) {
  const zoneId = timeZoneOf(ctx);
  return cldr.Calendars.formatDateInterval(
    { date: s, zoneId },
    { date: e, zoneId },
    intervalOptions(args),
  ) as string;
}

/** English "time since" text of the public engine, from `now`. */
export function since(t: number, now: number): string {
  // the CLDR calendar starts at Julian day 0
  const diff = now - Math.max(t, -210_866_760_000_000);
  if (diff < 60_000) return 'less than a minute ago';
  const about = (n: number, unit: string, a = 'a') =>
    `about ${n === 1 ? `${a} ${unit}` : `${n} ${unit}s`} ago`;
  const min = Math.floor(diff / 60_000);
  if (min < 60) return about(min, 'minute');
  if (min < 1440) return about(Math.floor(min / 60), 'hour', 'an');
  const days = Math.floor(min / 1440);
  if (days < 7) return about(days, 'day');
  if (days < 30) return about(Math.floor(days / 7), 'week');
  if (days < 365) return about(Math.floor(days / 30), 'month');
  return about(Math.floor(days / 365), 'year');
}
