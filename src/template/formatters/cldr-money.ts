/**
 * CLDR number and currency formatting with the option words of the `decimal` and `money`
 * formatters, shared by the i18n formatters and the commerce price helpers.
 */
import { isObject, toText } from '../core/value';

// biome-ignore lint/suspicious/noExplicitAny: the CLDR object is the caller's
export type Cldr = any;
export type Options = Record<string, unknown>;

const ROUNDING: Record<string, string> = { ceil: 'ceiling' };
for (const r of 'ceiling floor up down truncate half-up half-down half-even'.split(' '))
  ROUNDING[r] = r;

/** Digit option aliases, each row ending with the CLDR name. */
const DIGITS = [
  ['minint', 'minInt', 'minimumIntegerDigits'],
  ['maxfrac', 'maxFrac', 'maximumFractionDigits'],
  ['minfrac', 'minFrac', 'minimumFractionDigits'],
  ['maxsig', 'maxSig', 'maximumSignificantDigits'],
  ['minsig', 'minSig', 'minimumSignificantDigits'],
];

const DECIMAL_STYLES =
  'decimal short long scientific percent percent-scaled permille permille-scaled'.split(' ');
const CURRENCY_STYLES = ['symbol', 'accounting', 'code', 'name', 'short'];

/** `key:value` → [key, value]; a bare word → [word, '']. */
export function parseWord(a: string): [string, string] {
  const i = a.indexOf(':');
  return i < 0 ? [a, ''] : [a.slice(0, i), a.slice(i + 1)];
}

/**
 * Number options (grouping, rounding, digit limits) from `key:value` words, in order;
 * `styles` are the styles `style:` accepts. Unknown values are skipped.
 */
export function numberOptions(args: string[], styles: string[] = []): Options {
  const r: Options = {};
  for (const a of args) {
    const [k, v] = parseWord(a);
    if (k === 'group' || k === 'grouping') r.group = v === '' || v === 'true';
    else if (k === 'no-group' || k === 'no-grouping') r.group = false;
    else if (k === 'round' || k === 'rounding') r.round = ROUNDING[v] ?? r.round;
    else if (k === 'style') r.style = styles.includes(v) ? v : r.style;
    else if (k === 'symbol' && (v === 'narrow' || v === 'default')) r.symbolWidth = v;
    else
      for (const names of DIGITS)
        if (names.includes(k))
          r[names[2] as string] = Math.min(50, Math.max(0, Number.parseInt(v, 10) || 0));
  }
  return r;
}

export const decimalOptions = (args: string[]) => numberOptions(args, DECIMAL_STYLES);

/** A decimal from a JSON number or numeric string; undefined otherwise. */
export function toDecimal(cldr: Cldr, v: unknown): unknown {
  if (typeof v !== 'number' && typeof v !== 'string') return undefined;
  try {
    return cldr.Numbers.parseDecimal(v);
  } catch {
    return undefined;
  }
}

export const decimalOr0 = (cldr: Cldr, v: unknown) =>
  toDecimal(cldr, v) ?? cldr.Numbers.parseDecimal(0);

function currencyText(cldr: Cldr, amount: unknown, currency: unknown, args: string[]): string {
  const n = cldr ? toDecimal(cldr, amount) : undefined;
  if (n === undefined) return '';
  return cldr.Numbers.formatCurrency(n, toText(currency), numberOptions(args, CURRENCY_STYLES));
}

/**
 * The `money` formatter: value is `{decimalValue, currencyCode}` or `{value, currency}`
 * (each pair used only when both are present); '' otherwise.
 */
export function money(cldr: Cldr, m: unknown, args: string[]): string {
  if (!isObject(m)) return '';
  if (m.decimalValue !== undefined && m.currencyCode !== undefined)
    return currencyText(cldr, m.decimalValue, m.currencyCode, args);
  if (m.value !== undefined && m.currency !== undefined)
    return currencyText(cldr, m.value, m.currency, args);
  return '';
}

/**
 * Formats `amount` in `currency` the way the `money` formatter does; `options` are its
 * words as a map (`{ style: 'short', 'no-group': '' }`). '' when there is no CLDR or the
 * amount is not a decimal number.
 */
export function formatMoney(
  cldr: Cldr,
  amount: string,
  currency: string,
  options: Record<string, string> = {},
): string {
  const args = Object.entries(options).map(([k, v]) => (v === '' ? k : `${k}:${v}`));
  return currencyText(cldr, amount, currency, args);
}
