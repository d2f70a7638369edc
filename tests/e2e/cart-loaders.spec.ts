import type { Page } from '@playwright/test';
import { addViaApi, expect, test } from './fixtures';

const MUG = { itemId: '5f1a00000000000000000001', sku: 'SQ-MUG-01' };
const ENGRAVED = { itemId: '5f1a0000000000000000000e', sku: 'SQ-MUG-ENGRAVED' };
const RELATED = '**/api/commerce/shopping-cart/related-products*';

/** Opens a site page (for the crumb cookie) and adds a mug through the API, as the page would. */
async function cartWithMug(page: Page): Promise<void> {
  await page.goto('/shop');
  await addViaApi(page, MUG);
}

// Each loader (suggestions, entry forms, instalment information) keeps a status, pending then
// success or failed: a failure shows instead of an endless wait.
test('suggestions that cannot be fetched show why under their heading, instead of nothing', async ({
  page,
  baseURL,
}) => {
  await cartWithMug(page);
  // Every attempt at the suggestions finds no connection (the client tries three times).
  let attempts = 0;
  await page.route(RELATED, (route) => {
    attempts++;
    return route.abort('internetdisconnected');
  });
  await page.goto('/cart');
  await expect(page.locator('.sq-cart-item')).toHaveCount(1);
  const section = page.getByRole('region', { name: 'Customers also bought' });
  await expect(section).toContainText('Please check your internet connection');
  expect(attempts).toBe(3);

  // A server refusal shows the server's reason.
  await page.unroute(RELATED);
  await page
    .context()
    .addCookies([{ name: 'sq-fault', value: '401:related-products', url: baseURL as string }]);
  await page.reload();
  await expect(section).toContainText('Not allowed.');
  await expect(page.locator('.sq-cart-item')).toHaveCount(1);
});

test('an entry’s form that cannot be fetched says so, and Checkout is not held waiting for it', async ({
  page,
}) => {
  await page.goto('/shop');
  await addViaApi(page, ENGRAVED);
  // The cart page's context holds no form: the engraving's is fetched, and refused.
  let schemas = 0;
  await page.route('**/api/template/GetTemplateSchema*', (route) => {
    schemas++;
    return route.fulfill({ status: 403, json: {} });
  });
  await page.goto('/cart');
  await expect(page.locator('.sq-cart-item')).toHaveCount(1);
  await expect(page.locator('.sq-cart-page__alert')).toContainText('Unable to open form');
  await expect(page.getByRole('button', { name: 'Checkout' })).not.toHaveAttribute('aria-disabled');
  expect(schemas).toBe(1);
});

test('instalment information that cannot be read says why in its dialog, instead of waiting', async ({
  page,
}) => {
  await page.goto('/shop');
  await addViaApi(page, MUG, 2);
  await page.route('**/assets/instalments/*', (route) => route.abort('internetdisconnected'));
  await page.goto('/cart');
  await expect(page.locator('.sq-cart-item')).toHaveCount(1);
  await page.getByRole('button', { name: 'Afterpay information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Afterpay' });
  await expect(dialog).toContainText('Please check your internet connection');
  await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
});
