import { expect, test, waitForHydration } from './fixtures';

const PAGE = '/demo-pages/add-to-cart.html';

test.describe('add to cart → pill cart', () => {
  test('shows Adding…, then Added! 1 s after the response for 2 s, and the pill keeps 1 after a reload', async ({
    page,
    pageErrors,
  }) => {
    await page.clock.install();
    await page.goto(PAGE);
    await waitForHydration(page, 'sq-add-to-cart');
    const button = page.locator('sq-add-to-cart button');
    const pill = page.locator('sq-pill-cart a');
    await expect(button).toHaveText('Add To Cart');
    await expect(pill).toBeHidden();

    const response = page.waitForResponse((r) => r.url().includes('/shopping-cart/entries'));
    await button.click();
    await expect(button).toHaveText('Adding…');
    expect((await response).status()).toBe(200);
    await expect(pill).toBeVisible();
    await expect(pill).toHaveText('1');
    await expect(pill).toHaveAttribute('aria-label', 'One item in cart');

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
    await expect(pill).toHaveText('1');
    expect(pageErrors).toEqual([]);
  });

  test('a second click while adding adds nothing more', async ({ page }) => {
    await page.goto(PAGE);
    await waitForHydration(page, 'sq-add-to-cart');
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/shopping-cart/entries')) posts++;
    });
    const button = page.locator('sq-add-to-cart button');
    await button.click();
    await button.click();
    await button.click();
    await expect(page.locator('sq-pill-cart a')).toHaveText('1');
    await expect(button).toHaveText('Added!');
    expect(posts).toBe(1);
  });

  for (const [fault, message] of [
    ['429', 'Please try again in a few seconds.'],
    ['crumb', 'Your session has expired. Please reload the page and try again.'],
    ['offline', 'Please check your internet connection.'],
    ['500', 'Something went wrong on our side.'],
  ] as const) {
    test(`a ${fault} failure shows the 'Unable to Add Item' alert with its message`, async ({
      page,
      context,
      baseURL,
    }) => {
      await page.goto(PAGE);
      await waitForHydration(page, 'sq-add-to-cart');
      await context.addCookies([{ name: 'sq-fault', value: fault, url: baseURL as string }]);
      await page.locator('sq-add-to-cart button').click();
      const alert = page.getByRole('alertdialog', { name: 'Unable to Add Item' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(message);
      await expect(page.locator('sq-add-to-cart button')).toHaveText('Add To Cart');
      await expect(page.locator('sq-pill-cart a')).toBeHidden();
      await alert.getByRole('button', { name: 'OK' }).click();
      await expect(alert).toBeHidden();

      // The fault was for one request only: the next add goes through.
      await page.locator('sq-add-to-cart button').click();
      await expect(page.locator('sq-pill-cart a')).toHaveText('1');
    });
  }

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
    await page.locator('sq-add-to-cart button').click();
    await expect(page.locator('sq-pill-cart a')).toHaveText('1');
    await expect(page.locator('sq-add-to-cart button')).toHaveCount(1);
  });

  test('hydration does not shift the layout (CLS 0)', async ({ page }) => {
    await page.goto(PAGE);
    await waitForHydration(page, 'sq-add-to-cart');
    await page.locator('sq-add-to-cart button').click();
    await expect(page.locator('sq-pill-cart a')).toBeVisible();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              total += (entry as unknown as { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
        }),
    );
    expect(shift).toBe(0);
  });
});

test('two shoppers adding the last one at once: exactly one gets it', async ({
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
  await Promise.all(pages.map((p) => waitForHydration(p, 'sq-add-to-cart')));
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

  await Promise.all(pages.map((p) => p.locator('sq-add-to-cart button').click()));
  const outcomes = await Promise.all(
    pages.map(async (p) => {
      const added = p.locator('sq-pill-cart a', { hasText: '1' });
      const refused = p.getByRole('alertdialog', { name: 'Unable to Add Item' });
      await expect(added.or(refused)).toBeVisible();
      return (await added.isVisible()) ? 'added' : await refused.textContent();
    }),
  );
  expect(outcomes.filter((o) => o === 'added')).toHaveLength(1);
  expect(outcomes.find((o) => o !== 'added')).toContain(
    'Sorry, we do not have enough of that item available.',
  );
  await Promise.all(shoppers.map((c) => c.close()));
});
