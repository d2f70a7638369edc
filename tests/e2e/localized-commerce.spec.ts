import type { Page } from '@playwright/test';
import { scriptSafeJson } from '../../src/html/script-json';
import { expect, seriousViolations, test, waitForHydration } from './fixtures';

/**
 * A localized store's commerce words in the elements: a German site (website.locale de-DE with
 * the CLDR money format) that translates them in its localizedStrings sees a subscription's price,
 * the instalment range and the buttons in German, on the product page and in the quick view, as
 * the template engine writes the same data [L-07, J-06, C-07, C-26].
 */
const GERMAN = {
  productSubscribeText: 'Abonnieren',
  productPrice__singlePrice__1Weekly__indefinite: '{price} pro Woche',
  productPrice__singlePrice__1Monthly__limited__1Years: '{price} monatlich, ein Jahr lang',
  instalmentOrdersOverText: 'für Bestellungen ab {amount} verfügbar',
};
const NBSP = '\u00a0';

/** Serves `path` with its page context turned into the German site's. */
async function german(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const body = html.replace(
      /(<script type="application\/json" id="sq-context"[^>]*>)([\s\S]*?)(<\/script>)/,
      (_, open: string, json: string, close: string) => {
        const context = JSON.parse(json);
        context.website = { ...context.website, locale: 'de-DE', useCLDRMoneyFormat: true };
        context.localizedStrings = { ...context.localizedStrings, ...GERMAN };
        // Written as the server writes it, through the one escaping helper.
        return `${open}${scriptSafeJson(context)}${close}`;
      },
    );
    expect(body, `${path} has a page context`).not.toBe(html);
    await route.fulfill({ response, body });
  });
}

// The exact characters: Playwright's text matchers would fold the no-break spaces.
const textOf = async (page: Page, selector: string) => page.locator(selector).first().textContent();

test('a German subscription page: the price and the button in the site’s words', async ({
  page,
}) => {
  await german(page, '/demo-pages/subscription.html');
  await page.goto('/demo-pages/subscription.html');
  await waitForHydration(page, 'sq-add-to-cart');
  await expect(page.locator('.sq-product-form__amount')).toHaveText(/pro Woche$/);
  expect(await textOf(page, '.sq-product-form__amount')).toBe(`18,00${NBSP}$ pro Woche`);
  await expect(page.getByRole('button', { name: 'Abonnieren' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a German product page: the instalment line outside its range in the site’s words', async ({
  page,
}) => {
  await german(page, '/demo-pages/product.html');
  await page.goto('/demo-pages/product.html');
  await waitForHydration(page, 'sq-afterpay-pill');
  const line = page.locator('sq-afterpay-pill .sq-afterpay-pill');
  await expect(line).toHaveText(/verfügbar$/);
  expect(await line.textContent()).toBe(`Afterpay für Bestellungen ab 35,00${NBSP}$ verfügbar`);
  await expect(line.getByRole('button', { name: 'Afterpay information' })).toBeVisible();
});

test('the quick view of a German shop: the subscription’s price in the site’s words', async ({
  page,
}) => {
  await german(page, '/shop');
  await page.goto('/shop');
  const button = page
    .locator('.shop-item')
    .filter({ has: page.getByRole('heading', { name: 'Monthly Flower Box', exact: true }) })
    .getByRole('button', { name: 'Quick View' });
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Monthly Flower Box' });
  const amount = dialog.locator('.sq-product-form__amount');
  await expect(amount).toHaveText(/ein Jahr lang$/);
  expect(await amount.textContent()).toBe(`45,00${NBSP}$ monatlich, ein Jahr lang`);
  await expect(dialog.getByRole('button', { name: 'Abonnieren' })).toBeVisible();
});
