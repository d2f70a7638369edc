/**
 * The 26 store currencies with the number of fraction digits of their minor unit [C-01]. All have 2
 * except JPY, whose minor unit is the yen itself.
 */
export const CURRENCY_FRACTION_DIGITS = {
  ARS: 2,
  AUD: 2,
  BRL: 2,
  CAD: 2,
  CHF: 2,
  COP: 2,
  CZK: 2,
  DKK: 2,
  EUR: 2,
  GBP: 2,
  HKD: 2,
  IDR: 2,
  ILS: 2,
  INR: 2,
  JPY: 0,
  MXN: 2,
  MYR: 2,
  NOK: 2,
  NZD: 2,
  PHP: 2,
  PLN: 2,
  SEK: 2,
  SGD: 2,
  THB: 2,
  USD: 2,
  ZAR: 2,
} as const;

export type CurrencyCode = keyof typeof CURRENCY_FRACTION_DIGITS;

export const CURRENCY_CODES = Object.keys(CURRENCY_FRACTION_DIGITS) as readonly CurrencyCode[];

/** Money without a currency is in US dollars [C-02]. */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && Object.hasOwn(CURRENCY_FRACTION_DIGITS, code);
}

export function fractionDigits(currency: CurrencyCode): number {
  return CURRENCY_FRACTION_DIGITS[currency];
}
