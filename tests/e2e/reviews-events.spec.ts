import type { Page } from '@playwright/test';
import { cookie, visitor, visitorEvents } from './analytics-log';
import { addViaApi, expect, test, waitForHydration } from './fixtures';

/**
 * The visitor events of the product reviews and of "Customers also bought", as the reference
 * server receives them (its log of analytics requests), found by this browser's visitor id
 * [U-05, U-03, I-13, F-25].
 */

const MUG = { itemId: '5f1a00000000000000000001', sku: 'SQ-MUG-01' };

/** This browser's visitor id, once the page has written the repeat-visitor cookie. */
async function visitorId(page: Page): Promise<string> {
  await expect.poll(() => cookie(page.context(), 'ss_cvr')).toBeTruthy();
  return visitor(await cookie(page.context(), 'ss_cvr')).id ?? '';
}

test('a press on the reviews anchor and on the reviews tab each sends its event about the product', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/demo-pages/product-reviews.html');
  await waitForHydration(page, 'sq-product-reviews');
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await reviews.getByRole('link', { name: 'Reviews' }).click();
  // The anchor leads to the reviews' panel.
  await expect(page).toHaveURL(/#.+panel$/);
  await reviews.getByRole('tab', { name: 'Reviews' }).click();
  await expect(reviews.getByRole('tab', { name: 'Reviews' })).toBeFocused();

  const mine = await visitorId(page);
  const reviewEvents = async () =>
    (await visitorEvents(page, mine))
      .filter((event) => String(event.name).startsWith('reviews_'))
      .map((event) => ({ name: event.name, itemIds: event.itemIds, pageId: event.pageId }))
      .sort((a, b) => a.name.localeCompare(b.name));
  await expect.poll(reviewEvents).toEqual([
    { name: 'reviews_anchor_click', itemIds: [MUG.itemId], pageId: 'page-product-reviews' },
    { name: 'reviews_tab_click', itemIds: [MUG.itemId], pageId: 'page-product-reviews' },
  ]);
  expect(pageErrors).toEqual([]);
});

test('following a "Customers also bought" product sends its click event, though the link leaves the page', async ({
  page,
}) => {
  await page.goto('/shop');
  await addViaApi(page, MUG, 1);
  const suggested = page.waitForResponse((r) => r.url().includes('/related-products'));
  await page.goto('/cart');
  const { products } = (await (await suggested).json()) as {
    products: { id: string; url: string }[];
  };
  const related = page.getByRole('region', { name: 'Customers also bought' });
  // Which product comes first depends on the stock other tests have left: any will do.
  const first = related.locator('.sq-related__name').first();
  await expect(first).toHaveText(/\S/);
  const href = (await first.getAttribute('href')) ?? '';
  const itemId = products.find((product) => product.url === href)?.id;
  expect(itemId).toBeTruthy();
  const mine = await visitorId(page);
  const cartId = (await page.context().cookies()).find((c) => c.name === 'CART')?.value;

  await first.click();
  await page.waitForURL(`**${href}`);
  const clicks = async () =>
    (await visitorEvents(page, mine))
      .filter((event) => event.name === 'related_product_click')
      .map((event) => ({ cartId: event.cartId, itemIds: event.itemIds }));
  await expect.poll(clicks).toEqual([{ cartId, itemIds: [itemId] }]);
});
