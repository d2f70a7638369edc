import { randomUUID } from 'node:crypto';
import { analyticsRan, cookie, logged, pageViews, visitor, visitorEvents } from './analytics-log';
import { expect, test } from './fixtures';

/**
 * The bundle's analytics against the reference server: what a visit sends (read back from the
 * server's raw log of analytics requests, analytics-log.ts), the visitor cookies, gating and
 * cookie consent.
 */

const MUG = '5f1a00000000000000000001';
const MINUTE = 60_000;
/**
 * How long a test waits for a page view: it is sent after the page's load and an idle moment (up
 * to 5 s on a busy machine), from a chunk loaded then.
 */
const PAGE_VIEW_WAIT = 15_000;

test('a visit sends one page view with the visitor cookie, and the product page its visit event', async ({
  page,
  context,
  pageErrors,
}) => {
  const token = randomUUID();
  const stored = page.waitForResponse((r) => r.url().includes('/api/census/RecordHit'));
  await page.goto(`/shop/ceramic-mug?t=${token}`);
  expect((await stored).status()).toBe(204);
  await expect.poll(() => pageViews(page, token)).toHaveLength(1);
  const [hit] = await pageViews(page, token);
  const ssCvr = await cookie(context, 'ss_cvr');
  expect(hit?.ssCvr).toBe(ssCvr);
  const first = visitor(ssCvr);
  expect(first.count).toBe(1);
  expect(hit?.data).toMatchObject({
    itemId: MUG,
    url: expect.stringContaining('/shop/ceramic-mug'),
  });
  // The visit-timing cookie holds the last activity: the page view or a later event.
  expect(Number(await cookie(context, 'ss_cvt'))).toBeGreaterThanOrEqual(first.current);
  expect(await cookie(context, 'ss_cid')).toMatch(/^[0-9a-f-]{36}$/);
  await expect
    .poll(async () => (await visitorEvents(page, first.id as string)).map((e) => e.name))
    .toEqual(['visit_product_page']);
  expect((await visitorEvents(page, first.id as string))[0]?.itemIds).toEqual([MUG]);
  expect(pageErrors).toEqual([]);
});

test('a visit within 30 minutes is the same visit; 31 minutes after the last activity, a new one', async ({
  page,
  context,
  baseURL,
}) => {
  const first = randomUUID();
  await page.goto(`/demo-pages/thanks.html?t=${first}`);
  await expect.poll(() => pageViews(page, first), { timeout: PAGE_VIEW_WAIT }).toHaveLength(1);
  const start = visitor(await cookie(context, 'ss_cvr'));

  const again = randomUUID();
  await page.goto(`/demo-pages/thanks.html?t=${again}`);
  await expect.poll(() => pageViews(page, again), { timeout: PAGE_VIEW_WAIT }).toHaveLength(1);
  expect(visitor((await pageViews(page, again))[0]?.ssCvr)).toMatchObject({
    id: start.id,
    count: 1,
  });

  // The visit-timing cookie says the last activity was 31 minutes ago.
  const lastActivity = Date.now() - 31 * MINUTE;
  await context.addCookies([
    { name: 'ss_cvt', value: String(lastActivity), url: baseURL as string },
  ]);
  const later = randomUUID();
  await page.goto(`/demo-pages/thanks.html?t=${later}`);
  await expect.poll(() => pageViews(page, later), { timeout: PAGE_VIEW_WAIT }).toHaveLength(1);
  const next = visitor((await pageViews(page, later))[0]?.ssCvr);
  expect(next).toMatchObject({
    id: start.id,
    first: start.first,
    previous: start.current,
    count: 2,
  });
  expect(next.current).toBeGreaterThan(lastActivity + 31 * MINUTE - MINUTE);
});

test("an owner's own visit (account roles in the page context) sends nothing and stores no visitor cookie", async ({
  page,
  context,
}) => {
  // The site owner's page: the server writes the account's roles into the page context.
  await page.route('**/demo-pages/product.html*', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<script type="application/json" id="sq-context">\n    {',
      '<script type="application/json" id="sq-context">\n    {"accountRoles": [1],',
    );
    await route.fulfill({ response, body: html });
  });
  const token = randomUUID();
  await page.goto(`/demo-pages/product.html?t=${token}`);
  await expect(page.locator('sq-add-to-cart[data-hydrated]')).toHaveCount(1);
  await analyticsRan(page);
  expect(await page.evaluate(() => document.cookie)).toContain('crumb=');
  expect((await context.cookies()).map((c) => c.name).filter((n) => n.startsWith('ss_'))).toEqual(
    [],
  );
  expect(await pageViews(page, token)).toEqual([]);
});

test('on a site asking for consent, no analytics cookie before it is given; withdrawing removes them', async ({
  page,
  context,
  pageErrors,
}) => {
  const analyticsCookies = async () =>
    (await context.cookies())
      .map((c) => c.name)
      .filter((name) => /^ss_c(vr|vt|id|fl|fs)$/.test(name))
      .sort();
  const token = randomUUID();
  await page.goto(`/demo-pages/consent.html?t=${token}`);
  await analyticsRan(page);
  // Counted without a visitor id [D-05].
  await expect.poll(() => pageViews(page, token), { timeout: PAGE_VIEW_WAIT }).toHaveLength(1);
  expect((await pageViews(page, token))[0]?.ssCvr).toBe('');
  expect(await analyticsCookies()).toEqual([]);
  const status = page.getByRole('status');
  await expect(status).toHaveText('Consent not given. Analytics cookies stored: none.');

  await page.getByRole('button', { name: 'Accept analytics cookies' }).click();
  expect(await analyticsCookies()).toEqual(['ss_cfl', 'ss_cfs', 'ss_cid', 'ss_cvr', 'ss_cvt']);
  await expect(status).toHaveText(
    'Consent given. Analytics cookies stored: ss_cvr, ss_cvt, ss_cid, ss_cfl, ss_cfs.',
  );

  await page.getByRole('button', { name: 'Withdraw consent' }).click();
  expect(await analyticsCookies()).toEqual([]);
  expect(await cookie(context, 'crumb')).toBeTruthy();
  await expect(status).toHaveText('Consent not given. Analytics cookies stored: none.');
  expect(pageErrors).toEqual([]);
});

test('the form-render census carries the visitor cookie', async ({ page, context }) => {
  await page.goto('/demo-pages/form.html');
  await expect.poll(() => cookie(context, 'ss_cvr')).toMatch(/\|1$/);
  const ssCvr = await cookie(context, 'ss_cvr');
  await expect
    .poll(async () =>
      (await logged(page, '/api/census/form-render'))
        .map((request) => JSON.parse(request.body).visitorCookie)
        .filter((value) => visitor(value).id === visitor(ssCvr).id),
    )
    .not.toEqual([]);
});

test('button blocks are counted as shown, and a press is counted even as its link leaves the page', async ({
  page,
  context,
}) => {
  await page.goto('/demo-pages/landing.html');
  await expect.poll(() => cookie(context, 'ss_cvr')).toMatch(/\|1$/);
  const mine = visitor(await cookie(context, 'ss_cvr')).id;
  const hits = async (path: string) =>
    (await logged(page, path))
      .map((request) => JSON.parse(request.body))
      .filter((hit) => visitor(hit.visitorCookie).id === mine);
  await expect
    .poll(async () => (await hits('/api/census/button-render')).map((hit) => hit.buttonId).sort())
    .toEqual(['landing-mug', 'landing-shop']);
  const [shown] = await hits('/api/census/button-render');
  expect(shown).toMatchObject({ pageId: 'landing-collection', path: '/demo-pages/landing.html' });

  await page.getByRole('link', { name: 'Shop the collection' }).click();
  await page.waitForURL('**/shop');
  await expect
    .poll(() => hits('/api/census/button-click'))
    .toEqual([
      expect.objectContaining({ buttonId: 'landing-shop', url: expect.stringMatching(/\/shop$/) }),
    ]);
});

test('a promotional pop-up opens after its delay, is counted, and stays closed once closed', async ({
  page,
  context,
}) => {
  await page.goto('/demo-pages/popup.html');
  const popup = page.getByRole('dialog', { name: 'Winter sale' });
  await expect(popup).toBeVisible();
  // A cookie the page writes reaches the browser's store a moment later.
  await expect.poll(() => cookie(context, 'ss_cvr')).toBeTruthy();
  const mine = visitor(await cookie(context, 'ss_cvr')).id;
  await expect
    .poll(async () =>
      (await logged(page, '/api/census/overlay'))
        .map((request) => JSON.parse(request.body))
        .filter((hit) => visitor(hit.visitorCookie).id === mine),
    )
    .toEqual([
      { overlayId: 'winter-sale', pageId: 'popup-collection', visitorCookie: expect.any(String) },
    ]);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  // Remembered on the device, in local storage, and in no cookie [D-07].
  expect(
    await page.evaluate(() => localStorage.getItem('sq:popup:winter-sale:dismissed')),
  ).toContain('"value":true');
  expect((await context.cookies()).map((c) => c.name)).not.toContain('sq-popup-winter-sale');

  await page.reload();
  await expect(page.locator('dialog.sqs-popup-overlay')).toHaveAttribute(
    'data-sq-popup',
    'dismissed',
  );
  await expect(popup).toBeHidden();
});
