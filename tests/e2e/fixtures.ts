import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, test as base, expect, type Locator, type Page } from '@playwright/test';
import { postCartEntry, runAxe, seriousOnly } from '../helpers/in-page';

const require = createRequire(import.meta.url);
// Evaluated through the driver, not added as an inline script, which the pages' CSP refuses.
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Fixtures {
  /** Uncaught exceptions of the page: every test ends expecting none. */
  pageErrors: Error[];
  consoleErrors: string[];
  /**
   * Makes the server fail the page's next matching request as `value` says (the `sq-fault`
   * cookie, e.g. `'400-error:entries'`, read by server/http/faults.ts).
   */
  fault: (value: string) => Promise<void>;
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
  fault: async ({ context, baseURL }, use) => {
    await use((value) => context.addCookies([{ name: 'sq-fault', value, url: baseURL as string }]));
  },
});

export { expect };

/** Serious and critical axe-core violations of the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return seriousOnly(await page.evaluate(runAxe));
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
  const status = await page.evaluate(postCartEntry, {
    ...item,
    quantity,
    ...(additionalFields ? { additionalFields } : {}),
  });
  expect(status).toBe(200);
}

/**
 * Types into a field as a person does, a key at a time, never `fill()` (which sets the whole value
 * in one input event, or by script over WebDriver BiDi, and so hides bugs in how a field reacts to
 * each key): clicks the field, selects all and presses Delete (which also clears a number field,
 * where typing alone would append), then presses the text's keys; an empty text only clears. A
 * date field (`<input type=date>`) takes an ISO day (`2000-01-31`, or '' to clear): each of its
 * segments is cleared and typed in the order the browser lays them out. What the field does with
 * the keys (a maxlength stopping them, a mask) is its own behaviour: expect on the value after.
 */
export async function typeInto(field: Locator, text: string): Promise<void> {
  if ((await field.getAttribute('type')) === 'date') {
    await typeDate(field, text);
    return;
  }
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Delete');
  if (text) await field.pressSequentially(text);
}

type DatePart = 'year' | 'month' | 'day';
const dateLayouts = new WeakMap<Browser, DatePart[]>();

/**
 * The order of a date field's segments, which follows the browser's own language, not the
 * context's locale: read once per browser on a page of its own, by stepping each segment of a
 * known day up and seeing which part changed.
 */
async function dateLayout(page: Page): Promise<DatePart[]> {
  const browser = page.context().browser();
  const known = browser && dateLayouts.get(browser);
  if (known) return known;
  const scratch = await page.context().newPage();
  try {
    await scratch.setContent('<input type="date" value="2005-11-22">');
    const probe = scratch.locator('input');
    await probe.focus();
    const parts: DatePart[] = [];
    let before = '2005-11-22';
    for (let i = 0; i < 3; i++) {
      await probe.press('ArrowUp');
      const after = await probe.inputValue();
      const order = ['year', 'month', 'day'] as const;
      const changed = order.find((_, k) => after.split('-')[k] !== before.split('-')[k]);
      if (!changed) throw new Error(`date field segment ${i} did not step up`);
      parts.push(changed);
      before = after;
      await probe.press('ArrowRight');
    }
    if (browser) dateLayouts.set(browser, parts);
    return parts;
  } finally {
    await scratch.close();
  }
}

async function typeDate(field: Locator, iso: string): Promise<void> {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (iso && !match) throw new Error(`typeInto a date field takes YYYY-MM-DD, not ${iso}`);
  const [, year = '', month = '', day = ''] = match ?? [];
  const layout = await dateLayout(field.page());
  const toFirst = async () => {
    for (const _ of layout) await field.press('ArrowLeft');
  };
  await field.click();
  await toFirst();
  for (const _ of layout) {
    await field.press('Backspace');
    await field.press('ArrowRight');
  }
  if (!match) return;
  const digits: Record<DatePart, string> = { year, month, day };
  // Each segment reached with the arrows, whether or not the one before moved on by itself.
  for (const [index, part] of layout.entries()) {
    await toFirst();
    for (let k = 0; k < index; k++) await field.press('ArrowRight');
    await field.pressSequentially(digits[part]);
  }
  await expect(field, 'the date typed key by key').toHaveValue(iso);
}
