import { expect, test, waitForHydration } from './fixtures';

const PAGE = '/demo-pages/add-to-cart.html';
const BUTTON = 'sq-add-to-cart .sq-add-to-cart__button';
const COUNT = 'sq-pill-cart .sq-pill-cart__quantity';

test.describe('add to cart → pill cart', () => {
  test('shows Adding…, then Added! 1 s after the response for 2 s, and the pill keeps 1 after a reload', async ({
    page,
    pageErrors,
  }) => {
    await page.clock.install({ time: new Date('2026-11-20T10:00:00Z') });
    await page.goto(PAGE);
    await waitForHydration(page, 'sq-add-to-cart');
    // From here on, page time moves only when the test says so.
    await page.clock.pauseAt(new Date('2026-11-20T11:00:00Z'));
    const button = page.locator(BUTTON);
    const pill = page.locator('sq-pill-cart a');
    await expect(button).toHaveText('Add To Cart');
    await expect(pill).toBeHidden();

    const response = page.waitForResponse((r) => r.url().includes('/shopping-cart/entries'));
    await button.click();
    await expect(button).toHaveText('Adding…');
    expect((await response).status()).toBe(200);
    await expect(pill).toBeVisible();
    await expect(page.locator(COUNT)).toHaveText('1');
    await expect(page.getByRole('link', { name: 'One item in cart' })).toBeVisible();

    await page.clock.runFor(990);
    await expect(button).toHaveText('Adding…');
    await page.clock.runFor(20);
    await expect(button).toHaveText('Added!');
    await expect(page.locator('sq-add-to-cart [role="status"]')).toHaveText('Added!');
    await page.clock.runFor(1970);
    await expect(button).toHaveText('Added!');
    await page.clock.runFor(40);
    await expect(button).toHaveText('Add To Cart');

    await page.reload();
    await expect(pill).toBeVisible();
    await expect(page.locator(COUNT)).toHaveText('1');
    expect(pageErrors).toEqual([]);
  });

  test('a second click while adding adds nothing more', async ({ page }) => {
    await page.goto(PAGE);
    await waitForHydration(page, 'sq-add-to-cart');
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/shopping-cart/entries')) posts++;
    });
    const button = page.locator(BUTTON);
    await button.click();
    // force: a shopper can click a button that says it is busy; Playwright would wait for it.
    await button.click({ force: true });
    await button.click({ force: true });
    await expect(page.locator(COUNT)).toHaveText('1');
    await expect(button).toHaveText('Added!');
    expect(posts).toBe(1);
  });

  for (const [kind, message] of [
    ['429', 'Please try again in a few seconds.'],
    ['crumb', 'Your session has expired. Please reload the page and try again.'],
    ['offline', 'Please check your internet connection.'],
    ['500', 'Something went wrong on our side.'],
  ] as const) {
    test(`a ${kind} failure shows the 'Unable to Add Item' alert with its message`, async ({
      page,
      fault,
    }) => {
      await page.goto(PAGE);
      await waitForHydration(page, 'sq-add-to-cart');
      await fault(kind);
      await page.locator(BUTTON).click();
      const alert = page.getByRole('alertdialog', { name: 'Unable to Add Item' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(message);
      await expect(page.locator(BUTTON)).toHaveText('Add To Cart');
      await expect(page.locator('sq-pill-cart a')).toBeHidden();
      await alert.getByRole('button', { name: 'OK' }).click();
      await expect(alert).toBeHidden();

      // The fault was for one request only: the next add goes through.
      await page.locator(BUTTON).click();
      await expect(page.locator(COUNT)).toHaveText('1');
    });
  }

  test('a full cart (100 lines) refuses the 101st with the alert, and keeps its lines', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await waitForHydration(page, 'sq-add-to-cart');
    // 100 engraved mugs, each with its own engraving, are 100 lines (stock made unlimited first).
    const statuses = await page.evaluate(async () => {
      const crumb = document.cookie.match(/(?:^|; )crumb=([^;]*)/)?.[1] ?? '';
      const stock = (body: object) =>
        fetch(`/api/__test/stock?crumb=${crumb}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ sku: 'SQ-MUG-ENGRAVED', ...body }),
        });
      const before = (
        await (await fetch('/api/commerce/inventory/stock/?itemId=5f1a0000000000000000000e')).json()
      ).results[0];
      await stock({ qtyInStock: before.qtyInStock, unlimited: true });
      const out: number[] = [];
      for (let i = 0; i < 100; i++) {
        const response = await fetch(`/api/commerce/shopping-cart/entries?crumb=${crumb}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            itemId: '5f1a0000000000000000000e',
            sku: 'SQ-MUG-ENGRAVED',
            quantity: 1,
            additionalFields: JSON.stringify({ 'e-text': `No. ${i}`, 'e-font': 'Serif' }),
          }),
        });
        out.push(response.status);
      }
      await stock({ qtyInStock: before.qtyInStock, unlimited: before.unlimited });
      return out;
    });
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    await page.locator(BUTTON).click();
    const alert = page.getByRole('alertdialog', { name: 'Unable to Add Item' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('A cart can hold at most 100 different items.');
    const cart = await page.evaluate(async () =>
      (await fetch('/api/commerce/shopping-cart')).json(),
    );
    expect(cart.entries).toHaveLength(100);
  });

  test('a bad attribute logs one console error naming the element and attribute, and nothing throws', async ({
    page,
    consoleErrors,
    pageErrors,
  }) => {
    await page.goto(PAGE);
    await waitForHydration(page, 'sq-add-to-cart');
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<sq-add-to-cart id="bad" item-id="5f1a00000000000000000001" sku="SQ-MUG-01" quantity="lots"><button type="button">Add To Cart</button></sq-add-to-cart>',
      );
    });
    const bad = page.locator('#bad');
    await expect(bad.locator('button')).toBeDisabled();
    await expect(bad).toHaveJSProperty('inert', true);
    await expect(bad).not.toHaveAttribute('data-hydrated');
    const errors = consoleErrors.filter((text) => text.includes('<sq-add-to-cart>'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('"quantity"');
    expect(pageErrors).toEqual([]);
  });

  test('including the script twice still gives one working button and one count', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await waitForHydration(page, 'sq-add-to-cart');
    await page.addScriptTag({ url: '/sq-storefront.js' });
    await page.locator(BUTTON).click();
    await expect(page.locator(COUNT)).toHaveText('1');
    await expect(page.locator(BUTTON)).toHaveCount(1);
  });

  test('neither hydration nor the button states shift the layout (CLS 0)', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
        }[]) {
          // As CLS itself does: shifts right after the shopper's own input do not count.
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(PAGE);
    await waitForHydration(page, 'sq-add-to-cart');
    await page.locator(BUTTON).click();
    await expect(page.locator(BUTTON)).toHaveText('Added!');
    await expect(page.locator(BUTTON)).toHaveText('Add To Cart');
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBe(0);
  });
});
