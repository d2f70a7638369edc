import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addedToCart } from '../../tests/helpers/api-answers';
import { click, fieldByLabel, freshPage, setField } from '../../tests/helpers/dom';
import { contextScript, fixtureProducts } from '../../tests/helpers/page-context';

// The product form writes every price in the site's money format: a German euro store's
// (website.locale de-DE with useCLDRMoneyFormat) as de-DE lays it out [C-07].
const NBSP = '\u00a0';
const TOTE = '5f1a00000000000000000003';
const BENCH = '5f1a00000000000000000010';
const GERMAN = { locale: 'de-DE', useCLDRMoneyFormat: true };

/** The fixture products, the tote priced in euros as well. */
function euroProducts(): Record<string, unknown> {
  const products = fixtureProducts();
  products[TOTE] = JSON.parse(JSON.stringify(products[TOTE]).replaceAll('"USD"', '"EUR"'));
  return products;
}

function page(itemId: string, website: Record<string, unknown> = GERMAN): string {
  const context = contextScript({
    website,
    storeSettings: { currencyCode: 'EUR' },
    products: euroProducts(),
  });
  return `${context}<sq-add-to-cart item-id="${itemId}"></sq-add-to-cart>`;
}

const amount = () => document.querySelector('.sq-product-form__amount')?.textContent;
const announcement = () => document.querySelector('.sq-product-form [aria-live="polite"]');

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));

describe('<sq-add-to-cart> in a German euro store', () => {
  it('shows the price as de-DE writes it', async () => {
    await freshPage(page(BENCH), () => addedToCart());
    expect(amount()).toBe(`1.234,50${NBSP}€`);
  });

  it('writes the from-price, the chosen variant’s price and its announcement in de-DE', async () => {
    const { requests } = await freshPage(page(TOTE), () => addedToCart());
    expect(amount()).toBe(`from 28,00${NBSP}€`);
    await setField(fieldByLabel('Size'), 'M');
    await setField(fieldByLabel('Color'), 'Black');
    expect(amount()).toBe(`28,00${NBSP}€`);
    expect(announcement()?.textContent).toBe(`28,00${NBSP}€`);
    await click(document.querySelector('.sq-add-to-cart__button'));
    expect(requests.filter((r) => r.url.includes('/shopping-cart/entries'))).toHaveLength(1);
  });

  it('keeps the legacy layout when the site does not use the CLDR money format', async () => {
    await freshPage(page(BENCH, { locale: 'de-DE', useCLDRMoneyFormat: false }), () =>
      addedToCart(),
    );
    expect(amount()).toBe('€1,234.50');
  });
});
