import { describe, expect, it } from 'vitest';
import { cldrFor } from '../../../src/i18n/cldr';
import { type CurrencyCode, fractionDigits } from '../../../src/i18n/currencies';
import { interpolate } from '../../../src/i18n/interpolate';
import { Compiler } from '../../../src/template';
import { jsonResponse } from '../../../tests/helpers/api-answers';
import { freshPage } from '../../../tests/helpers/dom';
import { contextScript, fixtureProducts } from '../../../tests/helpers/page-context';

// Outside the price range it is offered in, the instalment line says so in the site's words (its
// localizedStrings, English by default) with the bound in the locale's money format, the amount
// the template engine's `money` formatter writes for it on a store page of that locale [J-06,
// C-07, C-26].
const BENCH = '5f1a00000000000000000010';

const STORES: {
  locale: string;
  currency: CurrencyCode;
  strings: { instalmentOrdersOverText?: string; instalmentOrdersUpToText?: string };
}[] = [
  { locale: 'en-US', currency: 'USD', strings: {} },
  {
    locale: 'de-DE',
    currency: 'EUR',
    strings: {
      instalmentOrdersOverText: 'für Bestellungen ab {amount} verfügbar',
      instalmentOrdersUpToText: 'für Bestellungen bis {amount} verfügbar',
    },
  },
  {
    locale: 'fr-FR',
    currency: 'EUR',
    strings: {
      instalmentOrdersOverText: 'disponible dès {amount} de commande',
      instalmentOrdersUpToText: 'disponible jusqu’à {amount} de commande',
    },
  },
  {
    locale: 'ja-JP',
    currency: 'JPY',
    strings: {
      instalmentOrdersOverText: '{amount}以上のご注文で利用可能',
      instalmentOrdersUpToText: '{amount}までのご注文で利用可能',
    },
  },
];

const ENGLISH = {
  instalmentOrdersOverText: 'available for orders over {amount}',
  instalmentOrdersUpToText: 'available for orders up to {amount}',
};

/** Below the minimum (the line names it), and above the maximum (the line names that). */
const RANGES = [
  {
    name: 'below the minimum',
    key: 'instalmentOrdersOverText',
    min: 900_000_00,
    max: 1_000_000_00,
    bound: 900_000_00,
  },
  { name: 'above the maximum', key: 'instalmentOrdersUpToText', min: 0, max: 1_00, bound: 1_00 },
] as const;

const engine = new Compiler();

/** An amount in minor units as the engine's `money` formatter writes it in `locale`. */
function engineMoney(minor: number, currency: CurrencyCode, locale: string): string {
  const digits = fractionDigits(currency);
  const value = (minor / 10 ** digits).toFixed(digits);
  const { output, errors } = engine.execute({
    code: '{m|money}',
    json: { m: { value, currency } },
    cldr: cldrFor(locale),
  });
  expect(errors).toEqual([]);
  return output;
}

async function line(store: (typeof STORES)[number], range: (typeof RANGES)[number]) {
  const products = fixtureProducts();
  const bench = JSON.stringify(products[BENCH]).replaceAll('"EUR"', JSON.stringify(store.currency));
  const context = contextScript({
    website: { locale: store.locale, useCLDRMoneyFormat: true },
    storeSettings: { currencyCode: store.currency },
    localizedStrings: store.strings,
    products: { [BENCH]: JSON.parse(bench) },
    instalments: {
      [BENCH]: {
        afterPayAvailable: true,
        afterPayMin: range.min,
        afterPayMax: range.max,
        shopperLanguage: 'en',
        stripeAccountCountry: 'US',
      },
    },
  });
  await freshPage(`${context}<sq-afterpay-pill item-id="${BENCH}"></sq-afterpay-pill>`, async () =>
    jsonResponse({}),
  );
  return document.querySelector('.sq-afterpay-pill')?.textContent;
}

describe('the instalment line outside its range, in each locale', () => {
  for (const store of STORES) {
    it.each(RANGES)(`${store.locale}: $name`, async (range) => {
      const pattern = store.strings[range.key] ?? ENGLISH[range.key];
      const amount = engineMoney(range.bound, store.currency, store.locale);
      expect(await line(store, range)).toBe(`Afterpay ${interpolate(pattern, { amount })}`);
    });
  }

  it('writes the site’s text, not the English one', async () => {
    const german = STORES[1] as (typeof STORES)[number];
    expect(await line(german, RANGES[1])).toBe(
      'Afterpay für Bestellungen bis 1,00\u00a0€ verfügbar',
    );
    expect(await line(german, RANGES[0])).toBe(
      'Afterpay für Bestellungen ab 900.000,00\u00a0€ verfügbar',
    );
  });
});
