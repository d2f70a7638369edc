import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { SIGNUPS_CSV_PATH, type StoredSignup, signupsOf } from '../helpers/signups-csv';
import { expect, seriousViolations, test, typeInto } from './fixtures';
import { ownerHeaders } from './owner';

/**
 * The template engine's back-in-stock markup (product-restock-notification) works with no element:
 * on the shop's page of a sold-out product, rendered by the reference server, and on a static demo
 * page holding the same markup, the one script checks, gates and sends the signup as
 * `<sq-restock-signup>` does.
 */
const SHOP_PAGE = '/shop/wool-scarf';
const DEMO_PAGE = '/demo-pages/restock-markup.html';
const BOX = '.product-restock-notification';
/** The status line the script adds to a block it has bound. */
const BOUND = `${BOX} .sq-restock-markup__status`;

/** Opens a page and waits until the script has bound its restock markup. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator(BOUND).first()).toBeAttached();
}

const email = (page: Page) => page.getByRole('textbox', { name: 'Email Address' });
const notify = (page: Page) => page.getByRole('button', { name: 'Notify Me' });
const robot = (page: Page) => page.getByLabel("I'm not a robot");
const alertLine = (page: Page) => page.locator(BOX).getByRole('alert');
/** The line that announces the signup: a status region. */
const statusLine = (page: Page) => page.locator(BOUND);

/** An address no other test uses, so finding it stored proves this test's signup. */
const freshAddress = () => `markup-${randomUUID().slice(0, 8)}@example.com`;

/** The scarf's signups, waiting or already notified, as the merchant's CSV export lists them. */
async function storedSignups(page: Page): Promise<StoredSignup[]> {
  const response = await page.request.get(SIGNUPS_CSV_PATH, { headers: ownerHeaders() });
  expect(response.status()).toBe(200);
  return signupsOf(await response.text(), 'SQ-SCARF-01');
}

test.describe(`${SHOP_PAGE}: the engine’s back-in-stock markup`, () => {
  test('a signup is checked, waits for the captcha, is sent and stored; the page says so', async ({
    page,
    pageErrors,
  }) => {
    await open(page, SHOP_PAGE);
    await expect(page.getByText('Get notified when this product is back in stock.')).toBeVisible();
    // The unsolved captcha holds the button, focusable and saying why; Playwright waits on
    // aria-disabled, so presses on it are forced.
    await expect(notify(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(notify(page)).toHaveAccessibleDescription('Complete CAPTCHA before submitting.');
    expect(await seriousViolations(page)).toEqual([]);

    const address = freshAddress();
    await typeInto(email(page), address);
    await notify(page).click({ force: true });
    await expect(robot(page)).toBeFocused();
    await page.getByLabel('Also send me news from the studio').check();
    await robot(page).check();
    await expect(notify(page)).not.toHaveAttribute('aria-disabled');
    await expect(notify(page)).toHaveAccessibleDescription('');
    await notify(page).click();

    await expect(statusLine(page)).toHaveText('Signed up!');
    await expect(statusLine(page)).toHaveAttribute('role', 'status');
    await expect(email(page)).toHaveCount(0);
    await expect(robot(page)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await storedSignups(page)).toContainEqual(
      expect.objectContaining({ email: address, isJoinMailingList: true }),
    );
    expect(pageErrors).toEqual([]);
  });

  test('a bad email shows the error on the field, and nothing is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/commerce/restock-notifications')) sent.push(request.url());
    });
    await open(page, SHOP_PAGE);
    await robot(page).check();
    await notify(page).click();
    await expect(alertLine(page)).toHaveText('Email cannot be blank');
    await expect(email(page)).toHaveAccessibleDescription('Email cannot be blank');
    await expect(email(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(email(page)).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await typeInto(email(page), 'ada@');
    await page.keyboard.press('Enter');
    await expect(alertLine(page)).toHaveText('Email is invalid');
    await expect(email(page)).toHaveAccessibleDescription('Email is invalid');
    expect(sent).toEqual([]);
  });

  test("a server failure shows the server's text and a fresh captcha that holds the button", async ({
    page,
    fault,
  }) => {
    await open(page, SHOP_PAGE);
    await typeInto(email(page), freshAddress());
    await robot(page).check();
    await fault('500');
    await notify(page).click();
    await expect(alertLine(page)).toHaveText('Something went wrong on our side.');
    await expect(email(page)).not.toHaveAttribute('aria-invalid');
    await expect(robot(page)).not.toBeChecked();
    await expect(notify(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(
      page.getByRole('status').filter({ hasText: 'Complete CAPTCHA before submitting.' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the keyboard alone signs up: Tab through the box, Space to tick, Enter to send', async ({
    page,
  }) => {
    await open(page, SHOP_PAGE);
    // From the (sold-out) add button, the next stop is the email field.
    await page.locator('.sqs-add-to-cart-button').focus();
    await page.keyboard.press('Tab');
    await expect(email(page)).toBeFocused();
    await page.keyboard.type(freshAddress());
    await page.keyboard.press('Tab');
    await expect(notify(page)).toBeFocused();
    // The held button sends nothing and takes the shopper to the captcha.
    await page.keyboard.press('Enter');
    await expect(robot(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(robot(page)).toBeChecked();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByLabel('Also send me news from the studio')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(notify(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(statusLine(page)).toHaveText('Signed up!');
    await expect(statusLine(page)).toBeFocused();
  });
});

test(`${SHOP_PAGE}: the box fits a 320 px screen with 24 px targets, and is axe-clean in the dark`, {
  tag: '@media',
}, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await open(page, SHOP_PAGE);
  await robot(page).check();
  await notify(page).click();
  await expect(alertLine(page)).toHaveText('Email cannot be blank');
  const found = await page.locator(BOX).evaluate((box) => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push('page scrolls');
    if (box.getBoundingClientRect().right > window.innerWidth) problems.push('box too wide');
    for (const control of box.querySelectorAll<HTMLInputElement>('input')) {
      // A checkbox is pressed through its label as well: the label is the target.
      const target = control.type === 'checkbox' ? (control.closest('label') ?? control) : control;
      const { width, height } = target.getBoundingClientRect();
      if (width < 24 || height < 24) problems.push(`${control.outerHTML}: ${width} × ${height}`);
    }
    return problems;
  });
  expect(found).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});

test('/shop/canvas-tote: the signup shows only while the chosen variant is sold out', async ({
  page,
}) => {
  await page.goto('/shop/canvas-tote');
  await expect(page.locator(BOUND)).toBeAttached();
  await expect(page.locator(BOX)).toBeHidden();
  await page.getByRole('combobox', { name: 'Select Size' }).selectOption('L');
  await page.getByRole('combobox', { name: 'Select Color' }).selectOption('Natural');
  await expect(page.locator(BOX)).toBeVisible();
  await expect(email(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('combobox', { name: 'Select Size' }).selectOption('S');
  await expect(page.locator(BOX)).toBeHidden();
});

test(`${DEMO_PAGE}: the same markup on a static page signs up and is stored`, async ({
  page,
  pageErrors,
  consoleErrors,
}) => {
  await open(page, DEMO_PAGE);
  expect(await seriousViolations(page)).toEqual([]);
  const address = freshAddress();
  await typeInto(email(page), address);
  await robot(page).check();
  await notify(page).click();
  await expect(statusLine(page)).toHaveText('Signed up!');
  expect(await storedSignups(page)).toContainEqual(
    expect.objectContaining({ email: address, isJoinMailingList: false }),
  );
  expect(pageErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
