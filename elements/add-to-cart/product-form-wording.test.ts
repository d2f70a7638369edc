import { describe, expect, it } from 'vitest';
import products from '../../fixtures/products.json';
import { cldrFor } from '../../src/i18n/cldr';
import { Compiler } from '../../src/template';
import { jsonResponse } from '../../tests/helpers/api-answers';
import { fieldByLabel, freshPage, setField } from '../../tests/helpers/dom';
import { contextScript } from '../../tests/helpers/page-context';

// A subscription's price reads the same in <sq-add-to-cart> as on the store page the engine
// renders from the same data, in each locale a store may have: the plan's wording from the site's
// localizedStrings (English by default), the price in the locale's money format, and
// 'Unavailable' (the site's productPriceUnavailable) for a plan that fits no pattern [L-07, L-08,
// C-26].
const COFFEE = (() => {
  const found = products.find((p) => p.id === '5f1a00000000000000000008');
  if (!found) throw new Error('the fixture coffee subscription is missing');
  return found;
})();

type Plan = Record<string, unknown>;
const period = (unit: string, value: number, numBillingCycles = 0): Plan => ({
  billingPeriod: { unit, value },
  numBillingCycles,
});

const PLANS: [string, Plan][] = [
  ['weekly', period('WEEK', 1)],
  ['every 2 weeks', period('WEEK', 2)],
  ['monthly for 6 months', period('MONTH', 1, 6)],
  ['monthly for 24 months (2 years)', period('MONTH', 1, 24)],
  ['yearly for 3 years', period('YEAR', 1, 3)],
  ['with no billing period', { numBillingCycles: 0 }],
];

/** Each locale's store: its currency and its translations of the wording (none for en-US). */
const STORES: { locale: string; currency: string; strings: Record<string, string> }[] = [
  { locale: 'en-US', currency: 'USD', strings: {} },
  {
    locale: 'de-DE',
    currency: 'EUR',
    strings: {
      productPrice__singlePrice__1Weekly__indefinite: '{price} pro Woche',
      productPrice__singlePrice__nWeekly__indefinite: '{price} alle {billingPeriodValue} Wochen',
      productPrice__singlePrice__1Monthly__limited__nMonths: '{price} monatlich, {duration} Monate',
      productPrice__singlePrice__1Monthly__limited__nYears: '{price} monatlich, {duration} Jahre',
      productPrice__singlePrice__1Yearly__limited__nYears: '{price} jährlich, {duration} Jahre',
      productPrice__multiplePrices__1Monthly__indefinite: 'ab {price} pro Monat',
      productPriceUnavailable: 'Nicht erhältlich',
    },
  },
  {
    locale: 'fr-FR',
    currency: 'EUR',
    strings: {
      productPrice__singlePrice__1Weekly__indefinite: '{price} par semaine',
      productPrice__singlePrice__nWeekly__indefinite:
        '{price} toutes les {billingPeriodValue} semaines',
      productPrice__singlePrice__1Monthly__limited__nMonths:
        '{price} par mois pendant {duration} mois',
      productPrice__singlePrice__1Monthly__limited__nYears:
        '{price} par mois pendant {duration, plural, one {# an} other {# ans}}',
      productPrice__singlePrice__1Yearly__limited__nYears: "{price} par an jusqu''à {duration} ans",
      productPrice__multiplePrices__1Monthly__indefinite: 'à partir de {price} par mois',
      productPriceUnavailable: 'Indisponible',
    },
  },
  {
    locale: 'ja-JP',
    currency: 'JPY',
    strings: {
      productPrice__singlePrice__1Weekly__indefinite: '{price}（毎週）',
      productPrice__singlePrice__nWeekly__indefinite: '{price}（{billingPeriodValue}週間ごと）',
      productPrice__singlePrice__1Monthly__limited__nMonths: '{price}（毎月・{duration}か月間）',
      productPrice__singlePrice__1Monthly__limited__nYears: '{price}（毎月・{duration}年間）',
      productPrice__singlePrice__1Yearly__limited__nYears: '{price}（毎年・{duration}年間）',
      productPrice__multiplePrices__1Monthly__indefinite: '{price}から（毎月）',
      productPriceUnavailable: '販売停止中',
    },
  },
];

type Variant = (typeof COFFEE.structuredContent.variants)[number];
const [BEANS] = COFFEE.structuredContent.variants as [Variant];

/** A sized variant of the coffee at `value` (the engine compares prices in cents). */
const sized = (size: string, value: string) => ({
  ...BEANS,
  sku: `SQ-COFFEE-${size.toUpperCase()}`,
  attributes: { Size: size },
  optionValues: [{ optionName: 'Size', value: size }],
  price: Math.round(Number(value) * 100),
  priceMoney: { value, currency: 'USD' },
});

/** The coffee on `plan`, priced in `currency`, with `variants` instead of its one. */
function coffee(plan: Plan, currency: string, variants: unknown[] = [BEANS]) {
  const item = { ...COFFEE, structuredContent: { ...COFFEE.structuredContent, variants } };
  item.structuredContent.subscriptionPlan =
    plan as typeof COFFEE.structuredContent.subscriptionPlan;
  return JSON.parse(JSON.stringify(item).replaceAll('"USD"', JSON.stringify(currency)));
}

const engine = new Compiler();

/** The price the engine's `product-price` writes for `item` on a store page of this store. */
function enginePrice(item: unknown, store: (typeof STORES)[number]): string {
  const { output, errors } = engine.execute({
    code: '{item|product-price}',
    json: {
      item,
      featureFlags: { useCLDRMoneyFormat: true },
      localizedStrings: store.strings,
    },
    cldr: cldrFor(store.locale),
  });
  expect(errors).toEqual([]);
  const body = /<div class="product-price">([\s\S]*)<\/div>/.exec(output)?.[1];
  if (body === undefined) throw new Error(`no price in ${output}`);
  return body.trim();
}

/** The element's price for `item` on a page of this store. */
async function elementPrice(item: { id: string }, store: (typeof STORES)[number]) {
  const context = contextScript({
    website: { locale: store.locale, useCLDRMoneyFormat: true },
    storeSettings: { currencyCode: store.currency },
    localizedStrings: store.strings,
    products: { [item.id]: item },
  });
  await freshPage(`${context}<sq-add-to-cart item-id="${item.id}"></sq-add-to-cart>`, async () =>
    jsonResponse({}),
  );
  return document.querySelector('.sq-product-form__amount')?.textContent;
}

describe('a subscription’s price in <sq-add-to-cart> is the engine’s', () => {
  for (const store of STORES) {
    it.each(PLANS)(`${store.locale}: %s`, async (_name, plan) => {
      const item = coffee(plan, store.currency);
      const expected = enginePrice(item, store);
      expect(expected).not.toBe('');
      expect(await elementPrice(item, store)).toBe(expected);
    });

    it(`${store.locale}: from the lowest price when prices vary, then the chosen size’s`, async () => {
      const item = coffee(period('MONTH', 1), store.currency, [
        sized('Small', '18.00'),
        sized('Large', '27.00'),
      ]);
      expect(await elementPrice(item, store)).toBe(enginePrice(item, store));
      await setField(fieldByLabel('Size'), 'Large');
      const large = coffee(period('MONTH', 1), store.currency, [sized('Large', '27.00')]);
      expect(document.querySelector('.sq-product-form__amount')?.textContent).toBe(
        enginePrice(large, store),
      );
    });
  }

  it('writes the translation a site gives, not the English wording', async () => {
    const german = STORES[1] as (typeof STORES)[number];
    const item = coffee(period('WEEK', 2), 'EUR');
    expect(await elementPrice(item, german)).toBe('18,00\u00a0€ alle 2 Wochen');
    expect(await elementPrice(item, { ...german, strings: {} })).toBe('18,00\u00a0€ every 2 weeks');
  });
});
