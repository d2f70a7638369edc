import { expect, test, typeInto, waitForHydration } from './fixtures';

// A euro store's prices follow the site's locale when it uses the CLDR money format [C-07]:
// de-DE groups with '.', fr-FR with a narrow no-break space (U+202F), and both put a no-break space
// (U+00A0) before '€', in Chromium as in Node (src/i18n/money-format.test.ts).
// Each page is in its site's language: <html lang>, and the site's words for the form's.
const STORES = [
  {
    page: '/demo-pages/product-de.html',
    locale: 'de-DE',
    lang: 'de',
    price: '1.234,50\u00a0€',
    quantity: 'Menge',
    add: 'In den Warenkorb',
  },
  {
    page: '/demo-pages/product-fr.html',
    locale: 'fr-FR',
    lang: 'fr',
    price: '1\u202f234,50\u00a0€',
    quantity: 'Quantité',
    add: 'Ajouter au panier',
  },
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

    await typeInto(page.getByLabel(store.quantity), '2');
    const added = page.waitForResponse((r) => r.url().includes('/shopping-cart/entries'));
    await page.locator(BUTTON).click();
    const { shoppingCart } = await (await added).json();
    expect(shoppingCart).toMatchObject({ currencyCode: 'EUR', subtotalCents: 246900 });
    await expect(page.locator(BUTTON)).toHaveText('Added!');
    await expect(page.locator('sq-pill-cart .sq-pill-cart__quantity')).toHaveText('2');
  });

  test(`${store.locale} euro store: the page declares ${store.lang}, and a shopper reads its price and words in it`, async ({
    page,
  }) => {
    await page.goto(store.page);
    await waitForHydration(page, 'sq-add-to-cart');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(store.lang);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('');
    // As rendered on screen (innerText), once the element has hydrated.
    expect(await page.locator('.sq-product-form__amount').innerText()).toBe(store.price);
    await expect(page.getByRole('button', { name: store.add, exact: true })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: store.quantity, exact: true })).toHaveValue(
      '1',
    );
  });
}
