/**
 * The product model behind the commerce price formatters and predicates: product types,
 * decimal money amounts, the from / normal / sale price of an item, its sale, sold-out and
 * varied-price state, and how a price is displayed.
 */
import type { Context } from '../core/context';
import { step } from '../core/plugin';
import {
  DIGITAL,
  GIFT_CARD,
  holdsStock,
  isPurchasableType,
  PHYSICAL,
  SERVICE,
} from '../core/product-types';
import { isTruthy, sameValue, toFlag, toNumber, toText } from '../core/value';
import { formatMoney } from './cldr-money';
import { message as formatMessage } from './i18n-message';

// Decimals ----------------------------------------------------------------------------

/** A finite decimal (`neg`, digit string without leading zeros, exponent), or NaN / ±Infinity. */
export type Dec = { neg: boolean; digits: string; exp: number } | number;

const ZERO: Dec = { neg: false, digits: '0', exp: 0 };
/**
 * Parses a decimal string the way money amounts are read (scanning from the right: an
 * optional exponent of at most 6 digits, one radix point anywhere, one sign per part
 * after at least one of its digits); null when it is not one.
 */
export function parseDec(s: string): Dec | null {
  if (s === 'NaN' || s === 'nan') return Number.NaN;
  const inf = /^([+-]?)[Ii]nfinity$/.exec(s);
  if (inf) return inf[1] === '-' ? -Infinity : Infinity;
  let part = '';
  let neg = false;
  let signed = false;
  let point = false;
  let inExp = false;
  let exp = 0;
  for (let i = s.length - 1; i >= 0; i--) {
    const c = s[i] as string;
    if (c >= '0' && c <= '9') part = c + part;
    else if (c === 'e' || c === 'E') {
      if (inExp || !part || part.length > 6) return null;
      exp = neg ? -part : +part;
      inExp = true;
      neg = signed = false;
      part = '';
    } else if (c === '-' || c === '+') {
      if (!part || signed) return null;
      neg = c === '-';
      signed = true;
    } else if (c === '.' && !point) {
      point = true;
      exp -= part.length;
    } else return null;
  }
  if (!part) return null;
  return { neg, digits: part.replace(/^0+/, '') || '0', exp };
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

/** Without trailing zeros: [digits, exponent, integer-digit weight]; a zero keeps exp >= 0. */
function stripped(d: { digits: string; exp: number }): [string, number, number] {
  const digits = d.digits.replace(/0+$/, '');
  if (!digits) return ['0', Math.max(d.exp, 0), Math.max(d.exp, 0) + 1];
  const exp = d.exp + d.digits.length - digits.length;
  return [digits, exp, exp + digits.length];
}

/**
 * Ordering of two decimals as the engine's decimal library has it: anything compared with
 * NaN is "less"; two zeros are equal; a zero weighs as one integer digit (more with a
 * positive exponent), so it ranks above positive fractions; negatives of the same weight
 * but a different exponent compare by magnitude, as positives do.
 */
export function decCompare(a: Dec, b: Dec): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return -1;
  if (typeof a === 'number' || typeof b === 'number') {
    const x = typeof a === 'number' ? a : 0;
    const y = typeof b === 'number' ? b : 0;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const [da, ea, wa] = stripped(a);
  const [db, eb, wb] = stripped(b);
  if (da === '0' && db === '0') return 0;
  const sign = a.neg ? -1 : 1;
  if (a.neg !== b.neg) return sign;
  if (wa !== wb) return wa < wb ? -sign : sign;
  const n = Math.max(da.length, db.length);
  const x = da.padEnd(n, '0');
  const y = db.padEnd(n, '0');
  const r = x < y ? -1 : x > y ? 1 : 0;
  return ea === eb ? r * sign : r;
}

// Products -----------------------------------------------------------------------------

export { DIGITAL, GIFT_CARD, PHYSICAL, SERVICE };

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

/** The lowest sale price among the variants on sale (gift cards have none). */
export function salePrice(item: unknown): Money {
  const t = productType(item);
  if (t === DIGITAL) return salePriceOf(content(item));
  if (t !== PHYSICAL && t !== SERVICE) return NO_MONEY;
  return pick(variantsOf(item).filter(onSale).map(salePriceOf), (o) => o < 0);
}

export function isOnSale(item: unknown): boolean {
  const t = productType(item);
  if (t === DIGITAL) return onSale(content(item));
  return holdsStock(t) && variantsOf(item).some(onSale);
}

const inStock = (v: unknown) =>
  isTruthy(step(v, 'unlimited')) || toNumber(step(v, 'qtyInStock')) > 0;

export function isSoldOut(item: unknown): boolean {
  const t = productType(item);
  if (holdsStock(t)) return !variantsOf(item).some(inStock);
  return !isPurchasableType(t);
}

/**
 * Subscribable: the item's `isSubscribable` flag, for physical products and services only [E-11].
 * The public engine has no such predicate; its price and quantity markup read the flag alone.
 */
export const isSubscribable = (item: unknown): boolean =>
  toFlag(step(content(item), 'isSubscribable')) && holdsStock(productType(item));

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

/**
 * An ICU message as the built-in templates format it: through the `message` formatter,
 * with `args` (references such as `price` or `price=price`) naming `values`; other names
 * resolve from the scope as usual. '' without CLDR.
 */
export function message(
  ctx: Context,
  pattern: string,
  args: string[],
  values: Record<string, unknown>,
): string {
  if (!ctx.cldr) return '';
  // the values through a resolver, not a scope object made from ctx: a Context that became a
  // prototype would keep its whole render alive until a full collection, and slow every access
  return formatMessage(pattern, args, ctx, ctx.cldr, (path) =>
    path.length === 1 && Object.hasOwn(values, path[0] as string)
      ? values[path[0] as string]
      : ctx.lookup(path),
  );
}
