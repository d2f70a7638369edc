import { describe, expect, test } from 'vitest';
import { EVERY_PAGE } from '../helpers/site-pages';
import { until, type WebKitPage, webKitSession } from './webkit';

/**
 * Every demo page and every kind of store page in WebKit: its elements hydrate, axe finds nothing
 * serious or critical before and after the page's main action, and nothing throws (the session's
 * check after each test).
 */
const wk = webKitSession();

const ELEMENTS =
  'sq-add-to-cart, sq-pill-cart, sq-afterpay-pill, sq-restock-signup, sq-custom-form';

/** Waits until every storefront element of the page has hydrated. */
async function allHydrated(page: WebKitPage): Promise<void> {
  await until(
    () =>
      page.evaluate(
        (s) => [...document.querySelectorAll(s)].every((e) => e.hasAttribute('data-hydrated')),
        ELEMENTS,
      ),
    'every element to hydrate',
  );
}

/**
 * Presses the page's main action, as the Chromium sweep does: the first enabled add button, else
 * a back-in-stock button; then waits until the press has shown its outcome (the pill, a dialog,
 * an alert or another page). False when the page has none.
 */
async function pressMainAction(page: WebKitPage): Promise<boolean> {
  const before = await page.path();
  const pressed = await page.evaluate(() => {
    const add = document.querySelector<HTMLButtonElement>(
      'sq-add-to-cart[data-hydrated] .sq-add-to-cart__button:enabled',
    );
    const restock = document.querySelector<HTMLButtonElement>(
      'sq-restock-signup[data-hydrated] button[type="submit"]',
    );
    const action = add ?? restock;
    if (!action) return false;
    action.setAttribute('data-sweep-action', '');
    return true;
  });
  if (!pressed) return false;
  await page.click('[data-sweep-action]');
  const shown = () =>
    page.evaluate(() => {
      const visible = (e: Element) => e.getClientRects().length > 0;
      return (
        [
          ...document.querySelectorAll(
            'sq-pill-cart a, [data-sq-custom-cart]:not(.sq-cart--empty)',
          ),
        ].some(visible) ||
        document.querySelector('dialog[open]') !== null ||
        [...document.querySelectorAll('[role="alert"]')].some((a) => a.textContent !== '')
      );
    });
  await until(
    async () => (await page.path()) !== before || shown(),
    'the main action to show its outcome',
  );
  return true;
}

describe('every page in WebKit', () => {
  for (const path of EVERY_PAGE) {
    test(`${path}: hydrates; no serious axe violation before and after its main action`, async () => {
      const { page } = wk;
      await page.goto(path);
      await allHydrated(page);
      expect(await page.seriousViolations()).toEqual([]);
      if (await pressMainAction(page)) expect(await page.seriousViolations()).toEqual([]);
    });
  }

  test('each product page of /shop: hydrates and is axe-clean', async () => {
    const { page } = wk;
    await page.goto('/shop');
    const products = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/shop/"]')].map((a) =>
        a.getAttribute('href'),
      ),
    );
    const unique = [...new Set(products)].filter((p): p is string => !!p).slice(0, 6);
    expect(unique.length).toBeGreaterThan(0);
    for (const product of unique) {
      await page.goto(product);
      await allHydrated(page);
      expect(await page.seriousViolations(), product).toEqual([]);
    }
  });
});
