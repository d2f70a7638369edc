import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from './currencies';
import { formatMoney, formatMoneyCents, moneyToMinorUnits } from './money';

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

describe('formatMoney', () => {
  it('accepts both money shapes, with the value as a decimal string', () => {
    expect(formatMoney({ value: '1234.5', currency: 'USD' })).toBe('$1,234.50');
    expect(formatMoney({ decimalValue: '1234', currencyCode: 'JPY' })).toBe('¥1,234');
    expect(formatMoney({ value: '0', currency: 'USD' })).toBe('$0.00');
  });

  it.each([undefined, null, 12, '12.00', {}, { value: 'abc', currency: 'USD' }])(
    'throws a TypeError for %j, which is not money',
    (value) => {
      expect(() => formatMoney(value)).toThrow(TypeError);
    },
  );

  it('allows 15 integer digits and rejects 16', () => {
    expect(formatMoney({ value: '999999999999999.99', currency: 'USD' })).toBe(
      '$999,999,999,999,999.99',
    );
    expect(() => formatMoney({ value: '1000000000000000', currency: 'USD' })).toThrow(RangeError);
  });
});

describe('moneyToMinorUnits', () => {
  it('converts exactly, once, rounding half up', () => {
    expect(moneyToMinorUnits({ value: '35.00', currency: 'USD' })).toEqual({
      minor: 3500,
      currency: 'USD',
    });
    expect(moneyToMinorUnits({ value: '0.29', currency: 'USD' }).minor).toBe(29);
    expect(moneyToMinorUnits({ value: '35.005', currency: 'USD' }).minor).toBe(3501);
    expect(moneyToMinorUnits({ decimalValue: '1234', currencyCode: 'JPY' })).toEqual({
      minor: 1234,
      currency: 'JPY',
    });
  });
});
