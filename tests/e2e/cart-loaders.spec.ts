import type { Page } from '@playwright/test';
import { addViaApi, expect, test } from './fixtures';

const MUG = { itemId: '5f1a00000000000000000001', sku: 'SQ-MUG-01' };
const RELATED = '**/api/commerce/shopping-cart/related-products*';

/** Opens a site page (for the crumb cookie) and adds a mug through the API, as the page would. */
async function cartWithMug(page: Page): Promise<void> {
  await page.goto('/shop');
  await addViaApi(page, MUG);
}

// A loader keeps a status, pending then success or failed: a failure shows instead of an
// endless wait.
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
