import { randomUUID } from 'node:crypto';
import type { WebElement } from 'selenium-webdriver';
import { expect, inject, test } from 'vitest';
import { expectedJourneyRows, journeyRows } from '../helpers/signups-csv';
import { asOwner, By, Key, until, type WebKitPage, webKitSession } from './webkit';

/**
 * The owner's back-in-stock page, /merchant/restock, in WebKit: shoppers sign up on the shop's
 * sold-out pages (the tote's large natural one and the scarf), then the owner signs in, sees their
 * signups grouped by product and variant, opens a group, sends its notices by keyboard, sends all
 * the others, sees what was sent and gets every signup as CSV: one journey, so its tests run one
 * after another. Other journeys sign up for the scarf at the same time, so counts are read from
 * the page rather than expected exact, and this journey's shoppers are known by addresses no other
 * test uses.
 *
 * WebDriver cannot read a file the browser downloads: the CSV is read from the download link's
 * address by a client of the test's own sending the merchant secret as a bearer token, and its
 * file name from the answer's Content-Disposition, which names the download.
 */

const wk = webKitSession();

const TAG = randomUUID().slice(0, 8);
const EMAILS = ['ada', 'bea', 'cy'].map((name) => `wk-restock-${name}-${TAG}@example.com`);
const [ADA = '', BEA = '', CY = ''] = EMAILS;

const PAGE = '/merchant/restock';
const TOTE = 'Canvas Tote (Size: L, Color: Natural)';
const BOX = '.product-restock-notification';
const BOX_STATUS = `${BOX} .sq-restock-markup__status`;
/** The page's live region, which says what each send did. */
const MESSAGE = '.sq-restock-message';
const WAITING_HEADING = '#sq-restock-waiting';
const SENT = 'section[aria-labelledby="sq-restock-sent"]';
const DIALOG = 'dialog[open]';

type Signup = { chooseLargeNatural?: boolean; mailingList?: boolean };

/** Waits until the checkbox `css` is checked. */
async function expectChecked(page: WebKitPage, css: string): Promise<void> {
  await until(
    () => page.evaluate((s) => document.querySelector<HTMLInputElement>(s)?.checked === true, css),
    `${css} to be checked`,
  );
}

/** A shopper signs up on a product page of the shop, as the restock box asks. */
async function signUp(page: WebKitPage, path: string, email: string, options: Signup = {}) {
  await page.goto(path);
  await until(async () => (await page.count(BOX_STATUS)) > 0, 'the restock box bound');
  if (options.chooseLargeNatural) {
    await page.select('select[aria-label="Select Size"]', 'L');
    await page.select('select[aria-label="Select Color"]', 'Natural');
  }
  await page.type(`${BOX} input[aria-label="Email Address"]`, email);
  await page.expectValue(`${BOX} input[aria-label="Email Address"]`, email);
  if (options.mailingList) {
    await page.click(`${BOX} label`, 'Also send me news from the studio');
    await expectChecked(page, `${BOX} input[name="isJoinMailingList"]`);
  }
  await page.expectText(`${BOX} label.sq-captcha`, "I'm not a robot");
  const robot = `${BOX} label.sq-captcha > input[type="checkbox"]`;
  await page.click(robot);
  await expectChecked(page, robot);
  const notify = `${BOX} input[type="submit"][value="Notify Me"]`;
  await page.expectAttribute(notify, 'aria-disabled', null);
  await page.click(notify);
  await page.expectText(BOX_STATUS, 'Signed up!');
}

/**
 * The selector of the waiting group named `product` that shows `options`; further pages are
 * loaded until it shows.
 */
async function group(page: WebKitPage, product: string, options: string): Promise<string> {
  return until(async () => {
    const found = await page.evaluate(
      (name, shown) => {
        for (const article of document.querySelectorAll('article')) {
          const by = article.getAttribute('aria-labelledby') ?? '';
          const heading = document.getElementById(by)?.textContent?.trim();
          if (heading === name && article.textContent?.includes(shown)) {
            return `article[aria-labelledby="${CSS.escape(by)}"]`;
          }
        }
        return null;
      },
      product,
      options,
    );
    if (found) return found;
    const more = await namedNow(page, 'main', 'button', 'Load more products');
    if (more && (await more.getAttribute('aria-disabled')) !== 'true') await more.click();
    return null;
  }, `the group of ${product} (${options})`);
}

/** An element's accessible words: its aria-label, else all its text (screen-reader-only words too). */
const wordsOf = (page: WebKitPage, element: WebElement) =>
  page.driver.executeScript<string>(
    `const e = arguments[0];
     return (e.getAttribute('aria-label') || e.textContent || '').replace(/\\s+/g, ' ').trim();`,
    element,
  );

/** The shown `css` element inside `scope` whose accessible words are `name`, or null. */
async function namedNow(page: WebKitPage, scope: string, css: string, name: string) {
  for (const element of await page.driver.findElements(By.css(`${scope} ${css}`))) {
    if ((await element.isDisplayed()) && (await wordsOf(page, element)) === name) return element;
  }
  return null;
}

/** The shown `css` element inside `scope` whose accessible words are `name`, once there is one. */
const named = (page: WebKitPage, scope: string, css: string, name: string) =>
  until(() => namedNow(page, scope, css, name), `${css} named ${name} in ${scope}`);

/** Waits until the focus is on `element`. */
async function expectFocusOn(page: WebKitPage, element: WebElement, what: string): Promise<void> {
  await until(
    () =>
      page.driver.executeScript<boolean>('return document.activeElement === arguments[0]', element),
    `${what} to be focused`,
  );
}

/** Waits until the focus is on the shown `css` element named `name`. */
async function expectFocusedNamed(page: WebKitPage, css: string, name: string): Promise<void> {
  await expectFocusOn(page, await named(page, '', css, name), name);
}

/** The open dialog's name and description, as its aria-labelledby and aria-describedby give them. */
async function openDialog(page: WebKitPage) {
  return until(
    () =>
      page.evaluate((s) => {
        const dialog = document.querySelector(s);
        if (!dialog) return null;
        const text = (attribute: string) =>
          document.getElementById(dialog.getAttribute(attribute) ?? '')?.textContent?.trim();
        return {
          name: text('aria-labelledby'),
          description: text('aria-describedby'),
          modal: dialog.matches(':modal'),
        };
      }, DIALOG),
    'the confirmation dialog',
  );
}

/** Waits until the open dialog is the send confirmation, described by `description`. */
async function expectConfirmation(page: WebKitPage, description: string | RegExp) {
  const shown = await openDialog(page);
  expect(shown.name).toBe('Send back-in-stock notices?');
  expect(shown.modal).toBe(true);
  if (typeof description === 'string') expect(shown.description).toBe(description);
  else expect(shown.description).toMatch(description);
}

/** The text of the shown `css` elements, whitespace collapsed (hidden words included). */
const texts = (page: WebKitPage, css: string) =>
  page.evaluate(
    (s) => [...document.querySelectorAll(s)].map((e) => (e.textContent ?? '').replace(/\s+/g, ' ')),
    css,
  );

/** Waits until one of the `css` elements contains `has` and matches `expected`. */
async function expectItem(page: WebKitPage, css: string, has: string, expected: string | RegExp) {
  await until(
    async () => {
      const item = (await texts(page, css)).find((text) => text.includes(has));
      return (
        item !== undefined &&
        (typeof expected === 'string' ? item.includes(expected) : expected.test(item))
      );
    },
    `an item of ${css} with ${has} to show ${String(expected)}`,
  );
}

/** `text` as a regular expression that matches it literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the page scrolls sideways. */
const overflows = (page: WebKitPage) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Waits until the page's own list of waiting groups has loaded. */
async function opened(page: WebKitPage): Promise<void> {
  await page.goto(PAGE);
  await page.expectText('h1', 'Back-in-stock signups');
  await page.expectText(WAITING_HEADING, 'Waiting for a product to come back');
}

/** How many wait for the tote when its notices are sent (read from the page). */
let toteWaiting = 0;

test('the shoppers’ signups show grouped by product and variant; a group opens on its signups', async () => {
  const { page } = wk;
  await signUp(page, '/shop/canvas-tote', ADA, { chooseLargeNatural: true });
  await signUp(page, '/shop/canvas-tote', BEA, { chooseLargeNatural: true });

  // The owner signs in on the page's own login form, which comes back to it.
  await page.goto(PAGE);
  await page.expectText('h1', 'Back-in-stock signups');
  await page.expectText('label[for="merchant-secret"]', 'Merchant secret');
  await page.type('#merchant-secret', inject('merchantSecret'));
  await page.click('button[type="submit"]', 'Log in');
  await until(async () => (await page.path()) === PAGE, 'back on the back-in-stock page');
  await page.expectText('nav[aria-label="Site owner pages"] a', 'Site analytics');

  const tote = await group(page, 'Canvas Tote', 'Size: L, Color: Natural');
  const toteText = (await texts(page, tote))[0];
  expect(toteText).toContain('SQ-TOTE-L-NAT');
  expect(toteText).toContain('Oldest signup');
  expect(await page.seriousViolations()).toEqual([]);

  const show = await named(page, tote, 'button', `Show signups for ${TOTE}`);
  expect(await show.getAttribute('aria-expanded')).toBe('false');
  await show.click();
  const hide = await named(page, tote, 'button', `Hide signups for ${TOTE}`);
  expect(await hide.getAttribute('aria-expanded')).toBe('true');
  const signups = `section[aria-label="Signups for ${TOTE}"] li`;
  await page.expectText(signups, new RegExp(escaped(ADA)));
  await page.expectText(signups, new RegExp(escaped(BEA)));
  await expectItem(page, signups, ADA, /Signed up \S/);
  expect(await page.seriousViolations()).toEqual([]);
  expect(page.consoleErrors()).toEqual([]);
  expect(page.pageErrors()).toEqual([]);
});

test('the keyboard sends one group’s notices once confirmed; the page says so and lists the send', async () => {
  const { page } = wk;
  await asOwner(page);
  await opened(page);
  const tote = await group(page, 'Canvas Tote', 'Size: L, Color: Natural');
  toteWaiting = Number(
    await page.evaluate((s) => {
      const waiting = [...document.querySelectorAll(`${s} dt`)].find(
        (dt) => dt.textContent?.trim() === 'Waiting',
      );
      return waiting?.nextElementSibling?.textContent?.trim();
    }, tote),
  );
  expect(toteWaiting).toBeGreaterThanOrEqual(2);

  // Escape cancels: nothing is sent, and the focus is back on the button.
  const send = await named(page, tote, 'button', `Send notices for ${TOTE}`);
  await page.driver.executeScript('arguments[0].focus()', send);
  await expectFocusOn(page, send, 'the send button');
  await page.press(Key.ENTER);
  await expectConfirmation(
    page,
    `${toteWaiting} people waiting for ${TOTE} will be sent a back-in-stock notice.`,
  );
  await expectFocusedNamed(page, `${DIALOG} button`, 'Cancel');
  expect(await page.seriousViolations()).toEqual([]);
  await page.press(Key.ESCAPE);
  await page.expectCount(DIALOG, 0);
  await expectFocusOn(page, send, 'the send button');
  expect(await texts(page, MESSAGE)).toEqual(['']);

  // Enter again, then the confirm button (before Cancel) sends.
  await page.press(Key.ENTER);
  await expectFocusedNamed(page, `${DIALOG} button`, 'Cancel');
  await page.driver.actions().keyDown(Key.SHIFT).sendKeys(Key.TAB).keyUp(Key.SHIFT).perform();
  await expectFocusedNamed(page, `${DIALOG} button`, 'Send notices');
  await page.press(Key.ENTER);
  await page.expectCount(DIALOG, 0);
  await page.expectAttribute(MESSAGE, 'role', 'status');
  await page.expectText(MESSAGE, `Sent ${toteWaiting} back-in-stock notices for ${TOTE}.`);
  await page.expectFocused(WAITING_HEADING);
  await until(
    async () =>
      (await page.evaluate(() =>
        [...document.querySelectorAll('article')].some(
          (a) =>
            document
              .getElementById(a.getAttribute('aria-labelledby') ?? '')
              ?.textContent?.trim() === 'Canvas Tote',
        ),
      )) === false,
    'no Canvas Tote group left',
  );
  await page.expectText(`${SENT} h2`, 'Sent notices');
  const newest = `${SENT} li:first-child`;
  await expectItem(page, newest, TOTE, `${toteWaiting} notices sent`);
  expect(page.consoleErrors()).toEqual([]);
  expect(page.pageErrors()).toEqual([]);
});

test('send all notifies everyone waiting once confirmed, and the page fits 320 px', async () => {
  const { page } = wk;
  await signUp(page, '/shop/wool-scarf', CY, { mailingList: true });
  await asOwner(page);
  const browser = page.driver.manage().window();
  const size = await browser.getRect();
  try {
    await browser.setRect({ width: 320, height: 640 });
    await opened(page);
    expect(await page.evaluate(() => window.innerWidth)).toBe(320);
    await page.visible(await group(page, 'Wool Scarf', 'SQ-SCARF-01'));
    expect(await overflows(page)).toBe(false);

    await (await named(page, 'main', 'button', 'Send all notices')).click();
    await expectConfirmation(
      page,
      /^\d+ (person|people) waiting for \d+ variants? will be sent a back-in-stock notice\.$/,
    );
    expect(await overflows(page)).toBe(false);
    await (await named(page, DIALOG, 'button', 'Send notices')).click();
    await page.expectText(MESSAGE, /^Sent \d+ back-in-stock notices?\.$/);
    await expectItem(page, `${SENT} li`, 'Wool Scarf', 'Wool Scarf');
    // What was sent before stays listed, with its time.
    await expectItem(page, `${SENT} li`, TOTE, new RegExp(`^.+${toteWaiting} notices sent \\S`));
    expect(await overflows(page)).toBe(false);
    expect(await page.seriousViolations()).toEqual([]);
  } finally {
    await browser.setRect({ width: size.width, height: size.height });
  }
  expect(page.consoleErrors()).toEqual([]);
  expect(page.pageErrors()).toEqual([]);
});

test('the CSV lists every signup, with when each was notified', async () => {
  const { page } = wk;
  await asOwner(page);
  await opened(page);
  const link = 'a.sq-restock-download';
  await page.expectText(link, 'Download all signups (CSV)');
  await page.expectAttribute(link, 'download', '');
  const href = await page.evaluate((s) => document.querySelector<HTMLAnchorElement>(s)?.href, link);
  expect(new URL(href ?? '').origin).toBe(new URL(page.baseUrl).origin);

  // What the link downloads, read by the owner's own client (WebDriver cannot read a download).
  const response = await fetch(href ?? '', {
    headers: { authorization: `Bearer ${inject('merchantSecret')}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toBe(
    'attachment; filename="back-in-stock-signups.csv"',
  );
  expect(journeyRows(await response.text(), EMAILS)).toEqual(expectedJourneyRows(EMAILS));
  expect(page.consoleErrors()).toEqual([]);
  expect(page.pageErrors()).toEqual([]);
});
