import { expect, test, typeInto } from './fixtures';

/** The engraved mug's page in the shop, and its add-to-cart button (bound by the script). */
const MUG_PAGE = '/shop/engraved-mug';
const BUTTON = '.sqs-add-to-cart-button';
const ENGRAVING = 'For Ada & <Grace>';

test('an engraved mug: the answers reach the cart, the confirmation page and the order JSON', async ({
  page,
  browser,
  pageErrors,
}) => {
  await page.goto(MUG_PAGE);
  await expect(page.locator(`${BUTTON}[data-sq-idle-label]`)).toBeAttached();
  await page.locator(BUTTON).click();
  const dialog = page.getByRole('dialog', { name: 'Engraving' });
  await typeInto(dialog.getByLabel('Engraving text *'), ENGRAVING);
  await dialog.getByLabel('Font *').selectOption('Script');
  await dialog.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('sq-pill-cart a')).toHaveAccessibleName('One item in cart');

  await page.goto('/cart');
  const answers = page.locator('.sq-cart-item__answers');
  await expect(answers).toContainText(ENGRAVING);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\?cartToken=[0-9a-f]{32}$/);
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order confirmed');
  const item = page.getByRole('listitem').filter({ hasText: 'Engraved Mug × 1: $32.00' });
  await expect(item.getByRole('term')).toHaveText(['Engraving text', 'Font']);
  await expect(item.getByRole('definition')).toHaveText([ENGRAVING, 'Script']);
  const confirmed = new URL(page.url());
  const orderId = confirmed.searchParams.get('orderId') as string;
  expect(orderId).toMatch(/^[0-9a-f]{32}$/);

  // The browser that placed the order reads it with its own cookies, no token needed.
  const read = await page.evaluate(async (id) => {
    const response = await fetch(`/api/commerce/orders/${id}`);
    return { status: response.status, body: await response.json() };
  }, orderId);
  expect(read.status).toBe(200);
  expect(read.body.order.items).toEqual([
    expect.objectContaining({
      sku: 'SQ-MUG-ENGRAVED',
      productName: 'Engraved Mug',
      quantity: 1,
      additionalFields: [
        { rawTitle: 'Engraving text', values: [ENGRAVING] },
        { rawTitle: 'Font', values: ['Script'] },
      ],
    }),
  ]);
  // The order key cookie is out of the page's scripts' reach.
  expect(await page.evaluate(() => document.cookie)).not.toContain('sq-order-key');

  // Another browser sees nothing without the token, and the order with the confirmation link.
  const stranger = await browser.newContext();
  try {
    const other = await stranger.newPage();
    const refused = await other.request.get(`${confirmed.origin}/api/commerce/orders/${orderId}`);
    expect(refused.status()).toBe(404);
    await other.goto(`${confirmed.origin}/commerce/order-confirmed?orderId=${orderId}`);
    await expect(other.getByText('No order was found for this id.')).toBeVisible();
    await other.goto(confirmed.href);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Order confirmed');
    await expect(other.getByRole('definition').first()).toHaveText(ENGRAVING);
  } finally {
    await stranger.close();
  }
  expect(pageErrors).toEqual([]);
});
