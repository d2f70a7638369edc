import { addViaApi, expect, test, typeInto, waitForHydration } from './fixtures';

/**
 * The cart's spoken counts: above 100 items the cart page says 'More than 100 items' [H-07] and
 * the pill, showing '100+', is 'More than 100 items in cart'; a template's pill that shows no
 * count is 'Cart' [H-06].
 */

/** A service of unlimited stock the store sells by quantity: 101 of it are in stock. */
const SESSION = { itemId: '5f1a00000000000000000006', sku: 'SQ-SESSION-1H' };
const PILL = 'sq-pill-cart a';

test('above 100 items the cart page says "More than 100 items", and the pill "More than 100 items in cart"', async ({
  page,
}) => {
  await page.goto('/shop');
  await addViaApi(page, SESSION, 100);
  await page.goto('/cart');
  const line = page.locator('.sq-cart-item');
  await expect(line).toHaveCount(1);
  const quantity = line.locator('.sq-cart-item__quantity input');
  const status = page.locator('.sq-cart-page [role="status"]');

  const changed = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/shopping-cart/entries/'),
  );
  await typeInto(quantity, '101');
  await expect(status).toHaveText('More than 100 items');
  expect((await changed).status()).toBe(200);

  await page.goto('/shop');
  await waitForHydration(page, 'sq-pill-cart');
  await expect(page.locator(PILL)).toHaveAccessibleName('More than 100 items in cart');
  await expect(page.locator(`${PILL} .sq-pill-cart__quantity`)).toHaveText('100+');
});

test('a template’s pill that shows no count is named "Cart"', async ({ page }) => {
  await page.goto('/demo-pages/product.html');
  await addViaApi(page, SESSION, 2);
  // The template's pill markup: the icon and the spoken label, no quantity element.
  await page.route('**/demo-pages/product.html', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const body = html.replace(
      '<span class="sq-pill-cart__quantity" aria-hidden="true">0</span>',
      '',
    );
    expect(body).not.toBe(html);
    await route.fulfill({ response, body });
  });
  await page.reload();
  await waitForHydration(page, 'sq-pill-cart');
  const pill = page.locator(PILL);
  await expect(pill).toBeVisible();
  await expect(pill).toHaveAccessibleName('Cart');
  await expect(pill.locator('.sq-pill-cart__quantity')).toHaveCount(0);
});
