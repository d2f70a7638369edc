import { expect, test, typeInto, waitForHydration } from './fixtures';

// A euro store's prices follow the site's locale when it uses the CLDR money format [C-07]:
// de-DE groups with '.', fr-FR with a narrow no-break space (U+202F), and both put a no-break space
// (U+00A0) before '€', in Chromium as in Node (src/i18n/money-format.test.ts).
const STORES = [
  { page: '/demo-pages/product-de.html', locale: 'de-DE', price: '1.234,50\u00a0€' },
  { page: '/demo-pages/product-fr.html', locale: 'fr-FR', price: '1\u202f234,50\u00a0€' },
];
const BUTTON = 'sq-add-to-cart .sq-add-to-cart__button';

for (const store of STORES) {
  test(`${store.locale} euro store: the price as ${store.locale} writes it, then adding in euros`, async ({
    page,
  }) => {
    await page.goto(store.page);
    await waitForHydration(page, 'sq-add-to-cart');
    // The exact characters: Playwright's text matchers would fold the no-break spaces.
    const amount = page.locator('.sq-product-form__amount');
    expect(await amount.textContent()).toBe(store.price);
    const intl = await page.evaluate(
      (locale) =>
        new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1234.5),
      store.locale,
    );
    expect(intl).toBe(store.price);

    await typeInto(page.getByLabel('Quantity'), '2');
    const added = page.waitForResponse((r) => r.url().includes('/shopping-cart/entries'));
    await page.locator(BUTTON).click();
    const { shoppingCart } = await (await added).json();
    expect(shoppingCart).toMatchObject({ currencyCode: 'EUR', subtotalCents: 246900 });
    await expect(page.locator(BUTTON)).toHaveText('Added!');
    await expect(page.locator('sq-pill-cart .sq-pill-cart__quantity')).toHaveText('2');
  });
}
