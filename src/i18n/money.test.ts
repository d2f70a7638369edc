import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from './currencies';
import { formatMoneyCents } from './money';

describe('formatMoneyCents', () => {
  it('formats minor units with the currency digits', () => {
    expect(formatMoneyCents(2400, 'USD')).toBe('$24.00');
    expect(formatMoneyCents(123450, 'USD')).toBe('$1,234.50');
    expect(formatMoneyCents(1234, 'JPY')).toBe('¥1,234');
    expect(formatMoneyCents(0, 'USD')).toBe('$0.00');
  });

  it('has 26 currencies, only JPY without fraction digits', () => {
    expect(CURRENCY_CODES).toHaveLength(26);
    const withoutCents = CURRENCY_CODES.filter(
      (code) => !/[.,]\d\d(?!\d)/.test(formatMoneyCents(100, code)),
    );
    expect(withoutCents).toEqual(['JPY']);
  });

  it('uses the locale only in CLDR mode', () => {
    expect(formatMoneyCents(123450, 'EUR', { locale: 'de-DE' })).toBe('€1,234.50');
    expect(formatMoneyCents(123450, 'EUR', { cldr: true, locale: 'de-DE' })).toBe(
      '1.234,50\u00a0€',
    );
  });
});
