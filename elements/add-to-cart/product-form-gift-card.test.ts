import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { addedToCart } from '../../tests/helpers/api-answers';
import { click, fieldByLabel, freshPage, setField } from '../../tests/helpers/dom';
import { contextScript, fixtureProducts } from '../../tests/helpers/page-context';

/**
 * A gift card's denominations in `<sq-add-to-cart>`: the select's prompt is
 * `giftCardVariantSelectText` ('Select Value') and each option reads as `giftCardValueDisplayText`
 * ('{price}'), the denomination's price in the site's money format; the value chosen is still the
 * variant's attribute value, so the right sku goes to the gift-card page [C-22].
 */
const GIFT = '5f1a00000000000000000007';
const NBSP = '\u00a0';

function page(context: Record<string, unknown> = {}, products = fixtureProducts()): string {
  return `${contextScript({ products, ...context })}<sq-add-to-cart item-id="${GIFT}"></sq-add-to-cart>`;
}

const select = () => fieldByLabel('Value') as HTMLSelectElement;
const options = () => Array.from(select().options, (o) => [o.value, o.text]);

describe('<sq-add-to-cart> of a gift card', () => {
  it('labels each denomination with its price, keeping the values, and hands off the chosen sku', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { origin: 'http://shop.test', pathname: '/shop/gift-card', assign });
    const { requests } = await freshPage(page(), () => addedToCart());
    expect(options()).toEqual([
      ['', 'Select Value'],
      ['$25', '$25.00'],
      ['$50', '$50.00'],
      ['$100', '$100.00'],
    ]);
    await setField(select(), '$50');
    await click(document.querySelector('.sq-add-to-cart__button'));
    expect(requests).toHaveLength(0);
    expect(assign).toHaveBeenCalledWith(`/commerce/gift-card?itemId=${GIFT}&sku=SQ-GIFT-50`);
  });

  it('writes the prices as a euro site does', async () => {
    const products = fixtureProducts();
    products[GIFT] = JSON.parse(JSON.stringify(products[GIFT]).replaceAll('"USD"', '"EUR"'));
    await freshPage(
      page(
        {
          website: { locale: 'fr-FR', useCLDRMoneyFormat: true },
          storeSettings: { currencyCode: 'EUR' },
        },
        products,
      ),
      () => addedToCart(),
    );
    expect(options().slice(1)).toEqual([
      ['$25', `25,00${NBSP}€`],
      ['$50', `50,00${NBSP}€`],
      ['$100', `100,00${NBSP}€`],
    ]);
  });

  it("follows the site's own texts", async () => {
    await freshPage(
      page({
        localizedStrings: {
          giftCardVariantSelectText: 'Choose an amount',
          giftCardValueDisplayText: 'A {price} card',
        },
      }),
      () => addedToCart(),
    );
    expect(options()).toEqual([
      ['', 'Choose an amount'],
      ['$25', 'A $25.00 card'],
      ['$50', 'A $50.00 card'],
      ['$100', 'A $100.00 card'],
    ]);
  });

  it('server markup still showing the bare values is rebuilt with the labels', async () => {
    const demo = readFileSync('demo-pages/gift-card.html', 'utf8');
    const [element = '', server = ''] =
      demo.match(/<sq-add-to-cart\b[^>]*>(.*?)<\/sq-add-to-cart>/) ?? [];
    expect(server).toContain('<option value="$50">$50.00</option>');
    const stale = server.replace(
      /<option value="(\$\d+)">[^<]*<\/option>/g,
      '<option value="$1">$1</option>',
    );
    await freshPage(
      `${contextScript({ products: fixtureProducts() })}${element.replace(server, stale)}`,
      () => addedToCart(),
    );
    expect(options()[2]).toEqual(['$50', '$50.00']);
    expect(document.querySelector('sq-add-to-cart')?.innerHTML).toBe(server);
  });
});
