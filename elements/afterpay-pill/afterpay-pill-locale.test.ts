import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../tests/helpers/api-answers';
import { freshPage } from '../../tests/helpers/dom';
import { contextScript, fixtureProducts } from '../../tests/helpers/page-context';

// The instalment line writes its amounts in the site's money format: a German euro store's
// (website.locale de-DE with useCLDRMoneyFormat) as de-DE lays them out [C-07].
const NBSP = '\u00a0';
const BENCH = '5f1a00000000000000000010';

function page(instalments: Record<string, unknown>): string {
  const context = contextScript({
    website: { locale: 'de-DE', useCLDRMoneyFormat: true },
    storeSettings: { currencyCode: 'EUR' },
    products: fixtureProducts(),
    instalments: {
      [BENCH]: {
        afterPayAvailable: true,
        shopperLanguage: 'en',
        stripeAccountCountry: 'US',
        ...instalments,
      },
    },
  });
  return `${context}<sq-afterpay-pill item-id="${BENCH}"></sq-afterpay-pill>`;
}

const line = () => document.querySelector('.sq-afterpay-pill')?.textContent;
const noCart = async () => jsonResponse({});

describe('<sq-afterpay-pill> in a German euro store', () => {
  it('writes each payment in de-DE', async () => {
    await freshPage(page({ afterPayMin: 3500, afterPayMax: 200000 }), noCart);
    expect(line()).toBe(`or 4 interest-free payments of 308,63${NBSP}€ with Afterpay`);
  });

  it('writes the range it is outside of in de-DE', async () => {
    await freshPage(page({ afterPayMin: 3500, afterPayMax: 100000 }), noCart);
    expect(line()).toBe(`Afterpay available for orders up to 1.000,00${NBSP}€`);
    await freshPage(page({ afterPayMin: 150000, afterPayMax: 200000 }), noCart);
    expect(line()).toBe(`Afterpay available for orders over 1.500,00${NBSP}€`);
  });
});
