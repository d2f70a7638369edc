import type { Page } from '@playwright/test';
import type {
  AnalyticsRequests,
  ErrorReport,
  PerformanceRecord,
} from '../../src/contract/analytics';
import { expect, seriousViolations, test } from './fixtures';

/**
 * The error reporter and the performance records on the QA page: a pressed button's error reaches
 * the server in one batch with its message and stack, and the page's Core Web Vitals arrive as
 * records of the page load the settings call named, sent when the page is left.
 */

const PAGE = '/demo-pages/analytics-errors.html';
const HOOK = '/api/__test/analytics-requests';

type Logged = AnalyticsRequests['requests'][number];

/** The analytics requests the server received (every test's: callers filter their own). */
async function received(page: Page, path: string): Promise<Logged[]> {
  const response = await page.request.get(HOOK);
  expect(response.status()).toBe(200);
  const { requests } = (await response.json()) as AnalyticsRequests;
  return requests.filter((request) => request.path === path);
}

test('a thrown error and a rejected promise are reported in one batch each, with message and stack', async ({
  page,
}) => {
  const since = Date.now();
  await page.goto(PAGE);
  await page.getByRole('button', { name: 'Throw an error' }).click();

  const message = 'QA: thrown by the Throw an error button';
  const batchesWith = async (text: string) =>
    (await received(page, '/api/events/RecordJavascriptErrors'))
      .map((request) => JSON.parse(request.body) as ErrorReport[])
      .filter((batch) => batch.some((r) => r.timestamp >= since && r.data.message.includes(text)));
  await expect.poll(() => batchesWith(message), { timeout: 15_000 }).toHaveLength(1);
  const [batch] = await batchesWith(message);
  expect(batch).toHaveLength(1);
  expect(batch?.[0]).toMatchObject({
    event: 'error',
    data: {
      // Engine-neutral: no Chromium `Uncaught ` prefix, as Firefox and WebKit give it.
      message: `Error: ${message}`,
      source: expect.stringContaining('/demo-pages/analytics-errors.js'),
      path: PAGE,
    },
  });
  // The stack names the script and line whatever its shape: Chromium's starts with the message,
  // Firefox's and WebKit's are `function@url:line:col` lines.
  expect(batch?.[0]?.data.stack).toContain('/demo-pages/analytics-errors.js:');
  expect(batch?.[0]?.data.line).toBeGreaterThan(0);
  // The page shows what went.
  await expect(page.locator('#qa-sent')).toContainText('POST /api/events/RecordJavascriptErrors');
  await expect(page.locator('#qa-sent')).toContainText(message);

  await page.getByRole('button', { name: 'Reject a promise' }).click();
  const rejected = 'QA: rejected by the Reject a promise button';
  await expect.poll(() => batchesWith(rejected), { timeout: 15_000 }).toHaveLength(1);
  const [second] = await batchesWith(rejected);
  expect(second?.map((r) => [r.event, r.data.message])).toEqual([
    ['unhandledrejection', `Error: ${rejected}`],
  ]);
  await expect(page.locator('#qa-sent li')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
});

test('performance records of the page load arrive when the page is left', async ({ page }) => {
  const settings = page.waitForResponse((response) =>
    response.url().includes('/api/1/performance/settings'),
  );
  await page.goto(PAGE);
  const answer = await settings;
  expect(answer.status()).toBe(200);
  const { pageLoadId } = (await answer.json()) as { pageLoadId: string };

  // The collector subscribed before it asked for the settings: once a buffered paint observer of
  // the test's own has been called, and a task later, FCP and TTFB have reached it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((_, observer) => {
          observer.disconnect();
          setTimeout(resolve);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  // Leaving the page hides it: the records go by beacon.
  await page.goto('/demo-pages/thanks.html');

  const records = async () =>
    (await received(page, '/api/1/performance/records'))
      .flatMap((request) => JSON.parse(request.body) as PerformanceRecord[])
      .filter((record) => record.pageLoadId === pageLoadId);
  await expect
    .poll(async () => (await records()).map((r) => r.event), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['TTFB', 'FCP']));
  for (const record of await records()) {
    expect(record).toMatchObject({
      app: 'storefront-bundle',
      data: { path: PAGE, rating: expect.stringMatching(/^(good|needs-improvement|poor)$/) },
    });
    expect(record.data.value).toBeGreaterThanOrEqual(0);
  }
  const events = (await records()).map((r) => r.event);
  expect(new Set(events).size).toBe(events.length);
});
