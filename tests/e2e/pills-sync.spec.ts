import { expect, test, waitForHydration } from './fixtures';

/**
 * Several pills on one page show the one cart: an add from any add button updates every pill
 * through the shared store [H-13]. The demo page has one pill and one button; the test page adds
 * a second of each.
 */

test('an add from either button updates both pills', async ({ page }) => {
  await page.route('**/demo-pages/add-to-cart.html', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const body = html
      .replace(
        '</main>',
        '<section aria-label="Two mugs"><sq-add-to-cart item-id="5f1a00000000000000000001" sku="SQ-MUG-01" quantity="2"></sq-add-to-cart></section></main>',
      )
      .replace('</body>', '<footer><sq-pill-cart></sq-pill-cart></footer></body>');
    expect(body).not.toBe(html);
    await route.fulfill({ response, body });
  });
  await page.goto('/demo-pages/add-to-cart.html');
  await waitForHydration(page, 'sq-add-to-cart');
  await waitForHydration(page, 'sq-pill-cart');
  const pills = page.locator('sq-pill-cart a');
  await expect(pills).toHaveCount(2);
  for (const pill of await pills.all()) await expect(pill).toBeHidden();

  await page
    .getByRole('region', { name: 'Two mugs' })
    .getByRole('button', { name: 'Add To Cart' })
    .click();
  for (const pill of await pills.all()) {
    await expect(pill).toBeVisible();
    await expect(pill.locator('.sq-pill-cart__quantity')).toHaveText('2');
  }

  await page.locator('article.product').getByRole('button', { name: 'Add To Cart' }).click();
  for (const pill of await pills.all()) {
    await expect(pill.locator('.sq-pill-cart__quantity')).toHaveText('3');
    await expect(pill).toHaveAccessibleName('3 items in cart');
  }
});
