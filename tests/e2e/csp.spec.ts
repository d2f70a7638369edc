import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, typeInto } from './fixtures';

/**
 * Every page the server serves runs under its Content-Security-Policy: nothing it needs is
 * blocked, its elements come to life, and a script the site did not declare does not run.
 */
const PAGES = [
  '/',
  ...readdirSync('demo-pages')
    .filter((f) => f.endsWith('.html'))
    .map((f) => `/demo-pages/${f}`),
  '/shop',
  '/shop/canvas-tote',
  '/cart',
];
// Unlimited stock, so ordering it takes nothing other tests count on; two pass the store minimum.
const GUIDE = { itemId: '5f1a00000000000000000004', sku: 'SQ-GUIDE-PDF' };

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}
type Recorded = Window & { __cspViolations?: Violation[] };

// The recorder is in place before the page's first script, so no violation goes unseen.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as Recorded).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      }),
    );
  });
});

/** The page's CSP violations so far, as readable lines, and the console's CSP complaints. */
async function violations(page: Page, consoleErrors: string[]): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const recorded = await page.evaluate(() => (window as Recorded).__cspViolations ?? []);
  return [
    ...recorded.map((v) => `${v.directive} blocked ${v.blocked || 'inline'}: ${v.sample}`),
    ...consoleErrors.filter((message) => /Content Security Policy/i.test(message)),
  ];
}

/** Waits until the bundle has run and every element and store button on the page is live. */
async function expectHydrated(page: Page): Promise<void> {
  if (!(await page.locator('script[src="/sq-storefront.js"]').count())) return;
  await page.waitForFunction(() => 'Sq' in window);
  const pending = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('*'))
        .filter((e) => e.localName.startsWith('sq-') && !e.hasAttribute('data-hydrated'))
        .map((e) => e.localName),
    );
  await expect.poll(pending).toEqual([]);
  await expect(page.locator('.sqs-add-to-cart-button:not([data-sq-idle-label])')).toHaveCount(0);
}

for (const path of PAGES) {
  test(`${path} comes to life under the CSP with no violation`, async ({ page, consoleErrors }) => {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expectHydrated(page);
    expect(await violations(page, consoleErrors)).toEqual([]);
  });
}

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
