import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { analyticsRan, cookie, logged, pageViews, visitor } from './analytics-log';
import { expect, test } from './fixtures';

/**
 * Census gating in the browser [RS-07, T-02, T-04]: a counted page sends its page view and its
 * button census; the search page (/search) its button census but no page view; the not-found
 * (100), lock-screen (103) and member-area-denied (106) pages nothing at all. What a page sent is
 * recorded in the page as each analytics call leaves it (the beacon and fetch it goes through), so
 * once the page's analytics have run, a call that was not made is known not to come; what was sent
 * is also read back from the server's log.
 */

/** The API paths the page has called so far, in order, as the calls were made. */
async function calls(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __sqCalls: string[] }).__sqCalls);
}

/** The analytics calls (census, events, visitor events) among them. */
const analyticsCalls = async (page: Page) =>
  (await calls(page)).filter((path) => /^\/api\/(census|events|v1\/clanker)\//.test(path));

test.beforeEach(async ({ page }) => {
  // Records the path of every beacon and fetch the page makes, before its own scripts run.
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { __sqCalls: string[] }).__sqCalls = made;
    const pathOf = (url: unknown) =>
      new URL(url instanceof Request ? url.url : String(url), location.href).pathname;
    const beacon = navigator.sendBeacon?.bind(navigator);
    if (beacon) {
      navigator.sendBeacon = (url, data) => {
        made.push(pathOf(url));
        return beacon(url, data);
      };
    }
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      made.push(pathOf(input));
      return send(input, init);
    };
  });
});

/** The button-render hits of this browser's visitor for one button block. */
async function buttonRenders(page: Page, buttonId: string) {
  const mine = visitor(await cookie(page.context(), 'ss_cvr')).id;
  return (await logged(page, '/api/census/button-render'))
    .map((request) => JSON.parse(request.body))
    .filter((hit) => hit.buttonId === buttonId && visitor(hit.visitorCookie).id === mine);
}

test('a counted page sends its page view and its button census', async ({ page }) => {
  const token = randomUUID();
  await page.goto(`/demo-pages/landing.html?t=${token}`);
  await analyticsRan(page);
  expect(await analyticsCalls(page)).toEqual(
    expect.arrayContaining(['/api/census/button-render', '/api/census/RecordHit']),
  );
  await expect.poll(() => pageViews(page, token)).toHaveLength(1);
});

test('/search sends its button census but no page view', async ({ page, pageErrors }) => {
  const token = randomUUID();
  await page.goto(`/search?t=${token}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  await analyticsRan(page);
  expect(await analyticsCalls(page)).toContain('/api/census/button-render');
  expect(await analyticsCalls(page)).not.toContain('/api/census/RecordHit');
  await expect.poll(() => buttonRenders(page, 'search-shop')).toHaveLength(1);
  expect(await pageViews(page, token)).toEqual([]);
  expect(pageErrors).toEqual([]);
});

for (const [pageType, path] of [
  [100, '/demo-pages/page-not-found.html'],
  [103, '/demo-pages/lock-screen.html'],
  [106, '/demo-pages/member-area-denied.html'],
] as const) {
  test(`page type ${pageType} sends no census, no page view and no visitor event`, async ({
    page,
    pageErrors,
  }) => {
    const token = randomUUID();
    await page.goto(`${path}?t=${token}`);
    await expect(page.getByRole('link', { name: 'Back to the shop' })).toBeVisible();
    await analyticsRan(page);
    expect(await analyticsCalls(page)).toEqual([]);
    expect(await pageViews(page, token)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}
