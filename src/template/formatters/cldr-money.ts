/**
 * CLDR number and currency formatting with the engine's option words (docs §6 "i18n",
 * `decimal` and `money`), shared by the i18n formatters and the commerce price helpers.
 */

// biome-ignore lint/suspicious/noExplicitAny: the CLDR object is the caller's
export type Cldr = any;
export type Opts = Record<string, string>;

const ROUNDING: Opts = {
  ceil: 'ceiling',
  ceiling: 'ceiling',
  floor: 'floor',
  up: 'up',
  down: 'down',
  truncate: 'truncate',
  'half-up': 'half-up',
  'half-down': 'half-down',
  'half-even': 'half-even',
};

/** Option name aliases → CLDR option. */
const DIGITS: [string[], string][] = [
  [['minint', 'minInt', 'minimumIntegerDigits'], 'minimumIntegerDigits'],
  [['maxfrac', 'maxFrac', 'maximumFractionDigits'], 'maximumFractionDigits'],
  [['minfrac', 'minFrac', 'minimumFractionDigits'], 'minimumFractionDigits'],
  [['maxsig', 'maxSig', 'maximumSignificantDigits'], 'maximumSignificantDigits'],
  [['minsig', 'minSig', 'minimumSignificantDigits'], 'minimumSignificantDigits'],
];

/** `key:value` → [key, value]; a bare word → [word, '']. */
export function parseWord(a: string): [string, string] {
  const i = a.indexOf(':');
  return i < 0 ? [a, ''] : [a.slice(0, i), a.slice(i + 1)];
}

/** Number options (grouping, rounding, digit limits) from `key:value` words, in order. */
export function numberOptions(args: string[]): Record<string, unknown> {
  const r: Record<string, unknown> = {};
  for (const a of args) {
    const [k, v] = parseWord(a);
    if (k === 'group' || k === 'grouping') r.group = v === '' || v === 'true';
    else if (k === 'no-group' || k === 'no-grouping') r.group = false;
    else if (k === 'round' || k === 'rounding') r.round = ROUNDING[v] ?? r.round;
    else
      for (const [names, key] of DIGITS)
        if (names.includes(k)) r[key] = Math.min(50, Math.max(0, Number.parseInt(v, 10) || 0));
  }
  return r;
}

/** A decimal from a JSON number or numeric string; undefined otherwise. */
export function toDecimal(cldr: Cldr, v: unknown): unknown {
  if (typeof v !== 'number' && typeof v !== 'string') return undefined;
  try {
    return cldr.Numbers.parseDecimal(v);
  } catch {
    return undefined;
  }
}

const CURRENCY_STYLES = ['symbol', 'accounting', 'code', 'name', 'short'];

/** CLDR currency options from the `money` words; an unknown style or width is skipped. */
export function moneyOptions(args: string[]): Record<string, unknown> {
  const r = numberOptions(args);
  for (const a of args) {
    const [k, v] = parseWord(a);
    if (k === 'style' && CURRENCY_STYLES.includes(v)) r.style = v;
    else if (k === 'symbol' && (v === 'narrow' || v === 'default')) r.symbolWidth = v;
  }
  return r;
}

/**
 * Formats `amount` in `currency` the way the `money` formatter does; `options` are its
 * words as a map (`{ style: 'short', 'no-group': '' }`). '' when there is no CLDR or the
 * amount is not a decimal number.
 */
export function formatMoney(cldr: Cldr, amount: string, currency: string, options: Opts = {}) {
  const args = Object.entries(options).map(([k, v]) => (v === '' ? k : `${k}:${v}`));
  return currencyText(cldr, amount, currency, moneyOptions(args));
}

export function currencyText(
  cldr: Cldr,
  amount: unknown,
  currency: unknown,
  opts: Record<string, unknown>,
): string {
  const n = cldr ? toDecimal(cldr, amount) : undefined;
  if (n === undefined) return '';
  return cldr.Numbers.formatCurrency(n, typeof currency === 'string' ? currency : '', opts);
}
