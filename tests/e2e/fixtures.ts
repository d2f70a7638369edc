import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
// Evaluated through the driver, not added as an inline script, which the pages' CSP refuses.
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Fixtures {
  /** Uncaught exceptions of the page: every test ends expecting none. */
  pageErrors: Error[];
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.SQ_BASE_URL;
    if (!url) throw new Error('SQ_BASE_URL is not set: the global setup did not start the server');
    await use(url);
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
    expect(errors, 'uncaught exceptions in the page').toEqual([]);
  },
  consoleErrors: async ({ page }, use) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') messages.push(message.text());
    });
    await use(messages);
  },
});

export { expect };

/** Serious and critical axe-core violations of the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(): Promise<{ violations: { id: string; impact: string | null; nodes: unknown[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run();
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, count: v.nodes.length }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.count} nodes)`);
}

/** Waits until every custom element on the page has hydrated. */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await expect(page.locator(`${selector}:not([data-hydrated])`)).toHaveCount(0);
  await expect(page.locator(`${selector}[data-hydrated]`).first()).toBeAttached();
}

/**
 * Adds to the cart through the API as the page would (the crumb from the page's cookie), so a
 * test starts from a known cart. The page must be one of the site's (it sets the crumb).
 */
export async function addViaApi(
  page: Page,
  item: { itemId: string; sku: string },
  quantity = 1,
  additionalFields: string | null = null,
): Promise<void> {
  const status = await page.evaluate(
    async (body) => {
      const crumb = document.cookie.match(/(?:^|; )crumb=([^;]*)/)?.[1] ?? '';
      const response = await fetch(`/api/commerce/shopping-cart/entries?crumb=${crumb}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { ...item, quantity, ...(additionalFields ? { additionalFields } : {}) },
  );
  expect(status).toBe(200);
}
