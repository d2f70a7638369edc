import { type CurrencyCode, DEFAULT_CURRENCY, fractionDigits, isCurrencyCode } from './currencies';

export interface MoneyFormatOptions {
  /** website.useCLDRMoneyFormat: locale-aware output; otherwise the legacy en-US layout. */
  cldr?: boolean;
  locale?: string;
}

// Building an Intl.NumberFormat costs far more than using one: keep one per locale and currency.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: CurrencyCode, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    const digits = fractionDigits(currency);
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format;
}

/** The legacy (non-CLDR) format is the en-US layout whatever the site's locale (checklist C-07). */
function localeFor(options: MoneyFormatOptions): string {
  return options.cldr ? (options.locale ?? 'en-US') : 'en-US';
}

/**
 * Formats an amount in the currency's minor unit (cents; for JPY, yen): 2400 USD → '$24.00'.
 * Unknown currency codes fall back to the store default rather than throwing in a page.
 */
export function formatMoneyCents(
  cents: number,
  currency: string,
  options: MoneyFormatOptions = {},
): string {
  const code = isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY;
  const amount = cents / 10 ** fractionDigits(code);
  return formatter(code, localeFor(options)).format(amount);
}

/** Money as the spec's entities carry it: `{value, currency}` or `{decimalValue, currencyCode}`. */
export type Money =
  | { value: string; currency: string }
  | { decimalValue: string; currencyCode: string };

const MAX_INTEGER_DIGITS = 15;

/** Reads a money value of either shape. Throws on anything that is not money (spec §8). */
function readMoney(money: unknown): { amount: string; currency: CurrencyCode } {
  if (!money || typeof money !== 'object')
    throw new TypeError('formatMoney: expected a money value');
  const record = money as Record<string, unknown>;
  const amount = record.value ?? record.decimalValue;
  const code = record.currency ?? record.currencyCode ?? DEFAULT_CURRENCY;
  if (typeof amount !== 'string' && typeof amount !== 'number') {
    throw new TypeError('formatMoney: expected a money value');
  }
  const text = String(amount).trim();
  const match = /^-?(\d+)(?:\.\d+)?$/.exec(text);
  if (!match) throw new TypeError(`formatMoney: "${text}" is not a decimal amount`);
  if ((match[1] ?? '').replace(/^0+(?=\d)/, '').length > MAX_INTEGER_DIGITS) {
    throw new RangeError(`formatMoney: more than ${MAX_INTEGER_DIGITS} integer digits`);
  }
  return { amount: text, currency: isCurrencyCode(code) ? code : DEFAULT_CURRENCY };
}

/**
 * Formats a money value of either shape: `{value: '1234.5', currency: 'USD'}` → '$1,234.50'.
 * The decimal string goes to Intl as text, so 15-digit amounts keep every digit.
 */
export function formatMoney(money: unknown, options: MoneyFormatOptions = {}): string {
  const { amount, currency } = readMoney(money);
  return formatter(currency, localeFor(options)).format(amount as `${number}`);
}

/** A decimal money string in exact integer minor units: '35.005' USD → 3501 (half up), '1234' JPY → 1234. */
export function moneyToMinorUnits(money: unknown): { minor: number; currency: CurrencyCode } {
  const { amount, currency } = readMoney(money);
  const digits = fractionDigits(currency);
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const kept =
    Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0').slice(0, digits) || '0');
  const roundUp = Number(fraction[digits] ?? '0') >= 5 ? 1 : 0;
  const minor = kept + roundUp;
  return { minor: negative ? -minor : minor, currency };
}
