/**
 * The i18n formatter family (docs §6 "i18n", §11): CLDR number, currency, date,
 * interval, relative-time and message formatting through the caller's `cldr`.
 * Without `cldr` they output ''.
 */
import type { Context } from '../context';
import { type FormatterTable, formatter, type Variable } from '../plugin';
import { isObject, toNumber } from '../value';
import { type Cldr, currencyText, moneyOptions, numberOptions, toDecimal } from './cldr-money';

const WIDTHS = ['short', 'medium', 'long', 'full'];
const DEFAULT_ZONE = 'America/New_York';

/** The website time zone in scope: missing gives New York, a non-string no zone (UTC). */
export function zoneOf(ctx: Context): string {
  const z = ctx.lookup(['website', 'timeZone']);
  return z === undefined ? DEFAULT_ZONE : typeof z === 'string' ? z : '';
}

/** Epoch milliseconds of a value the way the date formatters read it; NaN when not a number. */
export const epochOf = (v: unknown): number => toNumber(v ?? 0);

const DECIMAL_STYLES = [
  'decimal',
  'short',
  'long',
  'scientific',
  'percent',
  'percent-scaled',
  'permille',
  'permille-scaled',
];

/** CLDR date options from the `datetime` words. */
export function dateOptions(args: string[]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  let skeleton = '';
  for (const a of args) {
    const i = a.indexOf(':');
    const k = i < 0 ? a : a.slice(0, i);
    const v = i < 0 ? '' : a.slice(i + 1);
    if (v === '') {
      if (WIDTHS.includes(k)) o.datetime = k;
      else if (k === 'date' || k === 'time') o[k] = 'short';
      else skeleton += k;
    } else if (k === 'date' || k === 'time' || k === 'datetime') {
      if (WIDTHS.includes(v)) o[k] = v;
      else skeleton += v;
    } else if (k === 'skeleton') skeleton = v;
    else if (k === 'wrap') o.wrap = v;
    else if (k === 'calendar') o.ca = v;
    else if (k === 'context') o.context = v;
  }
  if (skeleton) o.skeleton = skeleton;
  return o;
}

const first = (vars: Variable[]) => vars[0] as Variable;

/** A formatter that needs CLDR: without it the value becomes ''. */
const cldrFormatter = (
  fn: (args: string[], vars: Variable[], ctx: Context, cldr: Cldr) => string,
) =>
  formatter((args, vars, ctx) => {
    const v = first(vars);
    v.set(ctx.cldr ? fn(args, vars, ctx, ctx.cldr) : '');
  });

/** The amount and currency of a money value: `{decimalValue, currencyCode}` or `{value, currency}`. */
export function moneyParts(m: unknown): [unknown, unknown] | null {
  if (!isObject(m)) return null;
  if (m.decimalValue !== undefined && m.currencyCode !== undefined)
    return [m.decimalValue, m.currencyCode];
  if (m.value !== undefined && m.currency !== undefined) return [m.value, m.currency];
  return null;
}

export const I18N_FORMATTERS: FormatterTable = {
  datetime: cldrFormatter((args, vars, ctx, cldr) => {
    const t = epochOf(first(vars).get());
    if (Number.isNaN(t)) return '';
    return cldr.Calendars.formatDate({ date: t, zoneId: zoneOf(ctx) }, dateOptions(args));
  }),
  decimal: cldrFormatter((args, vars, _ctx, cldr) => {
    const n = toDecimal(cldr, first(vars).get());
    if (n === undefined) return '';
    const opts = numberOptions(args);
    const style = args.find((a) => a.startsWith('style:'))?.slice(6);
    if (style && DECIMAL_STYLES.includes(style)) opts.style = style;
    return cldr.Numbers.formatDecimal(n, opts);
  }),
  money: cldrFormatter((args, vars, _ctx, cldr) => {
    const p = moneyParts(first(vars).get());
    return p ? currencyText(cldr, p[0], p[1], moneyOptions(args)) : '';
  }),
};
