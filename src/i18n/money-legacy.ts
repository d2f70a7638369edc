import type { CurrencyCode } from './currencies';

/**
 * The legacy money layout [C-07], written without Intl: the currency's en-US prefix, en-US digit
 * grouping, the currency's fraction digits, rounding half away from zero, and a minus sign only
 * for an amount that is still below zero once rounded. It is exactly what Intl.NumberFormat
 * writes for en-US currency with `signDisplay: 'negative'` (money-legacy.test.ts compares both
 * over every store currency), without building an Intl.NumberFormat: the first one a page builds
 * costs tens of milliseconds on a phone, in the task that shows the product. Locale-aware layouts
 * still go through Intl (money.ts).
 */

/** What en-US writes before the number for each store currency; a letter code takes a no-break space. */
const PREFIX: Record<CurrencyCode, string> = {
  ARS: 'ARS\u00a0',
  AUD: 'A$',
  BRL: 'R$',
  CAD: 'CA$',
  CHF: 'CHF\u00a0',
  COP: 'COP\u00a0',
  CZK: 'CZK\u00a0',
  DKK: 'DKK\u00a0',
  EUR: '€',
  GBP: '£',
  HKD: 'HK$',
  IDR: 'IDR\u00a0',
  ILS: '₪',
  INR: '₹',
  JPY: '¥',
  MXN: 'MX$',
  MYR: 'MYR\u00a0',
  NOK: 'NOK\u00a0',
  NZD: 'NZ$',
  PHP: '₱',
  PLN: 'PLN\u00a0',
  SEK: 'SEK\u00a0',
  SGD: 'SGD\u00a0',
  THB: 'THB\u00a0',
  USD: '$',
  ZAR: 'ZAR\u00a0',
};

/** Adds one to a string of decimal digits: '199' → '200', '99' → '100'. */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * A decimal amount ('-1234.5', '.5', '12.') in the legacy layout of `currency` with `digits`
 * fraction digits.
 */
export function legacyMoney(amount: string, currency: CurrencyCode, digits: number): string {
  const negative = amount.startsWith('-');
  const [whole = '', fraction = ''] = amount.replace('-', '').split('.');
  let kept = `${whole || '0'}${fraction.padEnd(digits, '0').slice(0, digits)}`;
  if (Number(fraction[digits] ?? '0') >= 5) kept = increment(kept);
  kept = kept.padStart(digits + 1, '0');
  const integer = kept.slice(0, kept.length - digits).replace(/^0+(?=\d)/, '');
  const cents = kept.slice(kept.length - digits);
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = negative && /[1-9]/.test(kept) ? '-' : '';
  return `${sign}${PREFIX[currency]}${grouped}${digits > 0 ? `.${cents}` : ''}`;
}
