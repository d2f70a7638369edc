import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENCY_CODES, CURRENCY_FRACTION_DIGITS } from './currencies';
import { formatMoney, formatMoneyCents, moneyToMinorUnits } from './money';

const NBSP = '\u00a0';

// What a shopper sees for 1234.5 in each store currency (legacy layout, en-US grouping) [C-05]:
// the currencies without a symbol of their own show their code and a no-break space.
const BY_CODE = 'ARS CHF COP CZK DKK IDR MYR NOK PLN SEK SGD THB ZAR'.split(' ');
const LEGACY_1234_5: Record<string, string> = {
  ...Object.fromEntries(BY_CODE.map((code) => [code, `${code}${NBSP}1,234.50`])),
  AUD: 'A$1,234.50',
  BRL: 'R$1,234.50',
  CAD: 'CA$1,234.50',
  EUR: '€1,234.50',
  GBP: '£1,234.50',
  HKD: 'HK$1,234.50',
  ILS: '₪1,234.50',
  INR: '₹1,234.50',
  JPY: '¥1,235',
  MXN: 'MX$1,234.50',
  NZD: 'NZ$1,234.50',
  PHP: '₱1,234.50',
  USD: '$1,234.50',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('currency table (C-01)', () => {
  it('has the 26 proposed currencies, only JPY without fraction digits', () => {
    expect([...CURRENCY_CODES].sort()).toEqual(Object.keys(LEGACY_1234_5).sort());
    expect(CURRENCY_CODES).toHaveLength(26);
    const noDigits = CURRENCY_CODES.filter((code) => CURRENCY_FRACTION_DIGITS[code] !== 2);
    expect(noDigits).toEqual(['JPY']);
    expect(CURRENCY_FRACTION_DIGITS.JPY).toBe(0);
  });
});

describe('formatMoneyCents', () => {
  it('formats minor units with the currency digits; for JPY the minor unit is the yen', () => {
    expect(formatMoneyCents(2400, 'USD')).toBe('$24.00');
    expect(formatMoneyCents(123450, 'USD')).toBe('$1,234.50');
    expect(formatMoneyCents(5, 'USD')).toBe('$0.05');
    expect(formatMoneyCents(0, 'USD')).toBe('$0.00');
    expect(formatMoneyCents(-2400, 'GBP')).toBe('-£24.00');
    expect(formatMoneyCents(1234, 'JPY')).toBe('¥1,234');
  });

  it.each(CURRENCY_CODES)('gives the same text as formatMoney for %s', (code) => {
    const cents = code === 'JPY' ? 1235 : 123450;
    expect(formatMoneyCents(cents, code)).toBe(LEGACY_1234_5[code]);
  });

  it('is the bookkeeper format: cents divided by 100, exactly (C-10)', () => {
    expect(formatMoneyCents(1234, 'USD')).toBe('$12.34');
    // 1234.5 / 100 is 12.344999… as a double; the decimal route keeps it 12.35.
    expect(formatMoneyCents(1234.5, 'USD')).toBe('$12.35');
    expect(formatMoneyCents(-1234.5, 'USD')).toBe('-$12.35');
  });

  it('defaults a missing currency to USD and accepts lower case', () => {
    expect(formatMoneyCents(100, '')).toBe('$1.00');
    expect(formatMoneyCents(100, 'eur')).toBe('€1.00');
  });

  it('formats other ISO codes with their own digits rather than passing them off as dollars', () => {
    expect(formatMoneyCents(1234, 'KWD')).toBe(`KWD${NBSP}1.234`);
  });

  it('rejects what is not an amount or a currency', () => {
    expect(() => formatMoneyCents(Number.NaN, 'USD')).toThrow(TypeError);
    expect(() => formatMoneyCents(Number.POSITIVE_INFINITY, 'USD')).toThrow(TypeError);
    expect(() => formatMoneyCents('12' as unknown as number, 'USD')).toThrow(TypeError);
    expect(() => formatMoneyCents(100, 'US DOLLAR')).toThrow(TypeError);
    expect(() => formatMoneyCents(2 ** 60, 'USD')).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each(CURRENCY_CODES)('formats 1234.5 %s with that currency digits (C-05)', (code) => {
    expect(formatMoney({ value: '1234.5', currency: code })).toBe(LEGACY_1234_5[code]);
  });

  it('accepts both money shapes, with the value as a decimal string (C-03)', () => {
    expect(formatMoney({ value: '1234.5', currency: 'USD' })).toBe('$1,234.50');
    expect(formatMoney({ decimalValue: '1234', currencyCode: 'JPY' })).toBe('¥1,234');
    expect(formatMoney({ value: '.5', currency: 'USD' })).toBe('$0.50');
  });

  it('formats money without a currency as USD (C-02)', () => {
    expect(formatMoney({ value: '3' })).toBe('$3.00');
    expect(formatMoney({ decimalValue: '3', currencyCode: null })).toBe('$3.00');
  });

  it('rounds half away from zero and never shows a negative zero', () => {
    expect(formatMoney({ value: '0.005', currency: 'USD' })).toBe('$0.01');
    expect(formatMoney({ value: '-0.005', currency: 'USD' })).toBe('-$0.01');
    expect(formatMoney({ value: '-0.001', currency: 'USD' })).toBe('$0.00');
  });

  it.each([
    undefined,
    null,
    12,
    '12.00',
    [[]], // it.each spreads arrays: this row is the empty array itself
    {},
    { currency: 'USD' },
    { value: 'abc', currency: 'USD' },
    { value: '1,234.50', currency: 'USD' },
    { value: '1e3', currency: 'USD' },
    { value: '1', currency: 5 },
    { value: '1', currency: 'US' },
  ])('throws a TypeError for %j, which is not money (C-04)', (value) => {
    expect(() => formatMoney(value)).toThrow(TypeError);
  });

  it('allows 15 integer places and rejects 16 with a RangeError (C-06)', () => {
    expect(formatMoney({ value: '999999999999999.99', currency: 'USD' })).toBe(
      '$999,999,999,999,999.99',
    );
    expect(formatMoney({ value: '-999999999999999', currency: 'JPY' })).toBe(
      '-¥999,999,999,999,999',
    );
    expect(formatMoney({ value: '000999999999999999', currency: 'USD' })).toBe(
      '$999,999,999,999,999.00',
    );
    expect(() => formatMoney({ value: '1000000000000000', currency: 'USD' })).toThrow(RangeError);
    expect(() => formatMoney({ value: '-1000000000000000.5', currency: 'USD' })).toThrow(
      RangeError,
    );
  });

  it('uses the site locale only in CLDR mode (C-07)', () => {
    const money = { value: '1234.5', currency: 'EUR' };
    expect(formatMoney(money, { locale: 'de-DE' })).toBe('€1,234.50');
    expect(formatMoney(money, { cldr: false, locale: 'fr-FR' })).toBe('€1,234.50');
    expect(formatMoney(money, { cldr: true, locale: 'de-DE' })).toBe(`1.234,50${NBSP}€`);
    expect(formatMoney(money, { cldr: true, locale: 'de_DE' })).toBe(`1.234,50${NBSP}€`);
    expect(formatMoney({ value: '1234', currency: 'JPY' }, { cldr: true, locale: 'ja-JP' })).toBe(
      '￥1,234',
    );
    expect(formatMoneyCents(123450, 'EUR', { cldr: true, locale: 'de-DE' })).toBe(
      `1.234,50${NBSP}€`,
    );
  });

  it('falls back to en-US for a locale Intl does not accept, instead of throwing', () => {
    expect(formatMoney({ value: '1', currency: 'USD' }, { cldr: true, locale: '!!' })).toBe(
      '$1.00',
    );
    expect(formatMoney({ value: '1', currency: 'USD' }, { cldr: true })).toBe('$1.00');
  });

  it('builds one Intl formatter per locale and currency, not one per call', () => {
    let built = 0;
    class CountingNumberFormat extends Intl.NumberFormat {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        built += 1;
      }
    }
    vi.stubGlobal(
      'Intl',
      Object.assign(Object.create(Intl), { NumberFormat: CountingNumberFormat }),
    );
    const irish = { cldr: true, locale: 'en-IE' };
    for (let i = 0; i < 50; i += 1) formatMoney({ value: String(i), currency: 'NZD' }, irish);
    formatMoney({ value: '1', currency: 'NZD' }, { cldr: true, locale: 'en-NZ' });
    expect(built).toBe(2);
  });
});

const cents = (money: unknown) => moneyToMinorUnits(money).minor;

describe('moneyToMinorUnits', () => {
  it('converts exactly, once, rounding half away from zero', () => {
    expect(moneyToMinorUnits({ value: '35.00', currency: 'USD' })).toEqual({
      minor: 3500,
      currency: 'USD',
    });
    expect(cents({ value: '0.29', currency: 'USD' })).toBe(29);
    expect(cents({ value: '35.005', currency: 'USD' })).toBe(3501);
    expect(cents({ value: '-35.005', currency: 'USD' })).toBe(-3501);
    expect(cents({ value: '0.995', currency: 'USD' })).toBe(100);
    expect(cents({ value: '24', currency: 'USD' })).toBe(2400);
    expect(Object.is(cents({ value: '-0.001', currency: 'USD' }), 0)).toBe(true);
  });

  it('counts yen for JPY', () => {
    expect(moneyToMinorUnits({ decimalValue: '1234', currencyCode: 'JPY' })).toEqual({
      minor: 1234,
      currency: 'JPY',
    });
    expect(cents({ value: '1234.5', currency: 'JPY' })).toBe(1235);
  });

  it('refuses amounts it cannot hold exactly, and non-money', () => {
    expect(() => cents({ value: '999999999999999.99', currency: 'USD' })).toThrow(RangeError);
    expect(() => cents(null)).toThrow(TypeError);
  });
});
