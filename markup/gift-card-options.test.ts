import { describe, expect, it, vi } from 'vitest';
import { cldrFor } from '../src/i18n/cldr';
import { Compiler } from '../src/template/index';
import { addedToCart } from '../tests/helpers/api-answers';
import { freshPage, settle } from '../tests/helpers/dom';
import { contextScript, fixtureProducts } from '../tests/helpers/page-context';

/**
 * A gift card's variants-select markup, as the engine writes it (the bare values, as the public
 * engine does), reads as `<sq-add-to-cart>` shows it once bound: each option and each radio label
 * is the denomination's price in the site's money format, and the value stays the attribute value,
 * so the gift-card page still gets the chosen sku [C-22].
 */
const GIFT = '5f1a00000000000000000007';
const NBSP = '\u00a0';

type Product = { id: string; structuredContent: Record<string, unknown> };

/** The engine's store markup of `product`: its variants and add-to-cart button. */
function engineMarkup(product: Product): string {
  const compiler = new Compiler();
  const item = {
    ...product,
    structuredContent: { ...product.structuredContent, variantOptionOrdering: ['Value'] },
  };
  const { ctx, errors } = compiler.execute({
    code: '{.section item}{@|variants-select}{@|add-to-cart-btn}{.end}',
    json: { item, localizedStrings: {} },
    partials: {},
    cldr: cldrFor('en-US'),
  } as never) as unknown as { ctx: { render(): string }; errors: unknown[] };
  expect(errors).toEqual([]);
  return ctx.render();
}

/** A page of the gift card's engine markup, with `products` in its context. */
function page(products = fixtureProducts(), context: Record<string, unknown> = {}): string {
  return `${contextScript({ products, ...context })}<main>${engineMarkup(products[GIFT] as Product)}</main>`;
}

const select = () => document.querySelector<HTMLSelectElement>('select[data-variant-option-name]');
const options = () => Array.from(select()?.options ?? [], (o) => [o.value, o.textContent]);
const radioLabels = () =>
  Array.from(document.querySelectorAll<HTMLInputElement>('input.variant-radiobtn'), (radio) => [
    radio.value,
    document.querySelector(`label[for="${radio.id}"]`)?.textContent,
  ]);

describe('a gift card’s engine markup, bound', () => {
  it('the engine writes the bare values', () => {
    expect(engineMarkup(fixtureProducts()[GIFT] as Product)).toContain(
      '<option value="$25">$25</option>',
    );
  });

  it('labels each option and radio with the price, and hands off the chosen sku', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { origin: 'http://shop.test', pathname: '/shop/gift-card', assign });
    const { requests } = await freshPage(page(), () => addedToCart());
    expect(options()).toEqual([
      ['', 'Select Value'],
      ['$25', '$25.00'],
      ['$50', '$50.00'],
      ['$100', '$100.00'],
    ]);
    expect(radioLabels()).toEqual([
      ['$25', '$25.00'],
      ['$50', '$50.00'],
      ['$100', '$100.00'],
    ]);
    const control = select() as HTMLSelectElement;
    control.value = '$50';
    control.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    document.querySelector<HTMLElement>('.sqs-add-to-cart-button')?.click();
    await settle();
    expect(requests.filter((r) => r.url.includes('/shopping-cart/entries'))).toHaveLength(0);
    expect(assign).toHaveBeenCalledWith(`/commerce/gift-card?itemId=${GIFT}&sku=SQ-GIFT-50`);
  });

  it("writes the prices in a euro site's format and follows its texts", async () => {
    const products = fixtureProducts();
    products[GIFT] = JSON.parse(JSON.stringify(products[GIFT]).replaceAll('"USD"', '"EUR"'));
    await freshPage(
      page(products, {
        website: { locale: 'de-DE', useCLDRMoneyFormat: true },
        storeSettings: { currencyCode: 'EUR' },
        localizedStrings: { giftCardValueDisplayText: 'Gutschein über {price}' },
      }),
      () => addedToCart(),
    );
    expect(options().slice(1)).toEqual([
      ['$25', `Gutschein über 25,00${NBSP}€`],
      ['$50', `Gutschein über 50,00${NBSP}€`],
      ['$100', `Gutschein über 100,00${NBSP}€`],
    ]);
    expect(radioLabels()[0]).toEqual(['$25', `Gutschein über 25,00${NBSP}€`]);
  });

  it('leaves the options of a gift card missing from the page context as written', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const products = fixtureProducts();
    const markup = engineMarkup(products[GIFT] as Product);
    delete products[GIFT];
    await freshPage(`${contextScript({ products })}<main>${markup}</main>`, () => addedToCart());
    expect(options()[1]).toEqual(['$25', '$25']);
    error.mockRestore();
  });
});
