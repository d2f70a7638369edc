/**
 * The product model behind the commerce price formatters and predicates (docs §6
 * "Commerce", §7): product types, decimal money amounts, the from / normal / sale price
 * of an item, its sale, sold-out and varied-price state, and how a price is displayed.
 */
import type { Context } from '../context';
import { step } from '../plugin';
import { isTruthy, sameValue, toNumber, toText } from '../value';
import { formatMoney } from './cldr-money';

// Decimals ----------------------------------------------------------------------------

/** A finite decimal (`neg`, digit string without leading zeros, exponent), or NaN / ±Infinity. */
export type Dec = { neg: boolean; digits: string; exp: number } | number;

const ZERO: Dec = { neg: false, digits: '0', exp: 0 };
const MANTISSA = /^([+-]?)(\d*)\.?(\d*)$/;

/** Parses a decimal string the way money amounts are read; null when it is not one. */
export function parseDec(s: string): Dec | null {
  if (s === 'NaN' || s === 'nan') return Number.NaN;
  const inf = /^([+-]?)[Ii]nfinity$/.exec(s);
  if (inf) return inf[1] === '-' ? -Infinity : Infinity;
  if (s.split('.').length > 2) return null;
  const [mant = '', ex, extra] = s.split(/[eE]/);
  const m = MANTISSA.exec(mant);
  if (!m || extra !== undefined || !(m[2] || m[3])) return null;
  let exp = 0;
  if (ex !== undefined) {
    const e = /^([+-]?)([\d.]*)$/.exec(ex);
    const digits = e?.[2]?.replace('.', '');
    if (!e || !digits) return null;
    exp = Number(e[1] + digits);
  }
  const frac = m[3] as string;
  const digits = `${m[2]}${frac}`.replace(/^0+/, '') || '0';
  return { neg: m[1] === '-', digits, exp: exp - frac.length };
}

/** A JSON value as a decimal: numbers and numeric strings; anything else is zero. */
export const toDec = (v: unknown): Dec =>
  (typeof v === 'string' || typeof v === 'number' ? parseDec(String(v)) : null) ?? ZERO;

/** Moves the decimal point `n` places to the right. */
export const shift = (d: Dec, n: number): Dec =>
  typeof d === 'number' ? d : { ...d, exp: d.exp + n };

export function decText(d: Dec): string {
  if (typeof d === 'number') return String(d);
  const { digits, exp } = d;
  let s: string;
  if (exp >= 0) s = digits === '0' ? '0' : digits + '0'.repeat(exp);
  else if (digits.length > -exp)
    s = `${digits.slice(0, digits.length + exp)}.${digits.slice(digits.length + exp)}`;
  else s = `0.${'0'.repeat(-exp - digits.length)}${digits}`;
  return d.neg ? `-${s}` : s;
}

/** Ordering of two decimals; anything compared with NaN is "less". */
export function decCompare(a: Dec, b: Dec): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return -1;
  if (typeof a === 'number' || typeof b === 'number') {
    const x = typeof a === 'number' ? a : a.neg && a.digits !== '0' ? -1 : 0;
    const y = typeof b === 'number' ? b : b.neg && b.digits !== '0' ? -1 : 0;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const sa = a.digits === '0' ? 0 : a.neg ? -1 : 1;
  const sb = b.digits === '0' ? 0 : b.neg ? -1 : 1;
  if (sa !== sb || sa === 0) return sa < sb ? -1 : sa > sb ? 1 : 0;
  const ea = a.exp + a.digits.length;
  const eb = b.exp + b.digits.length;
  let r = ea < eb ? -1 : ea > eb ? 1 : 0;
  if (r === 0) {
    const n = Math.max(a.digits.length, b.digits.length);
    const da = a.digits.padEnd(n, '0');
    const db = b.digits.padEnd(n, '0');
    r = da < db ? -1 : da > db ? 1 : 0;
  }
  return sa * r;
}

// Products -----------------------------------------------------------------------------

export const PHYSICAL = 1;
export const DIGITAL = 2;
export const SERVICE = 3;
export const GIFT_CARD = 4;

/** An amount with its currency code. */
export type Money = { amount: Dec; currency: string };

/** `{value, currency}`: the value as a decimal (zero when invalid); the currency defaults to USD. */
export function readMoney(m: unknown): Money {
  const c = step(m, 'currency');
  return { amount: toDec(step(m, 'value')), currency: c === undefined ? 'USD' : toText(c) };
}

const NO_MONEY: Money = { amount: ZERO, currency: 'USD' };

export const content = (item: unknown): unknown => step(item, 'structuredContent');
export const productType = (item: unknown): number => toNumber(step(content(item), 'productType'));

export function variantsOf(item: unknown): unknown[] {
  const v = step(content(item), 'variants');
  return Array.isArray(v) ? v : [];
}

const hasVariantPricing = (t: number) => t === PHYSICAL || t === SERVICE || t === GIFT_CARD;

/** Picks the money that wins `better` (strictly), keeping the first on ties. */
function pick(list: Money[], better: (order: number) => boolean): Money {
  let best = list[0] ?? NO_MONEY;
  for (const m of list) if (better(decCompare(m.amount, best.amount))) best = m;
  return best;
}

const onSale = (v: unknown) => isTruthy(step(v, 'onSale'));
const priceOf = (v: unknown) => readMoney(step(v, 'priceMoney'));
const salePriceOf = (v: unknown) => readMoney(step(v, 'salePriceMoney'));

/** The lowest price a shopper pays: sale prices count where a variant is on sale. */
export function fromPrice(item: unknown): Money {
  const t = productType(item);
  if (t === DIGITAL) return priceOf(content(item));
  if (!hasVariantPricing(t)) return NO_MONEY;
  return pick(
    variantsOf(item).map((v) => (onSale(v) ? salePriceOf(v) : priceOf(v))),
    (o) => o < 0,
  );
}

/** The highest regular price. */
export function normalPrice(item: unknown): Money {
  const t = productType(item);
  if (t === DIGITAL) return priceOf(content(item));
  if (!hasVariantPricing(t)) return NO_MONEY;
  return pick(variantsOf(item).map(priceOf), (o) => o > 0);
}

/** The lowest sale price among the variants on sale. */
export function salePrice(item: unknown): Money {
  const t = productType(item);
  if (t === DIGITAL) return salePriceOf(content(item));
  if (!hasVariantPricing(t)) return NO_MONEY;
  return pick(variantsOf(item).filter(onSale).map(salePriceOf), (o) => o < 0);
}

export function isOnSale(item: unknown): boolean {
  const t = productType(item);
  if (t === DIGITAL) return onSale(content(item));
  return (t === PHYSICAL || t === SERVICE) && variantsOf(item).some(onSale);
}

const inStock = (v: unknown) =>
  isTruthy(step(v, 'unlimited')) || toNumber(step(v, 'qtyInStock')) > 0;

export function isSoldOut(item: unknown): boolean {
  const t = productType(item);
  if (t === PHYSICAL || t === SERVICE) return !variantsOf(item).some(inStock);
  return t !== DIGITAL && t !== GIFT_CARD;
}

export const hasVariants = (item: unknown): boolean =>
  productType(item) !== DIGITAL && variantsOf(item).length > 1;

/** A variant field as compared between variants: null counts as missing. */
const field = (v: unknown, k: string) => step(v, k) ?? undefined;
const differ = (a: unknown, b: unknown, k: string) => !sameValue(field(a, k), field(b, k));

/** Variants differ in their sale flag, price, or (when on sale) sale price. */
export function hasVariedPrices(item: unknown): boolean {
  if (!hasVariantPricing(productType(item))) return false;
  const [first, ...rest] = variantsOf(item);
  return rest.some(
    (v) =>
      differ(first, v, 'onSale') ||
      differ(first, v, 'price') ||
      (onSale(first) && differ(first, v, 'salePrice')),
  );
}

// Display ------------------------------------------------------------------------------

/** A value on the item itself, else resolved from the enclosing scope. */
export function near(ctx: Context, item: unknown, name: string): unknown {
  const v = step(item, name);
  return v !== undefined ? v : ctx.lookup([name]);
}

const group = (int: string) => int.replace(/\B(?=(\d{3})+$)/g, ',');

/** The legacy amount text: en-US digits, 2 decimals rounded half-up. */
function legacyAmount(amount: Dec): string {
  const n = Number(decText(shift(amount, 2))) / 100;
  if (Number.isNaN(n)) return 'NaN';
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  if (!Number.isFinite(n)) return `${sign}∞`;
  const d = parseDec(String(Math.abs(n))) as Exclude<Dec, number>;
  // round half-up at 2 decimals on the exact decimal digits
  let digits = d.digits;
  let exp = d.exp;
  if (exp < -2) {
    const keep = digits.length + exp + 2;
    const up = keep >= 0 && (digits[keep] ?? '0') >= '5';
    digits = keep > 0 ? digits.slice(0, keep) : '0';
    if (up) digits = (BigInt(digits) + 1n).toString();
    exp = -2;
  }
  const cents = (digits + '0'.repeat(exp + 2)).padStart(3, '0');
  return `${sign}${group(cents.slice(0, -2).replace(/^0+(?=\d)/, ''))}.${cents.slice(-2)}`;
}

/**
 * A price as the product templates show it: CLDR currency text when the data turns on
 * `featureFlags.useCLDRMoneyFormat`, otherwise the legacy `sqs-money-native` span.
 * Both need a CLDR instance.
 */
export const cldrMoney = (ctx: Context, item: unknown): boolean =>
  isTruthy(step(near(ctx, item, 'featureFlags'), 'useCLDRMoneyFormat'));

export function showMoney(ctx: Context, item: unknown, m: Money): string {
  if (!ctx.cldr) return '';
  if (cldrMoney(ctx, item)) return formatMoney(ctx.cldr, decText(m.amount), m.currency);
  return `<span class="sqs-money-native">${legacyAmount(m.amount)}</span>`;
}

// biome-ignore lint/suspicious/noExplicitAny: a MessageFormatter of the caller's CLDR
const formatters = new WeakMap<object, any>();

/** An ICU message through the CLDR instance's message formatter; '' without CLDR. */
export function message(
  ctx: Context,
  pattern: string,
  positional: unknown[],
  named: Record<string, unknown> = {},
): string {
  const cldr = ctx.cldr;
  if (!cldr) return '';
  let f = formatters.get(cldr);
  if (!f) {
    f = cldr.General.messageFormatter();
    formatters.set(cldr, f);
  }
  return f.format(pattern, positional, named);
}
