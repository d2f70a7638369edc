import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * A demo site's page or a merchant's preview (`page.preview: true`) reads its cart with
 * `mock=true` and shows the server's demo cart (two mugs and a tote), loaded at start without a
 * cart cookie and making none; the visitor's own cart is left alone.
 */

const CART_PATH = '/api/commerce/shopping-cart';

/** Serves the demo page `path` as a preview: its context's page section says `preview: true`. */
async function asPreview(page: Page, path: string, section: string, preview: string) {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const body = html.replace(section, preview);
    expect(body, `${path} has its page section`).not.toBe(html);
    await route.fulfill({ response, body });
  });
}

/** The query of every cart read the page sends from now on. */
function cartReads(page: Page): URLSearchParams[] {
  const reads: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === CART_PATH) reads.push(url.searchParams);
  });
  return reads;
}

test('a preview cart page shows the demo cart, read with mock=true, and no cart cookie is made', async ({
  page,
  context,
}) => {
  await asPreview(
    page,
    '/demo-pages/cart.html',
    '"page": { "id": "page-cart" }',
    '"page": { "id": "page-cart", "preview": true }',
  );
  const reads = cartReads(page);
  await page.goto('/demo-pages/cart.html');
  await waitForHydration(page, 'sq-cart-page');
  await expect(page.locator('.sq-cart-page[aria-busy="true"]')).toHaveCount(0);

  const lines = page.locator('.sq-cart-item');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: 'Ceramic Mug' }).locator('.sq-cart-item__total')).toHaveText(
    '$48.00',
  );
  await expect(lines.filter({ hasText: 'Canvas Tote' }).locator('.sq-cart-item__total')).toHaveText(
    '$28.00',
  );
  await expect(page.locator('.sq-cart-page__subtotal')).toHaveText('Subtotal $76.00');
  expect(reads.length).toBeGreaterThan(0);
  for (const query of reads) {
    expect(query.get('mock')).toBe('true');
    expect(query.get('calculateSubtotal')).toBe('true');
    expect(query.get('timecode')).toMatch(/^\d+$/);
  }
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('CART');
});

test('a preview product page’s pill counts the demo cart; an ordinary page reads no cart without a cookie', async ({
  page,
}) => {
  const reads = cartReads(page);
  await page.goto('/demo-pages/product.html');
  await waitForHydration(page, 'sq-add-to-cart');
  await expect(page.locator('sq-pill-cart a')).toBeHidden();
  expect(reads).toEqual([]);

  await asPreview(
    page,
    '/demo-pages/product.html',
    '"website": {',
    '"page": { "id": "page-preview", "preview": true },\n      "website": {',
  );
  await page.reload();
  const pill = page.locator('sq-pill-cart a');
  await expect(pill).toBeVisible();
  await expect(pill).toHaveAccessibleName('3 items in cart');
  await expect(pill.locator('.sq-pill-cart__quantity')).toHaveText('3');
  expect(reads.map((query) => query.get('mock'))).toContain('true');
  expect(reads.every((query) => query.get('mock') === 'true')).toBe(true);
});
