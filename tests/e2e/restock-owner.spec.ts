import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { expectedJourneyRows, journeyRows } from '../helpers/signups-csv';
import { expect, seriousViolations, test, typeInto } from './fixtures';
import { asOwner, merchantSecret } from './owner';

/**
 * The owner's back-in-stock page, /merchant/restock: shoppers sign up on the shop's sold-out pages
 * (the tote's large natural one and the scarf), then the owner signs in, sees their signups grouped
 * by product and variant, opens a group, sends its notices by keyboard, sends all the others, sees
 * what was sent and downloads every signup as CSV: one journey, so its steps run one after another.
 * Other tests sign up for the scarf at the same time, so counts are read from the page rather than
 * expected exact, and this journey's shoppers are known by addresses no other test uses.
 */

test.describe.configure({ mode: 'serial' });

const TAG = randomUUID().slice(0, 8);
const EMAILS = ['ada', 'bea', 'cy'].map((name) => `restock-${name}-${TAG}@example.com`);
const [ADA = '', BEA = '', CY = ''] = EMAILS;

const PAGE = '/merchant/restock';
const TOTE = 'Canvas Tote (Size: L, Color: Natural)';
const BOX = '.product-restock-notification';

/** A shopper signs up on a product page of the shop, as the restock box asks. */
async function signUp(
  page: Page,
  path: string,
  email: string,
  options: { chooseLargeNatural?: boolean; mailingList?: boolean } = {},
): Promise<void> {
  await page.goto(path);
  await expect(page.locator(`${BOX} .sq-restock-markup__status`)).toBeAttached();
  if (options.chooseLargeNatural) {
    await page.getByRole('combobox', { name: 'Select Size' }).selectOption('L');
    await page.getByRole('combobox', { name: 'Select Color' }).selectOption('Natural');
  }
  await typeInto(page.getByRole('textbox', { name: 'Email Address' }), email);
  if (options.mailingList) await page.getByLabel('Also send me news from the studio').check();
  await page.getByLabel("I'm not a robot").check();
  await page.getByRole('button', { name: 'Notify Me' }).click();
  await expect(page.locator(`${BOX} .sq-restock-markup__status`)).toHaveText('Signed up!');
}

/** Shoppers sign up in a browser of their own (no owner's cookie): each `[path, email, options]`. */
async function shoppersSignUp(
  browser: Browser,
  baseURL: string | undefined,
  signups: [string, string, Parameters<typeof signUp>[3]][],
) {
  const context = await browser.newContext({ baseURL });
  const shop = await context.newPage();
  for (const [path, email, options] of signups) await signUp(shop, path, email, options);
  await context.close();
}

/** A waiting group on the page, named by its product; further pages are loaded until it shows. */
async function group(page: Page, product: string, options: string): Promise<Locator> {
  const found = page
    .getByRole('article', { name: product, exact: true })
    .filter({ hasText: options });
  const more = page.getByRole('button', { name: 'Load more products' });
  while (!(await found.isVisible()) && (await more.isVisible())) await more.click();
  await expect(found).toBeVisible();
  return found;
}

/** Whether the page scrolls sideways. */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Send back-in-stock notices?' });
/** The page's live region, which says what each send did. */
const message = (page: Page) => page.locator('.sq-restock-message');
const sentList = (page: Page) => page.getByRole('region', { name: 'Sent notices' });

/** How many wait for the tote when its notices are sent (read from the page). */
let toteWaiting = 0;

test('the shoppers’ signups show grouped by product and variant; a group opens on its signups', async ({
  page,
  browser,
  baseURL,
  pageErrors,
}) => {
  await shoppersSignUp(browser, baseURL, [
    ['/shop/canvas-tote', ADA, { chooseLargeNatural: true }],
    ['/shop/canvas-tote', BEA, { chooseLargeNatural: true }],
  ]);

  // The owner signs in on the page's own login form, which comes back to it.
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Back-in-stock signups');
  await typeInto(page.getByLabel('Merchant secret'), merchantSecret());
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(PAGE);
  const nav = page.getByRole('navigation', { name: 'Site owner pages' });
  await expect(nav.getByRole('link', { name: 'Site analytics' })).toBeVisible();

  const tote = await group(page, 'Canvas Tote', 'Size: L, Color: Natural');
  await expect(tote).toContainText('SQ-TOTE-L-NAT');
  await expect(tote).toContainText('Oldest signup');
  expect(await seriousViolations(page)).toEqual([]);

  await tote.getByRole('button', { name: `Show signups for ${TOTE}`, expanded: false }).click();
  await expect(
    tote.getByRole('button', { name: `Hide signups for ${TOTE}`, expanded: true }),
  ).toBeVisible();
  const signups = page.getByRole('region', { name: `Signups for ${TOTE}` });
  await expect(signups.getByText(ADA)).toBeVisible();
  await expect(signups.getByText(BEA)).toBeVisible();
  await expect(signups.getByRole('listitem').filter({ hasText: ADA })).toContainText(
    /Signed up \S/,
  );
  expect(await seriousViolations(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('the keyboard sends one group’s notices once confirmed; the page says so and lists the send', async ({
  page,
  context,
  baseURL,
  pageErrors,
}) => {
  await asOwner(context, baseURL);
  await page.goto(PAGE);
  const tote = await group(page, 'Canvas Tote', 'Size: L, Color: Natural');
  toteWaiting = Number(
    await tote
      .locator('dt', { hasText: 'Waiting' })
      .locator('xpath=following-sibling::dd')
      .innerText(),
  );
  expect(toteWaiting).toBeGreaterThanOrEqual(2);

  // Escape cancels: nothing is sent, and the focus is back on the button.
  const send = tote.getByRole('button', { name: `Send notices for ${TOTE}` });
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveAccessibleDescription(
    `${toteWaiting} people waiting for ${TOTE} will be sent a back-in-stock notice.`,
  );
  await expect(dialog(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(send).toBeFocused();
  await expect(message(page)).toHaveText('');

  // Enter again, then the confirm button (before Cancel) sends.
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog(page).getByRole('button', { name: 'Send notices' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(message(page)).toHaveRole('status');
  await expect(message(page)).toHaveText(`Sent ${toteWaiting} back-in-stock notices for ${TOTE}.`);
  await expect(
    page.getByRole('heading', { name: 'Waiting for a product to come back' }),
  ).toBeFocused();
  await expect(page.getByRole('article', { name: 'Canvas Tote', exact: true })).toHaveCount(0);
  const newest = sentList(page).getByRole('listitem').first();
  await expect(newest).toContainText(TOTE);
  await expect(newest).toContainText(`${toteWaiting} notices sent`);
  expect(pageErrors).toEqual([]);
});

test('send all notifies everyone waiting once confirmed, and the page fits 320 px', async ({
  page,
  context,
  browser,
  baseURL,
  pageErrors,
}) => {
  await shoppersSignUp(browser, baseURL, [['/shop/wool-scarf', CY, { mailingList: true }]]);
  await asOwner(context, baseURL);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(PAGE);
  await expect(await group(page, 'Wool Scarf', 'SQ-SCARF-01')).toBeVisible();
  expect(await overflows(page)).toBe(false);

  await page.getByRole('button', { name: 'Send all notices' }).click();
  await expect(dialog(page)).toHaveAccessibleDescription(
    /^\d+ (person|people) waiting for \d+ variants? will be sent a back-in-stock notice\.$/,
  );
  expect(await overflows(page)).toBe(false);
  await dialog(page).getByRole('button', { name: 'Send notices' }).click();
  await expect(message(page)).toHaveText(/^Sent \d+ back-in-stock notices?\.$/);
  await expect(
    sentList(page).getByRole('listitem').filter({ hasText: 'Wool Scarf' }).first(),
  ).toBeVisible();
  // What was sent before stays listed, with its time.
  await expect(
    sentList(page).getByRole('listitem').filter({ hasText: TOTE }).first(),
  ).toContainText(new RegExp(`^.+${toteWaiting} notices sent \\S`));
  expect(await overflows(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('the CSV lists every signup, with when each was notified', async ({
  page,
  context,
  baseURL,
}) => {
  await asOwner(context, baseURL);
  await page.goto(PAGE);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download all signups (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('back-in-stock-signups.csv');
  expect(journeyRows(await readFile(await download.path(), 'utf8'), EMAILS)).toEqual(
    expectedJourneyRows(EMAILS),
  );
});
