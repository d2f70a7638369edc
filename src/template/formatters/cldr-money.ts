/**
 * CLDR currency formatting with the engine's option words (docs §6 "i18n", `money`),
 * shared by the `money` formatter and the commerce price helpers.
 */

// biome-ignore lint/suspicious/noExplicitAny: the CLDR object is the caller's
type Cldr = any;
export type Opts = Record<string, string>;

/** `key:value` arguments as a map; a bare word maps to ''. Later words win. */
export function argMap(args: string[]): Opts {
  const o: Opts = {};
  for (const a of args) {
    const i = a.indexOf(':');
    if (i < 0) o[a] = '';
    else o[a.slice(0, i)] = a.slice(i + 1);
  }
  return o;
}

const int = (s: string) => Math.max(0, Number.parseInt(s, 10) || 0);

/** Number options shared by `decimal`, `money` and friends. */
export function numberOptions(o: Opts): Record<string, unknown> {
  const r: Record<string, unknown> = {};
  if (o.round !== undefined) r.round = o.round;
  if (o.group !== undefined) r.group = o.group !== 'false';
  if (o['no-group'] !== undefined) r.group = false;
  if (o.minint !== undefined) r.minimumIntegerDigits = int(o.minint);
  if (o.maxfrac !== undefined) r.maximumFractionDigits = int(o.maxfrac);
  if (o.minfrac !== undefined) r.minimumFractionDigits = int(o.minfrac);
  if (o.maxsig !== undefined) r.maximumSignificantDigits = int(o.maxsig);
  if (o.minsig !== undefined) r.minimumSignificantDigits = int(o.minsig);
  return r;
}

const CURRENCY_STYLES = ['symbol', 'accounting', 'code', 'name', 'short'];

/** Formats `amount` in `currency`; '' when the amount is not a decimal number. */
export function formatMoney(cldr: Cldr, amount: string, currency: string, options: Opts = {}) {
  if (!cldr) return '';
  const opts = numberOptions(options);
  if (CURRENCY_STYLES.includes(options.style as string)) opts.style = options.style;
  if (options.symbol === 'narrow' || options.symbol === 'default')
    opts.symbolWidth = options.symbol;
  let n: unknown;
  try {
    n = cldr.Numbers.parseDecimal(amount);
  } catch {
    return '';
  }
  return cldr.Numbers.formatCurrency(n, currency, opts) as string;
}
