import { FORMAT_LOCALE, MONEY_MAX_INTEGER_DIGITS } from '../constants/formatting';
import { DEFAULT_CURRENCY, fractionDigits, isCurrencyCode } from './currencies';
import { canonicalLocale } from './locale';
import { legacyMoney } from './money-legacy';

export interface MoneyFormatOptions {
  /** website.useCLDRMoneyFormat: locale-aware output; otherwise the legacy en-US layout [C-07]. */
  cldr?: boolean;
  /** The site locale, used only when `cldr` is true; `en_US` and `en-US` are both accepted. */
  locale?: string;
}

/**
 * Money as the platform's entities carry it: `{value, currency}` or `{decimalValue, currencyCode}`.
 */
export type Money =
  | { value: string; currency: string }
  | { decimalValue: string; currencyCode: string };

// Building an Intl.NumberFormat costs far more than using one: keep one per locale and currency.
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The locale money is laid out in: with `cldr`, the site's, when Intl has data for it; else en-US,
 * which is the legacy layout [C-07]. A malformed or unknown locale must not break every price on
 * the page, nor fall back to the browser's own locale.
 */
export function moneyLocale(options: MoneyFormatOptions): string {
  if (!options.cldr) return FORMAT_LOCALE;
  const locale = canonicalLocale(options.locale);
  if (!locale || Intl.NumberFormat.supportedLocalesOf(locale).length === 0) return FORMAT_LOCALE;
  return locale;
}

function formatter(currency: string, options: MoneyFormatOptions): Intl.NumberFormat {
  const key = `${options.cldr ? (options.locale ?? '') : ''}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    // The 26 store currencies use the store's digits; any other ISO code keeps Intl's own.
    const digits = isCurrencyCode(currency) ? fractionDigits(currency) : undefined;
    const settings: Intl.NumberFormatOptions = {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    };
    const locale = moneyLocale(options);
    try {
      // 'negative' keeps '-0.001' from showing as '-$0.00'; engines before ES2023 reject it.
      format = new Intl.NumberFormat(locale, { ...settings, signDisplay: 'negative' });
    } catch {
      format = new Intl.NumberFormat(locale, settings);
    }
    formatters.set(key, format);
  }
  return format;
}

/**
 * A decimal amount laid out in `currency`: the legacy layout of a store currency without Intl
 * (money-legacy.ts), everything else through Intl's formatter.
 */
function layOut(amount: string, currency: string, options: MoneyFormatOptions): string {
  if (!options.cldr && isCurrencyCode(currency)) {
    return legacyMoney(amount, currency, fractionDigits(currency));
  }
  return formatter(currency, options).format(amount as `${number}`);
}

/** Missing currency means USD; a code that is not three letters is not money. */
function currencyCode(code: unknown): string {
  if (code === undefined || code === null || code === '') return DEFAULT_CURRENCY;
  if (typeof code !== 'string' || !/^[A-Za-z]{3}$/.test(code)) {
    throw new TypeError(`formatMoney: "${String(code)}" is not a currency code`);
  }
  return code.toUpperCase();
}

function digitsOf(currency: string): number {
  if (isCurrencyCode(currency)) return fractionDigits(currency);
  return formatter(currency, {}).resolvedOptions().maximumFractionDigits ?? 2;
}

function checkIntegerPlaces(amount: string): void {
  const whole = amount.replace('-', '').split('.')[0] ?? '';
  if (whole.replace(/^0+/, '').length > MONEY_MAX_INTEGER_DIGITS) {
    throw new RangeError(`formatMoney: more than ${MONEY_MAX_INTEGER_DIGITS} integer places`);
  }
}

/** Integer minor units as an exact decimal string: (2400, 2) → '24.00', (-5, 2) → '-0.05'. */
function minorToDecimal(minor: number, digits: number): string {
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  if (digits === 0) return sign + text;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * Integer minor units as a money value, a decimal string in the currency's own digits:
 * (2400, 'USD') → {value: '24.00', currency: 'USD'}, (1200, 'JPY') → {value: '1200', currency: 'JPY'}.
 */
export function moneyFromMinorUnits(
  minor: number,
  currency: string,
): { value: string; currency: string } {
  const code = currencyCode(currency);
  return { value: minorToDecimal(minor, digitsOf(code)), currency: code };
}

/**
 * Formats an amount in the currency's integer minor unit: cents, and for JPY the yen itself
 * (2400 USD → '$24.00', 1234 JPY → '¥1,234'). This is also the bookkeeper format [C-10].
 * Fractional cents round half away from zero; non-finite input throws a TypeError.
 */
export function formatMoneyCents(
  cents: number,
  currency: string,
  options: MoneyFormatOptions = {},
): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) {
    throw new TypeError(`formatMoneyCents: ${String(cents)} is not an amount`);
  }
  const code = currencyCode(currency);
  const minor = Math.sign(cents) * Math.round(Math.abs(cents));
  if (!Number.isSafeInteger(minor)) throw new RangeError('formatMoneyCents: amount too large');
  const amount = minorToDecimal(minor, digitsOf(code));
  checkIntegerPlaces(amount);
  return layOut(amount, code, options);
}

/** Reads a money value of either shape. Throws a TypeError on anything that is not money. */
function readMoney(money: unknown): { amount: string; currency: string } {
  if (!money || typeof money !== 'object' || Array.isArray(money)) {
    throw new TypeError('formatMoney: expected a money value');
  }
  const record = money as Record<string, unknown>;
  const value = record.value ?? record.decimalValue;
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new TypeError('formatMoney: expected a money value');
  }
  const amount = String(value).trim();
  if (!/^-?(?:\d+(?:\.\d*)?|\.\d+)$/.test(amount)) {
    throw new TypeError(`formatMoney: "${amount}" is not a decimal amount`);
  }
  checkIntegerPlaces(amount);
  return { amount, currency: currencyCode(record.currency ?? record.currencyCode) };
}

/**
 * Formats a money value of either shape: `{value: '1234.5', currency: 'USD'}` → '$1,234.50'.
 * The decimal string goes to Intl as text, so 15-digit amounts keep every digit.
 */
export function formatMoney(money: unknown, options: MoneyFormatOptions = {}): string {
  const { amount, currency } = readMoney(money);
  return layOut(amount, currency, options);
}

/**
 * A decimal money string in exact integer minor units, rounded half away from zero like Intl:
 * '35.005' USD → 3501, '1234' JPY → 1234. Amounts beyond 2^53 minor units throw a RangeError.
 */
export function moneyToMinorUnits(money: unknown): { minor: number; currency: string } {
  const { amount, currency } = readMoney(money);
  const digits = digitsOf(currency);
  const negative = amount.startsWith('-');
  const [whole = '', fraction = ''] = amount.replace('-', '').split('.');
  const kept = Number(`${whole || '0'}${fraction.padEnd(digits, '0').slice(0, digits)}`);
  const minor = kept + (Number(fraction[digits] ?? '0') >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(minor)) throw new RangeError('moneyToMinorUnits: amount too large');
  return { minor: negative && minor !== 0 ? -minor : minor, currency };
}
