import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Checks that every page of the site must pass, shared by the every-page sweep and the CSP
 * journeys: the Content-Security-Policy violations a page met, and its elements all live.
 */

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}
type Recorded = Window & { __cspViolations?: Violation[] };

/** Records the page's CSP violations from before its first script, so none goes unseen. */
export async function recordCspViolations(page: Page): Promise<void> {
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
}

/** The page's CSP violations so far, as readable lines, and the console's CSP complaints. */
export async function cspViolations(page: Page, consoleErrors: string[]): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const recorded = await page.evaluate(() => (window as Recorded).__cspViolations ?? []);
  return [
    ...recorded.map((v) => `${v.directive} blocked ${v.blocked || 'inline'}: ${v.sample}`),
    ...consoleErrors.filter((message) => /Content Security Policy/i.test(message)),
  ];
}

/** Waits until the bundle has run and every element and store button on the page is live. */
export async function expectHydrated(page: Page): Promise<void> {
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
