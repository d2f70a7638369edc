import type { Locator, Page } from '@playwright/test';
import { addViaApi, expect, seriousViolations, test, typeInto, waitForHydration } from './fixtures';

/** The shop the server renders; each product's page there has its add-to-cart button. */
const SHOP = '/shop';
const SHOP_BUTTON = '.sqs-add-to-cart-button';
const MUG = { itemId: '5f1a00000000000000000001', sku: 'SQ-MUG-01' };
const GUIDE = { itemId: '5f1a00000000000000000004', sku: 'SQ-GUIDE-PDF' };
const ENGRAVED = { itemId: '5f1a0000000000000000000e', sku: 'SQ-MUG-ENGRAVED' };

/** A product card's add-to-cart button on a page listing several products. */
const cardButton = (page: Page, slug: string) => page.locator(`#${slug} .sq-add-to-cart__button`);
const pill = (page: Page) => page.locator('sq-pill-cart a');
const cartItem = (page: Page, title: string) =>
  page.locator('.sq-cart-item').filter({ has: page.getByText(title, { exact: true }) });
const quantityField = (item: Locator) => item.locator('.sq-cart-item__quantity input');
const subtotal = (page: Page) => page.locator('.sq-cart-page__subtotal');
const cartAlert = (page: Page) => page.locator('.sq-cart-page__alert');

/** Opens a site page (for the crumb cookie), adds the items, and opens /cart. */
async function cartWith(page: Page, ...items: [{ itemId: string; sku: string }, number][]) {
  await page.goto(SHOP);
  for (const [item, quantity] of items) await addViaApi(page, item, quantity);
  await page.goto('/cart');
  await expect(page.locator('.sq-cart-item')).toHaveCount(items.length);
  await page.waitForLoadState('networkidle');
}

/** The product page of `slug` in the shop, once the script has bound its add-to-cart button. */
async function openProduct(page: Page, slug: string): Promise<void> {
  await page.goto(`${SHOP}/${slug}`);
  await expect(page.locator(`${SHOP_BUTTON}[data-sq-idle-label]`)).toBeAttached();
}

/** Opens a product from the shop's list, as a shopper would, and adds it with its button. */
async function addFromShop(page: Page, title: string): Promise<void> {
  await page.goto(SHOP);
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.locator(`${SHOP_BUTTON}[data-sq-idle-label]`)).toBeAttached();
  await page.locator(SHOP_BUTTON).click();
}

test('shop → cart → change quantity → remove → checkout → order confirmed → an empty cart', async ({
  page,
  pageErrors,
}) => {
  await addFromShop(page, 'Ceramic Mug');
  await expect(pill(page)).toHaveAccessibleName('One item in cart');
  await addFromShop(page, 'Field Guide (PDF)');
  await expect(pill(page)).toHaveAccessibleName('2 items in cart');

  await pill(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart');
  await expect(pill(page)).toBeHidden();
  const mug = cartItem(page, 'Ceramic Mug');
  await expect(mug.locator('img')).toHaveAttribute('src', '/demo-pages/images/ceramic-mug.svg');
  await expect(mug.locator('.sq-cart-item__total')).toHaveText('$24.00');
  await expect(subtotal(page)).toHaveText('Subtotal $36.00');
  // Back to the page the shopper came from.
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
    'href',
    new RegExp(`${SHOP}/field-guide$`),
  );
  expect(await seriousViolations(page)).toEqual([]);

  await typeInto(quantityField(mug), '3');
  await expect(mug.locator('.sq-cart-item__total')).toHaveText('$72.00');
  await expect(subtotal(page)).toHaveText('Subtotal $84.00');
  await expect(page.locator('.sq-cart-page [role="status"]')).toHaveText('4 items in cart');

  await cartItem(page, 'Field Guide (PDF)')
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(page.locator('.sq-cart-item')).toHaveCount(1);
  await expect(subtotal(page)).toHaveText('Subtotal $72.00');

  // The cart survives a reload: it is the server's.
  await page.reload();
  await expect(quantityField(cartItem(page, 'Ceramic Mug'))).toHaveValue('3');

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\?cartToken=/);
  await expect(page.getByText('Ceramic Mug × 3')).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order confirmed');
  await expect(page.getByText('Ceramic Mug × 2')).toHaveCount(0);
  await expect(page.getByText(/Ceramic Mug × 3/)).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByText('You have nothing in your shopping cart.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Checkout' })).toHaveCount(0);
  await page.goto(SHOP);
  await waitForHydration(page, 'sq-pill-cart');
  await expect(pill(page)).toBeHidden();
  expect(pageErrors).toEqual([]);
});

test('opening the cart sends the view-cart visitor event and the view-cart DOM event', async ({
  page,
}) => {
  await page.addInitScript(() => {
    document.addEventListener('sq:cart:view', () => {
      const w = window as unknown as { viewed?: number };
      w.viewed = (w.viewed ?? 0) + 1;
    });
  });
  await cartWith(page, [MUG, 2]);
  expect(await page.evaluate(() => (window as unknown as { viewed: number }).viewed)).toBe(1);
  const cartId = (await page.context().cookies()).find((c) => c.name === 'CART')?.value;
  // The server's test hook lists the visitor events it received.
  const { events } = await (await page.request.get('/api/__test/clanker-events')).json();
  const views = events.filter(
    (e: { eventContent: { name: string; cartId: string } }) =>
      e.eventContent.name === 'view_cart' && e.eventContent.cartId === cartId,
  );
  expect(views).toEqual([
    {
      eventSchemaName: 'CommerceVisitorEvent',
      eventContent: expect.objectContaining({
        itemIds: [MUG.itemId],
        quantities: [2],
        currency: 'USD',
        websiteId: 'demo-website',
        pageId: 'page-cart',
      }),
    },
  ]);
});

test('a line’s image is requested once: its source is set once, on one <img>', async ({ page }) => {
  await page.goto(SHOP);
  await addViaApi(page, MUG, 1);
  // Every source given to an <img>, by attribute or property. Chromium shares a request in flight
  // when a source is set again; an engine that follows the HTML rules to the letter (Firefox)
  // aborts it and sends another, so each source set is a request there.
  await page.addInitScript(() => {
    const sources: string[] = [];
    (window as unknown as { imageSources: string[] }).imageSources = sources;
    const setAttribute = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
      if (this instanceof HTMLImageElement && name.toLowerCase() === 'src') sources.push(value);
      setAttribute.call(this, name, value);
    };
    const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src');
    Object.defineProperty(HTMLImageElement.prototype, 'src', {
      ...src,
      set(this: HTMLImageElement, value: string) {
        sources.push(value);
        src?.set?.call(this, value);
      },
    });
  });
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname);
  });
  await page.goto('/cart');
  const image = page.locator('.sq-cart-item__image');
  await expect(image).toHaveJSProperty('complete', true);
  await page.waitForLoadState('networkidle');
  const src = await image.getAttribute('src');
  expect(src).toMatch(/\.svg$/);
  expect(requested.filter((path) => path === src)).toEqual([src]);
  const sources = await page.evaluate(
    () => (window as unknown as { imageSources: string[] }).imageSources,
  );
  expect(sources.filter((source) => source === src)).toEqual([src]);
});

test('a 0 typed on the way to another quantity keeps the line; a 0 left in the field removes it', async ({
  page,
}) => {
  await cartWith(page, [MUG, 2]);
  const field = quantityField(cartItem(page, 'Ceramic Mug'));
  // Backspace over the 2, then 0 and 3: the 0 on the way removes nothing.
  await field.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('0');
  await expect(field).toHaveValue('0');
  await page.keyboard.press('3');
  await expect(subtotal(page)).toHaveText('Subtotal $72.00');
  await field.blur();
  await expect(field).toHaveValue('3');
  await page.reload();
  await expect(quantityField(cartItem(page, 'Ceramic Mug'))).toHaveValue('3');
  // 0 and leaving the field: the line goes.
  await typeInto(quantityField(cartItem(page, 'Ceramic Mug')), '0');
  await expect(page.locator('.sq-cart-item')).toHaveCount(1);
  // The line goes at once; the reload waits for the server's answer to the change, which a
  // navigation begun before it arrives would cancel.
  const changed = page.waitForResponse(
    (r) =>
      r.url().includes('/api/commerce/shopping-cart/entries/') && r.request().method() !== 'GET',
  );
  await page.keyboard.press('Tab');
  await expect(page.locator('.sq-cart-item')).toHaveCount(0);
  expect((await changed).ok()).toBe(true);
  await page.reload();
  await expect(page.locator('.sq-cart-item')).toHaveCount(0);
});

test('rapid quantity changes: earlier requests are cancelled and the last one wins', async ({
  page,
}) => {
  await cartWith(page, [MUG, 1]);
  // A server slower than any typing (a driver's key press can take a few hundred milliseconds on
  // a busy machine), so the shopper's changes overtake its answers.
  await page.route('**/api/commerce/shopping-cart/entries/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue().catch(() => {});
  });
  const cancelled: string[] = [];
  page.on('requestfailed', (r) => {
    if (r.method() === 'PUT') cancelled.push(r.failure()?.errorText ?? '');
  });
  const field = quantityField(cartItem(page, 'Ceramic Mug'));
  for (const value of ['2', '5', '3', '7', '4']) {
    await typeInto(field, value);
    await expect(field).toHaveValue(value);
  }
  await expect(subtotal(page)).toHaveText('Subtotal $96.00');
  await field.blur();
  await expect(field).toHaveValue('4');
  expect(cancelled.length).toBeGreaterThanOrEqual(1);
  await page.unrouteAll({ behavior: 'wait' });
  await page.reload();
  await expect(quantityField(cartItem(page, 'Ceramic Mug'))).toHaveValue('4');
});

for (const [kind, reason] of [
  ['500', 'Something went wrong on our side.'],
  ['offline', 'Please check your internet connection'],
  ['429', 'Please try again in a few seconds.'],
] as const) {
  test(`a refused quantity change (${kind}) rolls back and says 'Unable to update quantity'`, async ({
    page,
    fault,
  }) => {
    await cartWith(page, [MUG, 2]);
    await fault(kind);
    const field = quantityField(cartItem(page, 'Ceramic Mug'));
    await typeInto(field, '5');
    await expect(cartAlert(page)).toHaveText(`Unable to update quantity${reason}`);
    await field.blur();
    await expect(field).toHaveValue('2');
    await expect(subtotal(page)).toHaveText('Subtotal $48.00');
  });
}

test("a refused remove keeps the item and says 'Unable to remove item'", async ({
  page,
  fault,
}) => {
  await cartWith(page, [MUG, 1]);
  await fault('500');
  await cartItem(page, 'Ceramic Mug')
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(cartAlert(page)).toHaveText(
    'Unable to remove itemSomething went wrong on our side.',
  );
  await expect(page.locator('.sq-cart-item')).toHaveCount(1);
});

test('below the store minimum, checkout is blocked with the minimum named', async ({ page }) => {
  await cartWith(page, [GUIDE, 1]);
  await expect(page.locator('.sq-cart-page__problem')).toHaveText(
    'To check out, your order subtotal must be $15.00 or more.',
  );
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toHaveAttribute('aria-disabled', 'true');
  await checkout.click({ force: true });
  await expect(page).toHaveURL(/\/cart$/);
  // A second guide makes $24.00: above the minimum.
  await addViaApi(page, GUIDE, 1);
  await page.reload();
  await expect(subtotal(page)).toHaveText('Subtotal $24.00');
  await expect(page.locator('.sq-cart-page__problem')).toHaveCount(0);
  await expect(checkout).not.toHaveAttribute('aria-disabled', 'true');
});

test('missing details block checkout until edited in the lightbox', async ({ page }) => {
  await page.goto(SHOP);
  // An entry added without its details (the server takes none, or all that are required).
  await addViaApi(page, ENGRAVED, 1);
  await page.goto('/cart');
  const item = cartItem(page, 'Engraved Mug');
  await expect(page.locator('.sq-cart-page__problem')).toHaveText(
    'Update the missing or invalid information above.',
  );

  await item.getByRole('button', { name: /^Edit details/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Engraving' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await typeInto(dialog.getByLabel('Engraving text'), 'Ada');
  await dialog.getByLabel('Font').selectOption('Script');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(item.locator('.sq-cart-item__answers')).toContainText('Ada');
  await expect(item.locator('.sq-cart-item__answers')).toContainText('Script');
  await expect(page.locator('.sq-cart-page__problem')).toHaveCount(0);
  await page.reload();
  await expect(cartItem(page, 'Engraved Mug').locator('.sq-cart-item__answers')).toContainText(
    'Script',
  );
});

test('Customers also bought: related products from the same collections, addable', async ({
  page,
}) => {
  await cartWith(page, [MUG, 1]);
  const related = page.getByRole('region', { name: 'Customers also bought' });
  await expect(related).toBeVisible();
  // Which related product comes first depends on the stock other tests (in every engine, on one
  // server) have left: whichever it is, it can be added, and then it is no longer suggested.
  const first = related.locator('.sq-related__name').first();
  await expect(first).toHaveText(/\S/);
  const name = (await first.textContent()) ?? '';
  await expect(related.getByText('Ceramic Mug')).toHaveCount(0);
  await related.getByRole('button', { name: new RegExp(`Add To Cart.*${name}`) }).click();
  await expect(page.locator('.sq-cart-item')).toHaveCount(2);
  await expect(related.getByText(name, { exact: true })).toHaveCount(0);
});

test('two tabs: a change in one shows in the other', async ({ context }) => {
  const shop = await context.newPage();
  await shop.goto(SHOP);
  await addViaApi(shop, MUG, 1);
  const cart = await context.newPage();
  await cart.goto('/cart');
  await expect(cart.locator('.sq-cart-item')).toHaveCount(1);
  await openProduct(shop, 'field-guide');

  await shop.locator(SHOP_BUTTON).click();
  await expect(cart.locator('.sq-cart-item')).toHaveCount(2);

  await typeInto(quantityField(cartItem(cart, 'Ceramic Mug')), '4');
  await expect(pill(shop)).toHaveAccessibleName('5 items in cart');
});

test('Back to the cart after adding elsewhere shows the current cart', async ({ page }) => {
  await cartWith(page, [MUG, 1]);
  await page.getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${SHOP}$`));
  await page.getByRole('link', { name: 'Field Guide (PDF)', exact: true }).click();
  await expect(page.locator(`${SHOP_BUTTON}[data-sq-idle-label]`)).toBeAttached();
  await page.locator(SHOP_BUTTON).click();
  await expect(pill(page)).toHaveAccessibleName('2 items in cart');
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('.sq-cart-item')).toHaveCount(2);
  await page.goForward();
  await expect(pill(page)).toHaveAccessibleName('2 items in cart');
});

test('a template cart link follows the cart, and no pill is shown', async ({ page }) => {
  await page.goto('/demo-pages/custom-cart.html');
  await waitForHydration(page, 'sq-add-to-cart');
  const link = page.locator('[data-sq-custom-cart]');
  await expect(link).toHaveClass(/sq-cart--empty/);
  await expect(link).toHaveAttribute('data-initialized', 'true');
  await cardButton(page, 'ceramic-mug').click();
  await expect(link.locator('[data-sq-cart-quantity]')).toHaveText('1');
  await expect(link.locator('[data-sq-cart-subtotal]')).toHaveText('$24.00');
  await expect(link).not.toHaveClass(/sq-cart--empty/);
  await expect(page.locator('sq-pill-cart')).toHaveCount(0);
});

test('two shoppers ordering the last one at once: exactly one order goes through', async ({
  browser,
  baseURL,
}) => {
  const shoppers = await Promise.all([
    browser.newContext({ baseURL }),
    browser.newContext({ baseURL }),
  ]);
  const pages = await Promise.all(shoppers.map((c) => c.newPage()));
  const [first] = pages;
  if (!first) throw new Error('no page');
  await Promise.all(pages.map((p) => p.goto('/demo-pages/last-in-stock.html')));
  // Reset the stock through the test hook, so the test does not depend on earlier runs.
  const reset = await first.evaluate(async () => {
    const crumb = document.cookie.match(/(?:^|; )crumb=([^;]*)/)?.[1] ?? '';
    const response = await fetch(`/api/__test/stock?crumb=${crumb}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sku: 'SQ-PRINT-LAST', qtyInStock: 1 }),
    });
    return response.status;
  });
  expect(reset).toBe(200);
  // Stock is taken at order time: both carts may hold it.
  for (const p of pages)
    await addViaApi(p, { itemId: '5f1a00000000000000000002', sku: 'SQ-PRINT-LAST' });
  await Promise.all(pages.map((p) => p.goto('/cart')));
  await Promise.all(pages.map((p) => p.getByRole('button', { name: 'Checkout' }).click()));
  await Promise.all(pages.map((p) => expect(p).toHaveURL(/\/checkout\?cartToken=/)));
  await Promise.all(pages.map((p) => p.getByRole('button', { name: 'Place order' }).click()));
  const outcomes = await Promise.all(
    pages.map(async (p) => {
      const confirmed = p.getByRole('heading', { name: 'Order confirmed' });
      const refused = p.getByRole('alert');
      await expect(confirmed.or(refused)).toBeVisible();
      return (await confirmed.isVisible()) ? 'ordered' : await refused.textContent();
    }),
  );
  expect(outcomes.filter((o) => o === 'ordered')).toHaveLength(1);
  expect(outcomes.find((o) => o !== 'ordered')).toContain(
    'Sorry, we do not have enough of that item available.',
  );
  await Promise.all(shoppers.map((c) => c.close()));
});
