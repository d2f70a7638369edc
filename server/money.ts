import type { MoneyValue } from '../src/commerce/product';
import { fractionDigits, isCurrencyCode } from '../src/i18n/currencies';

/**
 * Integer minor units as the spec §3 money value, a decimal string in the currency's own digits:
 * (2400, 'USD') → {value: '24.00', currency: 'USD'}, (1200, 'JPY') → {value: '1200', currency: 'JPY'}.
 */
export function moneyOf(minor: number, currency: string): MoneyValue {
  const digits = isCurrencyCode(currency) ? fractionDigits(currency) : 2;
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const value = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  return { value: sign + value, currency };
}
