import { expect, test, typeInto } from './fixtures';
import { expectHydrated, recordCspViolations, cspViolations as violations } from './page-checks';

/**
 * Journeys under the pages' Content-Security-Policy: checkout, a form's post-submit script, and a
 * script the site did not declare, which does not run (every page's own load is checked by the
 * every-page sweep).
 */

test.beforeEach(async ({ page }) => recordCspViolations(page));

// Unlimited stock, so ordering it takes nothing other tests count on; two pass the store minimum.
const GUIDE = { itemId: '5f1a00000000000000000004', sku: 'SQ-GUIDE-PDF' };

test('checkout and the order confirmation run under the CSP with no violation', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/shop');
  await expectHydrated(page);
  const status = await page.evaluate(async (item) => {
    const crumb = document.cookie.match(/(?:^|; )crumb=([^;]*)/)?.[1] ?? '';
    const response = await fetch(`/api/commerce/shopping-cart/entries?crumb=${crumb}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...item, quantity: 2 }),
    });
    return response.status;
  }, GUIDE);
  expect(status).toBe(200);
  await page.goto('/cart');
  await expectHydrated(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\?cartToken=/);
  expect(await violations(page, consoleErrors)).toEqual([]);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order confirmed');
  expect(await violations(page, consoleErrors)).toEqual([]);
});

test("a form's post-submit script runs under the CSP with no violation", async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/demo-pages/form-newsletter.html');
  await expectHydrated(page);
  await typeInto(page.getByLabel('Email *'), 'csp@example.com');
  await page.locator('sq-custom-form button[type="submit"]').click();
  await expect(page.getByText('You are on the list.')).toHaveAttribute('data-ran', 'yes');
  expect(await violations(page, consoleErrors)).toEqual([]);
});

test('an inline script the site did not declare does not run', async ({ page, consoleErrors }) => {
  await page.route('**/demo-pages/thanks.html', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '</body>',
      '<script>window.__injected = true;</script></body>',
    );
    await route.fulfill({ response, body });
  });
  await page.goto('/demo-pages/thanks.html');
  await expectHydrated(page);
  expect(await page.evaluate(() => '__injected' in window)).toBe(false);
  expect((await violations(page, consoleErrors)).join('\n')).toContain('script-src-elem');
});
