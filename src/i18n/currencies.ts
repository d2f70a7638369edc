/**
 * The 26 store currencies (spec §1; codes as proposed in checklist C-01). All have 2 fraction
 * digits except JPY, which has none.
 */
export const CURRENCY_CODES = [
  'ARS',
  'AUD',
  'BRL',
  'CAD',
  'CHF',
  'COP',
  'CZK',
  'DKK',
  'EUR',
  'GBP',
  'HKD',
  'IDR',
  'ILS',
  'INR',
  'JPY',
  'MXN',
  'MYR',
  'NOK',
  'NZD',
  'PHP',
  'PLN',
  'SEK',
  'SGD',
  'THB',
  'USD',
  'ZAR',
] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && (CURRENCY_CODES as readonly string[]).includes(code);
}

export function fractionDigits(currency: CurrencyCode): number {
  return currency === 'JPY' ? 0 : 2;
}
