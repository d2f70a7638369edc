import { describe, expect, it } from 'vitest';
import { moneyLocale } from './money';
import { moneyFormatter, moneyOptionsOf, siteMoneyFormatter } from './money-format';

// What Intl writes in Node 20 (and Chromium, tests/e2e/locale.spec.ts): de-DE groups with '.',
// fr-FR with a narrow no-break space (U+202F); both put a no-break space (U+00A0) before '€'.
const NBSP = '\u00a0';
const NNBSP = '\u202f';
const EURO_1234_5 = { value: '1234.5', currency: 'EUR' };

const german = siteMoneyFormatter({ locale: 'de-DE', useCLDRMoneyFormat: true });
const french = siteMoneyFormatter({ locale: 'fr-FR', useCLDRMoneyFormat: true });

describe('the site money formatter (C-07)', () => {
  it('writes a German euro store’s prices as de-DE does', () => {
    expect(german.format(EURO_1234_5)).toBe(`1.234,50${NBSP}€`);
    expect(german.cents(123450, 'EUR')).toBe(`1.234,50${NBSP}€`);
    expect(german.format({ decimalValue: '1234', currencyCode: 'JPY' })).toBe(`1.234${NBSP}¥`);
  });

  it('writes a French euro store’s prices as fr-FR does, with narrow no-break spaces in groups', () => {
    expect(french.format(EURO_1234_5)).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(french.cents(123450, 'EUR')).toBe(`1${NNBSP}234,50${NBSP}€`);
  });

  it('keeps the legacy layout, whatever the locale, unless the setting is exactly true', () => {
    for (const website of [
      { locale: 'de-DE', useCLDRMoneyFormat: false },
      { locale: 'fr-FR' },
      { locale: 'de-DE', useCLDRMoneyFormat: 'true' },
      {},
    ]) {
      const money = siteMoneyFormatter(website);
      expect(money.format(EURO_1234_5)).toBe('€1,234.50');
      expect(money.cents(123450, 'EUR')).toBe('€1,234.50');
      expect(money.format({ value: '1234.5', currency: 'USD' })).toBe('$1,234.50');
    }
  });

  it('is en-US for a CLDR site without a usable locale', () => {
    expect(siteMoneyFormatter({ useCLDRMoneyFormat: true }).format(EURO_1234_5)).toBe('€1,234.50');
    expect(
      siteMoneyFormatter({ locale: 'xx-YY', useCLDRMoneyFormat: true }).format(EURO_1234_5),
    ).toBe('€1,234.50');
    expect(siteMoneyFormatter({ locale: 42, useCLDRMoneyFormat: true }).cents(100, 'USD')).toBe(
      '$1.00',
    );
  });

  it('keeps the money rules in every locale: USD by default, refusals, 15 integer places (C-02 to C-06)', () => {
    expect(german.format({ value: '0' })).toBe(`0,00${NBSP}$`);
    expect(() => german.format(12)).toThrow(TypeError);
    expect(() => german.format(null)).toThrow(TypeError);
    expect(() => german.cents(Number.NaN, 'EUR')).toThrow(TypeError);
    expect(french.format({ value: '999999999999999.99', currency: 'EUR' })).toBe(
      `999${NNBSP}999${NNBSP}999${NNBSP}999${NNBSP}999,99${NBSP}€`,
    );
    expect(() => french.format({ value: '1000000000000000', currency: 'EUR' })).toThrow(RangeError);
  });

  it('reads the site settings into format options', () => {
    expect(moneyOptionsOf({ locale: 'de-DE', useCLDRMoneyFormat: true })).toEqual({
      cldr: true,
      locale: 'de-DE',
    });
    expect(moneyOptionsOf({})).toEqual({ cldr: false, locale: undefined });
    expect(moneyFormatter({ cldr: true, locale: 'de_DE' }).format(EURO_1234_5)).toBe(
      german.format(EURO_1234_5),
    );
  });
});

describe('moneyLocale: the locale prices are laid out in', () => {
  it('is the site’s in CLDR mode, canonical, else en-US', () => {
    expect(moneyLocale({ cldr: true, locale: 'de_de' })).toBe('de-DE');
    expect(moneyLocale({ cldr: true, locale: 'fr-FR' })).toBe('fr-FR');
    expect(moneyLocale({ cldr: false, locale: 'fr-FR' })).toBe('en-US');
    expect(moneyLocale({ cldr: true })).toBe('en-US');
    expect(moneyLocale({ cldr: true, locale: '!!' })).toBe('en-US');
    expect(moneyLocale({ cldr: true, locale: 'xx-YY' })).toBe('en-US');
  });
});
