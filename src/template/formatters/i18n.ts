/**
 * The i18n formatter family (docs §6 "i18n", §11): CLDR number, currency, date,
 * interval, relative-time and message formatting through the caller's `cldr`.
 * Without `cldr` they output ''.
 */
import type { Context } from '../context';
import { type FormatterTable, formatter, type Variable } from '../plugin';
import { readPath } from '../tags';
import { isObject, toNumber, toText } from '../value';
import {
  type Cldr,
  currencyText,
  moneyOptions,
  numberOptions,
  parseWord,
  toDecimal,
} from './cldr-money';

const WIDTHS = ['short', 'medium', 'long', 'full'];
const CONTEXTS = ['begin-sentence', 'middle-of-text', 'standalone', 'ui-list-or-menu'];
const FIELDS = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second', 'millis'];
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

/** The website time zone in scope: missing gives New York, a non-string no zone (UTC). */
function zoneOf(ctx: Context): string {
  const z = ctx.lookup(['website', 'timeZone']);
  return z === undefined ? 'America/New_York' : typeof z === 'string' ? z : '';
}

/** Epoch milliseconds of a value; NaN when it is not a number. */
const epochOf = (v: unknown): number => toNumber(v ?? 0);

/** CLDR date options from the `datetime` words. */
function dateOptions(args: string[]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
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
    else if (k === 'wrap') {
      if (WIDTHS.includes(v)) o.wrap = v;
    } else if (k === 'calendar') o.ca = v;
    else if (k === 'context' && CONTEXTS.includes(v)) o.context = v;
  }
  if (skeleton) o.skeleton = skeleton;
  return o;
}

/** CLDR interval options from the `datetime-interval` words; a bare word is the skeleton. */
function intervalOptions(args: string[]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const a of args) {
    const [k, v] = parseWord(a);
    const known = k === 'context' || k === 'skeleton' || k === 'date' || k === 'time';
    if (!a.includes(':')) {
      if (a && !known) o.skeleton = a;
    } else if (k === 'context' ? CONTEXTS.includes(v) : known && v) o[k] = v;
  }
  return o;
}

function decimalOptions(args: string[]): Record<string, unknown> {
  const o = numberOptions(args);
  for (const a of args) {
    const [k, v] = parseWord(a);
    if (k === 'style' && DECIMAL_STYLES.includes(v)) o.style = v;
  }
  return o;
}

function relativeOptions(args: string[]): Record<string, unknown> {
  const o = numberOptions(args);
  for (const a of args) {
    const [k, v] = parseWord(a);
    if (
      (k === 'context' && CONTEXTS.includes(v)) ||
      (k === 'width' && ['short', 'narrow', 'wide'].includes(v)) ||
      (k === 'field' && FIELDS.includes(v))
    )
      o[k] = v;
    else if (['dayOfWeek', 'numericOnly', 'allowWeeks', 'alwaysNow'].includes(k))
      o[k] = v === 'true';
  }
  return o;
}

/** The amount and currency of a money value: `{decimalValue, currencyCode}` or `{value, currency}`. */
function moneyParts(m: unknown): [unknown, unknown] | null {
  if (!isObject(m)) return null;
  if (m.decimalValue !== undefined && m.currencyCode !== undefined)
    return [m.decimalValue, m.currencyCode];
  if (m.value !== undefined && m.currency !== undefined) return [m.value, m.currency];
  return null;
}

const money = (cldr: Cldr, m: unknown, args: string[]) => {
  const p = moneyParts(m);
  return p ? currencyText(cldr, p[0], p[1], moneyOptions(args)) : '';
};

const datetime = (cldr: Cldr, ctx: Context, value: unknown, args: string[]): string => {
  const t = epochOf(value);
  if (Number.isNaN(t)) return '';
  return cldr.Calendars.formatDate({ date: t, zoneId: zoneOf(ctx) }, dateOptions(args));
};

const interval = (cldr: Cldr, ctx: Context, s: number, e: number, args: string[]): string => {
  const zoneId = zoneOf(ctx);
  return cldr.Calendars.formatDateInterval(
    { date: s, zoneId },
    { date: e, zoneId },
    intervalOptions(args),
  );
};

const decimalOr0 = (cldr: Cldr, v: unknown) => toDecimal(cldr, v) ?? cldr.Numbers.parseDecimal(0);

/** Resolves a `message` argument reference against the scope; a missing one is null. */
function resolveRef(ctx: Context, ref: string): unknown {
  const r = readPath(ref, 0);
  return (r && r[1] === ref.length ? ctx.lookup(r[0]) : undefined) ?? null;
}

/** Message arguments that are plain objects stand for their amount (`decimalValue`, else `value`). */
const amountOf = (v: unknown) =>
  isObject(v) && v.constructor === Object
    ? v.decimalValue !== undefined
      ? v.decimalValue
      : v.value
    : v;

type Embedded = (a: unknown[], o: string[]) => string;

/** A formatter embedded in a message; '' when the tag names an argument that was not given. */
const embed =
  (n: number, fn: Embedded): Embedded =>
  (a, o) => {
    for (let i = 0; i < n; i++) if (a[i] === undefined) return '';
    return fn(a, o);
  };

function message(args: string[], vars: Variable[], ctx: Context, cldr: Cldr): string {
  const positional: unknown[] = [];
  const named: Record<string, unknown> = {};
  for (const a of args) {
    const i = a.search(/[=:]/);
    const v = resolveRef(ctx, i < 0 ? a : a.slice(i + 1));
    positional.push(v);
    if (i >= 0) named[a.slice(0, i)] = v;
  }
  const asDecimal = (v: unknown) =>
    typeof v === 'boolean' || v === undefined
      ? cldr.Numbers.parseDecimal(v === undefined ? 'NaN' : +v)
      : decimalOr0(cldr, amountOf(v));
  const num = embed(1, (a, o) => cldr.Numbers.formatDecimal(asDecimal(a[0]), decimalOptions(o)));
  const cur = embed(1, (a, o) => money(cldr, a[0], o));
  const mf = cldr.General.messageFormatter({
    converter: {
      // '#' in plural branches arrives as a Decimal
      asString: (v: unknown) =>
        isObject(v) && v.constructor !== Object ? String(v) : toText(amountOf(v)),
      asDecimal,
    },
    formatters: {
      money: cur,
      currency: cur,
      decimal: num,
      number: num,
      datetime: embed(1, (a, o) =>
        Number.isFinite(epochOf(a[0])) ? datetime(cldr, ctx, a[0], o) : '',
      ),
      'datetime-interval': embed(2, (a, o) => interval(cldr, ctx, epochOf(a[0]), epochOf(a[1]), o)),
    },
  });
  return mf.format(toText(first(vars).get()), positional, named);
}

/** The caller's `now` (null counts as 0), else the clock. */
const nowOf = (ctx: Context): number => (ctx.now === undefined ? Date.now() : Number(ctx.now));

/** English "time since" text of the public engine, from `now`. */
function since(t: number, now: number): string {
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

const first = (vars: Variable[]) => vars[0] as Variable;

/** A formatter that needs CLDR: without it the value becomes ''. */
const cldrFormatter = (
  fn: (args: string[], vars: Variable[], ctx: Context, cldr: Cldr) => string,
) =>
  formatter((args, vars, ctx) => {
    first(vars).set(ctx.cldr ? fn(args, vars, ctx, ctx.cldr) : '');
  });

const messageFormatter = cldrFormatter(message);

export const I18N_FORMATTERS: FormatterTable = {
  datetime: cldrFormatter((args, vars, ctx, cldr) => datetime(cldr, ctx, first(vars).get(), args)),
  'datetime-interval': cldrFormatter((args, vars, ctx, cldr) => {
    if (vars.length < 2) return '';
    const s = epochOf(first(vars).get());
    const e = epochOf((vars[1] as Variable).get());
    return Number.isFinite(s) && Number.isFinite(e) ? interval(cldr, ctx, s, e, args) : '';
  }),
  decimal: cldrFormatter((args, vars, _ctx, cldr) => {
    const n = toDecimal(cldr, first(vars).get());
    return n === undefined ? '' : cldr.Numbers.formatDecimal(n, decimalOptions(args));
  }),
  money: cldrFormatter((args, vars, _ctx, cldr) => money(cldr, first(vars).get(), args)),
  message: messageFormatter,
  plural: messageFormatter,
  'relative-time': cldrFormatter((args, vars, ctx, cldr) => {
    const two = vars.length > 1;
    const s = two ? epochOf(first(vars).get()) : nowOf(ctx);
    const e = epochOf((two ? (vars[1] as Variable) : first(vars)).get());
    if (!Number.isFinite(s) || !Number.isFinite(e)) return '';
    return cldr.Calendars.formatRelativeTime({ date: s }, { date: e }, relativeOptions(args));
  }),
  timesince: formatter((_args, vars, ctx) => {
    const v = first(vars);
    const t = epochOf(v.get());
    v.set(
      !ctx.cldr || !Number.isFinite(t)
        ? 'Invalid date.'
        : `<span class="timesince" data-date="${t}">${since(t, nowOf(ctx))}</span>`,
    );
  }),
  'bookkeeper-money-format': cldrFormatter((_args, vars, _ctx, cldr) => {
    const region = cldr.General.locale().tag.region();
    const cents = decimalOr0(cldr, first(vars).get());
    return cldr.Numbers.formatCurrency(
      cents.movePoint(-2),
      cldr.Numbers.getCurrencyForRegion(region),
    );
  }),
  'percentage-format': cldrFormatter((args, vars, _ctx, cldr) =>
    cldr.Numbers.formatDecimal(decimalOr0(cldr, first(vars).get()), {
      minimumFractionDigits: args.includes('trim') ? 0 : 2,
      maximumFractionDigits: 3,
    }),
  ),
};
