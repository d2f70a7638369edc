import type { Page } from '@playwright/test';
import { expect, test, typeInto, waitForHydration } from './fixtures';

/**
 * Products whose purchase does not stay on the page, with an additional-fields form: the answers
 * are asked for in the fields dialog first, then go with the purchase [G-05]. A subscription
 * (the Monthly Flower Box's store page, with the card-message form) sends them with the
 * subscription call and hands off to its checkout [L-09, A-05]; in an express-checkout store, the
 * Engraved Mug's are added with the entry before checkout. Each journey ends with the order
 * placed, its confirmation listing the answers that went with the purchase: what the shopper sees,
 * in every engine (Firefox over BiDi does not give a request's body to the test).
 */

/** Places the order on the checkout page; the confirmation lists `item` with `answers`. */
async function placeOrderWithAnswers(page: Page, item: string, answers: [string, string][]) {
  await page.getByRole('button', { name: 'Place order' }).click();
  // 'Order confirmed', or 'Subscription confirmed'.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ confirmed$/);
  const line = page.getByRole('listitem').filter({ hasText: item });
  for (const [title, value] of answers) {
    await expect(line.locator('dt', { hasText: title }).locator('+ dd')).toHaveText(value);
  }
}

test('a subscription with additional fields asks for them, subscribes with them and hands off to its checkout', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/shop/monthly-flowers');
  const subscribe = page.locator('.sqs-add-to-cart-button');
  await expect(subscribe).toHaveAttribute('data-sq-idle-label');
  await expect(subscribe).toHaveText(/Subscribe/);
  await subscribe.click();

  const dialog = page.getByRole('dialog', { name: 'Card message' });
  await expect(dialog).toBeVisible();
  // The form's underlined section title has its line in the dialog, which the bundle styles.
  await expect(dialog.getByRole('heading', { name: 'Your card' })).toHaveCSS(
    'border-bottom-style',
    'solid',
  );
  await typeInto(dialog.getByLabel('Message *'), 'Happy spring, Grace!');
  await dialog.getByRole('radio', { name: 'Blue' }).check();
  await dialog.getByRole('button', { name: 'Add To Cart' }).click();

  // The subscription's own cart, whose token the checkout page was given, holds the flower box.
  await page.waitForURL(/\/checkout\/subscription\?cartToken=\w+$/);
  await expect(page.getByText('Monthly Flower Box × 1')).toBeVisible();
  await placeOrderWithAnswers(page, 'Monthly Flower Box × 1', [
    ['Message', 'Happy spring, Grace!'],
    ['Ink', 'Blue'],
  ]);
  expect(pageErrors).toEqual([]);
});

test('in an express-checkout store, a product with additional fields asks for them, adds them and goes to checkout', async ({
  page,
  pageErrors,
}) => {
  const PAGE = '/demo-pages/product-additional-fields.html';
  // The engraved mug's page, in a store that sends every purchase straight to checkout.
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toContain('"expressCheckout": false');
    const body = html.replace('"expressCheckout": false', '"expressCheckout": true');
    await route.fulfill({ response, body });
  });
  await page.goto(PAGE);
  await waitForHydration(page, 'sq-add-to-cart');
  await page.locator('sq-add-to-cart .sq-add-to-cart__button').click();

  const dialog = page.getByRole('dialog', { name: 'Engraving' });
  await expect(dialog).toBeVisible();
  await typeInto(dialog.getByLabel('Engraving text *'), 'For Ada');
  await dialog.getByLabel('Font *').selectOption('Script');
  await dialog.getByRole('button', { name: 'Add To Cart' }).click();

  // Checkout is given the shopper's cart, which the entry went into.
  await page.waitForURL(/\/checkout\?cartToken=\w+$/);
  const cartId = (await page.context().cookies()).find((c) => c.name === 'CART')?.value;
  expect(page.url()).toContain(`cartToken=${cartId}`);
  await expect(page.getByText('Engraved Mug × 1')).toBeVisible();
  await placeOrderWithAnswers(page, 'Engraved Mug × 1', [
    ['Engraving text', 'For Ada'],
    ['Font', 'Script'],
  ]);
  expect(pageErrors).toEqual([]);
});
