import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import type { AnalyticsSummary, FunnelStep } from '../../src/contract/analytics';
import { expect, seriousViolations, test, typeInto } from './fixtures';
import { asOwner, merchantSecret, ownerHeaders } from './owner';

/**
 * The owner dashboard at /merchant/analytics: the login form in front of it, the dashboard itself
 * (its charts' text alternatives, axe, a 320 px screen, the empty state, failures), and the whole
 * path from a visitor's browser to its charts: an error thrown on the QA page, and a purchase
 * moving every step of the funnel. Other tests add to the same database at the same time, so the
 * figures are compared before and after, never expected exact.
 */

const DASHBOARD = '/merchant/analytics';
const SUMMARY = '/api/merchant/analytics/summary';
const LOADED = /^Analytics from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} loaded\.$/;

/**
 * The summary of the default range (the last 30 days), read as the owner by a client of its own,
 * so the browser that visits the shop stays a visitor until it opens the dashboard.
 */
async function summary(owner: APIRequestContext): Promise<AnalyticsSummary> {
  const response = await owner.get(SUMMARY);
  expect(response.status()).toBe(200);
  return (await response.json()) as AnalyticsSummary;
}

/** A client acting as the owner, the secret as its bearer token (disposed of by the test's end). */
const ownerClient = async (
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
) =>
  playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: ownerHeaders(),
  });

const stepCounts = (s: AnalyticsSummary) =>
  Object.fromEntries(s.funnel.map((step) => [step.step, step.count])) as Record<FunnelStep, number>;

/** Opens the dashboard and waits until its summary is shown. */
async function openDashboard(page: Page, query = ''): Promise<void> {
  await page.goto(`${DASHBOARD}${query}`);
  await expect(page.getByRole('status')).toHaveText(LOADED);
}

test('without the session the login form shows; a wrong secret is refused, the right one opens the dashboard', async ({
  page,
  context,
  baseURL,
  pageErrors,
}) => {
  await page.goto(`${DASHBOARD}?from=2000-01-01&to=2000-01-31`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site analytics');
  const secret = page.getByLabel('Merchant secret');
  await expect(secret).toHaveAttribute('type', 'password');
  await expect(page.locator('#sq-dashboard')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await typeInto(secret, 'not-the-secret-at-all');
  const refused = page.waitForResponse((r) => r.url().endsWith('/merchant/login'));
  await page.getByRole('button', { name: 'Log in' }).click();
  expect((await refused).status()).toBe(401);
  const field = page.getByLabel('Merchant secret');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/The merchant secret is not correct\./);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);

  await typeInto(field, merchantSecret());
  await page.getByRole('button', { name: 'Log in' }).click();
  // Back to the dashboard, with the range the login was asked for.
  await expect(page).toHaveURL(`${DASHBOARD}?from=2000-01-01&to=2000-01-31`);
  await expect(page.getByRole('status')).toHaveText(LOADED);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2000-01-01');
  const session = (await context.cookies()).find((c) => c.name === 'sq-merchant-session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  // The cookie is the session's own token, never the secret.
  expect(session?.value).not.toContain(merchantSecret());

  // Logging out brings the form back and ends the session: its cookie, put back, opens nothing.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByLabel('Merchant secret')).toBeVisible();
  await context.addCookies([
    {
      name: 'sq-merchant-session',
      value: session?.value as string,
      url: baseURL as string,
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
  await page.goto(DASHBOARD);
  await expect(page.getByLabel('Merchant secret')).toBeVisible();
  await expect(page.locator('#sq-dashboard')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('the dashboard is axe-clean, every chart has its text alternative, and it fits 320 px', async ({
  page,
  context,
  baseURL,
  playwright,
  pageErrors,
  consoleErrors,
}) => {
  const owner = await ownerClient(playwright, baseURL);
  // Something to show: a visit to the shop.
  await page.goto('/shop');
  await expect.poll(async () => (await summary(owner)).totals.pageViews).toBeGreaterThan(0);

  await asOwner(context, baseURL);
  await openDashboard(page);
  const shown = await summary(owner);
  const traffic = page.getByRole('region', { name: 'Page views and visitors' });
  const chart = traffic.getByRole('img');
  await expect(chart).toHaveAccessibleName(/^Line chart of page views and visitors per day from/);
  await expect(chart.locator('canvas').first()).toBeAttached();
  // The same figures in a table: one row a day.
  await traffic.getByText('Daily figures as a table').click();
  await expect(traffic.getByRole('table').locator('tbody tr')).toHaveCount(shown.daily.length);
  // The funnel is a list of its five steps in words; the vitals and visitors are text too.
  const funnel = page.getByRole('region', { name: 'Commerce funnel' });
  await expect(funnel.getByRole('listitem')).toHaveText([
    /^Product views \d+/,
    /^Adds to cart \d+/,
    /^Cart views \d+/,
    /^Checkouts \d+/,
    /^Orders \d+/,
  ]);
  await expect(
    page.getByRole('region', { name: 'New and returning visitors' }).getByText('New visitors'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Top pages' }).getByRole('table')).toContainText(
    '/shop',
  );
  // Whatever is drawn on a canvas sits in a named image whose figure holds the same figures as text.
  const unexplained = await page.evaluate(() =>
    [...document.querySelectorAll('canvas')]
      .filter((canvas) => {
        const image = canvas.closest('[role="img"]');
        const figure = canvas.closest('figure');
        return !image?.getAttribute('aria-label') || !figure?.querySelector('table tbody tr');
      })
      .map((canvas) => canvas.closest('section')?.id ?? 'outside any section'),
  );
  expect(unexplained).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 320, height: 640 });
  await expect
    .poll(() => chart.evaluate((box) => box.querySelector('canvas')?.getBoundingClientRect().width))
    .toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await seriousViolations(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a range with no data shows the empty state, and the range goes in the link', async ({
  page,
  context,
  baseURL,
}) => {
  await asOwner(context, baseURL);
  await openDashboard(page);
  await typeInto(page.getByLabel('From', { exact: true }), '2000-01-01');
  await typeInto(page.getByLabel('To', { exact: true }), '2000-01-31');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(`${DASHBOARD}?from=2000-01-01&to=2000-01-31`);
  await expect(page.getByRole('status')).toHaveText(
    'Analytics from 2000-01-01 to 2000-01-31 loaded.',
  );
  const empty = page.getByRole('region', { name: 'No visits yet in this range' });
  await expect(empty).toContainText('Open the shop’s pages in another tab');
  await expect(page.getByRole('region', { name: 'Commerce funnel' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // A range ending before it starts is refused where it is typed.
  await typeInto(page.getByLabel('To', { exact: true }), '1999-12-01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByLabel('From', { exact: true })).toHaveAccessibleDescription(
    /The start date must be on or before the end date\./,
  );
  await expect(page).toHaveURL(`${DASHBOARD}?from=2000-01-01&to=2000-01-31`);
});

test('a failed summary shows why, and a refused session the way to log in again', async ({
  page,
  context,
  baseURL,
}) => {
  await asOwner(context, baseURL);
  let status = 500;
  await page.route(`**${SUMMARY}*`, (route) =>
    route.fulfill({ status, json: { message: 'The summary is down for the test.' } }),
  );
  await page.goto(DASHBOARD);
  await expect(page.getByRole('alert')).toContainText(
    'The analytics could not be loaded: The summary is down for the test.',
  );
  status = 401;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toContainText('Your merchant session has ended.');
  await expect(page.getByRole('link', { name: 'Log in again' })).toHaveAttribute('href', DASHBOARD);
  expect(await seriousViolations(page)).toEqual([]);
});

test('an error thrown on the QA page appears grouped on the dashboard with its count', async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  // Engine-neutral, as the reporter sends it and the server groups it, whichever browser threw it.
  const message = 'Error: QA: thrown by the Throw an error button';
  const owner = await ownerClient(playwright, baseURL);
  const countOf = async () =>
    (await summary(owner)).errors.find((e) => e.message === message)?.count ?? 0;
  const before = await countOf();

  // Two loads of the QA page, one press each: the same error, grouped.
  for (let i = 0; i < 2; i++) {
    await page.goto('/demo-pages/analytics-errors.html');
    await page.getByRole('button', { name: 'Throw an error' }).click();
    // The reporter starts after the page's load and an idle moment (up to 5 s on a busy machine),
    // and sends a second after the error.
    await expect(page.locator('#qa-sent')).toContainText('RecordJavascriptErrors', {
      timeout: 15_000,
    });
  }
  await expect.poll(countOf, { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 2);

  await asOwner(context, baseURL);
  await openDashboard(page);
  const errors = page.getByRole('region', { name: 'JavaScript errors' });
  const group = errors.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: message, exact: true }),
  });
  await expect(group).toHaveCount(1);
  const seen = Number((await group.textContent())?.match(/Seen (\d+) times/)?.[1]);
  expect(seen).toBeGreaterThanOrEqual(before + 2);
  await expect(group).toContainText('/demo-pages/analytics-errors.js');
  await group.getByText('Sample stack').click();
  // A stack in any engine's shape names the script (only Chromium's repeats the message).
  await expect(group.locator('pre')).toContainText('/demo-pages/analytics-errors.js:');
});

test('a complete purchase moves every step of the funnel', async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  const owner = await ownerClient(playwright, baseURL);
  const before = stepCounts(await summary(owner));

  // A product page, added to the cart, the cart page, the checkout, the order placed.
  await page.goto('/shop/ceramic-mug');
  const button = page.locator('.sqs-add-to-cart-button');
  await expect(page.locator('.sqs-add-to-cart-button[data-sq-idle-label]')).toBeAttached();
  await button.click();
  await expect(button).toHaveText('Added!');
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\?cartToken=/);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order confirmed');

  await expect
    .poll(async () => {
      const after = stepCounts(await summary(owner));
      return Object.entries(after)
        .filter(([step, count]) => count <= before[step as FunnelStep])
        .map(([step]) => step);
    })
    .toEqual([]);

  // The dashboard shows the new counts.
  await asOwner(context, baseURL);
  await openDashboard(page);
  const funnel = page.getByRole('region', { name: 'Commerce funnel' });
  for (const [step, count] of Object.entries(before)) {
    const shown = await funnel
      .locator(`[data-step="${step}"] .sq-dash-funnel__count`)
      .textContent();
    expect(Number(shown?.replaceAll(',', '')), step).toBeGreaterThan(count);
  }
});
