import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, seriousViolations, test } from './fixtures';

const pages = [
  '/',
  ...readdirSync('demo-pages')
    .filter((f) => f.endsWith('.html'))
    .map((f) => `/demo-pages/${f}`),
];

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

for (const path of pages) {
  test(`${path} has no serious or critical axe violation, before and after its main action`, async ({
    page,
  }) => {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
    if (await pressMainAction(page)) expect(await seriousViolations(page)).toEqual([]);
  });
}
