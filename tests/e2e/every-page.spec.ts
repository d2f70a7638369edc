import type { Page } from '@playwright/test';
import { EVERY_PAGE } from '../helpers/site-pages';
import { expect, seriousViolations, test } from './fixtures';
import { cspViolations, expectHydrated, recordCspViolations } from './page-checks';

/**
 * Every page, loaded once and checked for all that every page owes a visitor:
 * - it runs under its Content-Security-Policy with nothing it needs blocked;
 * - its elements come to life, each to exactly its server markup (a demo page's), so nothing moves;
 * - axe-core finds no serious or critical violation, before and after the page's main action.
 */

test.beforeEach(async ({ page }) => recordCspViolations(page));

/**
 * Presses the page's main action: the first enabled add button, else a back-in-stock button. The
 * press adds (the pill shows), is refused (an alert shows), opens a dialog, or hands off to another
 * page; whichever it is, that is the next state to check. False when the page has no action.
 */
async function pressMainAction(page: Page): Promise<boolean> {
  const add = page.locator('sq-add-to-cart[data-hydrated] .sq-add-to-cart__button:enabled').first();
  const restock = page.locator('sq-restock-signup[data-hydrated] button[type="submit"]').first();
  const action = (await add.count()) ? add : restock;
  if (!(await action.count())) return false;
  const before = page.url();
  // A back-in-stock button waits (aria-disabled) for its captcha, which Playwright would wait on
  // too; a press on it still checks the email, and that refusal is the next state.
  await action.click({ force: action === restock });
  const settled = async () =>
    page.url() !== before ||
    (await page
      .locator(
        'sq-pill-cart a:visible, [data-sq-custom-cart]:not(.sq-cart--empty), dialog[open], [role="alert"]:not(:empty)',
      )
      .count()) > 0;
  await expect.poll(settled).toBe(true);
  await page.waitForLoadState();
  return true;
}

/** The storefront elements of a demo page that differ from their server markup once hydrated. */
async function hydrationMismatches(page: Page, path: string): Promise<string[]> {
  const source = await (await page.request.get(path)).text();
  return page.evaluate((html) => {
    const server = new DOMParser().parseFromString(html, 'text/html');
    const selector =
      'sq-add-to-cart, sq-pill-cart, sq-afterpay-pill, sq-restock-signup, sq-custom-form';
    const live = Array.from(document.querySelectorAll(selector));
    return Array.from(server.querySelectorAll(selector)).flatMap((element, index) => {
      const hydrated = live[index]?.cloneNode(true) as Element | undefined;
      // React may write one text as several adjacent text nodes; the page looks the same.
      hydrated?.normalize();
      // The captcha provider's own DOM arrives after hydration, inside a container sized for it.
      for (const box of hydrated?.querySelectorAll('.sq-captcha-container') ?? [])
        box.replaceChildren();
      // The first-update marker is the one attribute the server cannot know.
      for (const marked of hydrated?.querySelectorAll('[data-initialized]') ?? []) {
        marked.removeAttribute('data-initialized');
      }
      const same =
        hydrated !== undefined &&
        hydrated.childNodes.length === element.childNodes.length &&
        Array.from(element.childNodes).every((node, i) =>
          node.isEqualNode(hydrated.childNodes[i] ?? null),
        );
      return same
        ? []
        : [`${element.localName}[${index}]: ${element.innerHTML} ≠ ${hydrated?.innerHTML}`];
    });
  }, source);
}

for (const path of EVERY_PAGE) {
  test(`${path}: live under its CSP, hydrated as served, axe-clean before and after its main action`, async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expectHydrated(page);
    if (path.startsWith('/demo-pages/')) expect(await hydrationMismatches(page, path)).toEqual([]);
    expect(await cspViolations(page, consoleErrors)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    if (await pressMainAction(page)) expect(await seriousViolations(page)).toEqual([]);
  });
}
