import { afterEach, describe, expect, it } from 'vitest';
import { emptyCart } from '../../src/commerce/empty-cart';
import type { CartEntry, ShoppingCart } from '../../src/contract/cart';
import { jsonResponse } from '../../tests/helpers/api-answers';
import { freshPage, setField } from '../../tests/helpers/dom';
import { contextScript } from '../../tests/helpers/page-context';

// Every amount of the cart page, the custom-cart markers and the cart's instalment line is written
// in the site's money format: a German euro store's (website.locale de-DE with useCLDRMoneyFormat)
// as de-DE lays it out, whatever the server pre-formatted [C-07].
const NBSP = '\u00a0';
const GERMAN = { locale: 'de-DE', useCLDRMoneyFormat: true };

const BENCH: CartEntry = {
  id: 'e-bench',
  itemId: 'i-bench',
  chosenVariant: { sku: 'BENCH', attributes: {} },
  quantity: 1,
  title: 'Oak Bench',
  subTotal: '€1,234.50',
  purchasePriceCents: 123450,
  productType: 1,
  additionalFields: null,
  imageUrl: null,
};
const STOOL: CartEntry = {
  ...BENCH,
  id: 'e-stool',
  itemId: 'i-stool',
  chosenVariant: { sku: 'STOOL', attributes: {} },
  quantity: 2,
  title: 'Oak Stool',
  subTotal: '€500.00',
  purchasePriceCents: 25000,
};
const RELATED = {
  id: 'i-shelf',
  title: 'Oak Shelf',
  url: '/shop/oak-shelf',
  imageUrl: null,
  price: '€89.90',
  priceCents: 8990,
  sku: 'SHELF',
};

function cartOf(entries: CartEntry[]): ShoppingCart {
  return {
    ...emptyCart(),
    id: 'cart-1',
    currencyCode: 'EUR',
    entries,
    totalQuantity: entries.reduce((n, e) => n + e.quantity, 0),
    subtotalCents: entries.reduce((n, e) => n + e.quantity * e.purchasePriceCents, 0),
  };
}

/** A euro cart in memory with one suggestion; quantity changes are never answered. */
function cartServer(entries: CartEntry[]) {
  return async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/commerce/shopping-cart') return jsonResponse(cartOf(entries));
    if (path.endsWith('/related-products')) return jsonResponse({ products: [RELATED] });
    if (request.method === 'PUT') return new Promise<Response>(() => {});
    return new Response(null, { status: 202 });
  };
}

const instalments = {
  cart: {
    afterPayAvailable: true,
    afterPayMin: 3500,
    afterPayMax: 200000,
    shopperLanguage: 'en',
    stripeAccountCountry: 'US',
  },
};

function page(storeSettings: Record<string, unknown> = {}): string {
  const context = contextScript({
    website: GERMAN,
    storeSettings: { currencyCode: 'EUR', ...storeSettings },
    instalments,
  });
  return `${context}
    <a href="/cart" data-sq-custom-cart><span data-sq-cart-quantity>0</span>
      <span data-sq-cart-subtotal></span></a>
    <sq-cart-page></sq-cart-page>`;
}

const root = () => document.querySelector('sq-cart-page') as HTMLElement;
const text = (selector: string) => root().querySelector(selector)?.textContent;
const totals = () =>
  Array.from(root().querySelectorAll('.sq-cart-item__total'), (total) => total.textContent);

afterEach(() => {
  document.cookie = 'CART=; max-age=0; path=/';
});

describe('a German euro store’s cart', () => {
  it('writes line totals, subtotal, suggestions, the marker and the instalments in de-DE', async () => {
    document.cookie = 'CART=cart-1; path=/';
    await freshPage(page(), cartServer([BENCH, STOOL]));
    expect(totals()).toEqual([`1.234,50${NBSP}€`, `500,00${NBSP}€`]);
    expect(text('.sq-cart-page__subtotal')).toBe(`Subtotal 1.734,50${NBSP}€`);
    expect(text('.sq-related__price')).toBe(`89,90${NBSP}€`);
    expect(text('.sq-afterpay-pill')).toBe(
      `or 4 interest-free payments of 433,63${NBSP}€ with Afterpay`,
    );
    const marker = document.querySelector('[data-sq-custom-cart]');
    expect(marker?.querySelector('[data-sq-cart-quantity]')?.textContent).toBe('3');
    expect(marker?.querySelector('[data-sq-cart-subtotal]')?.textContent).toBe(`1.734,50${NBSP}€`);
  });

  it('shows a changed quantity’s line total in de-DE before the server answers', async () => {
    document.cookie = 'CART=cart-1; path=/';
    await freshPage(page(), cartServer([BENCH, STOOL]));
    const input = root().querySelectorAll<HTMLInputElement>('.sq-cart-item__quantity input')[1];
    if (!input) throw new Error('no quantity field');
    await setField(input, '3');
    expect(totals()).toEqual([`1.234,50${NBSP}€`, `750,00${NBSP}€`]);
  });

  it('names the minimum subtotal in de-DE', async () => {
    document.cookie = 'CART=cart-1; path=/';
    await freshPage(
      page({ minimumCheckoutSubtotal: { value: '2000', currency: 'EUR' } }),
      cartServer([BENCH]),
    );
    expect(text('.sq-cart-page__problem')).toBe(
      `To check out, your order subtotal must be 2.000,00${NBSP}€ or more.`,
    );
  });
});
