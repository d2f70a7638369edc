import type { Page } from '@playwright/test';
import { addViaApi, expect, seriousViolations, test, typeInto } from './fixtures';

const PAGE = '/demo-pages/members.html';
const MEMBER = { email: 'member@example.com', password: 'sq-demo-member-1' };
const MUG = { itemId: '5f1a00000000000000000001', sku: 'SQ-MUG-01' };

// The demo member's saved cart is shared by these tests: one at a time.
test.describe.configure({ mode: 'serial' });

const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });
const accountButton = (page: Page) => page.getByRole('button', { name: 'Account', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Sign in' });
const pillCount = (page: Page) => page.locator('.sq-pill-cart__quantity');

/** Opens a page and waits for its control to be bound: a press before that does nothing. */
async function open(page: Page, path = PAGE) {
  await page.goto(path);
  await expect(page.locator('sq-account[data-hydrated]')).toHaveCount(1);
}

async function submitLogin(page: Page, email: string, password: string) {
  const form = dialog(page);
  await typeInto(form.getByLabel('Email'), email);
  await typeInto(form.getByLabel('Password'), password);
  const answered = page.waitForResponse((r) => r.url().includes('/api/site-users/account/session'));
  await form.getByRole('button', { name: 'Sign in' }).click();
  return (await answered).status();
}

async function signIn(page: Page) {
  await signInButton(page).click();
  expect(await submitLogin(page, MEMBER.email, MEMBER.password)).toBe(200);
  await expect(accountButton(page)).toBeVisible();
}

async function signOut(page: Page) {
  await accountButton(page).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(signInButton(page)).toBeVisible();
}

test('a wrong password says "Unable to log in" with the reason; the right one signs in', async ({
  page,
  pageErrors,
}) => {
  await open(page);
  await signInButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByLabel('Email')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  expect(await submitLogin(page, MEMBER.email, 'not-the-password')).toBe(401);
  const alert = dialog(page).getByRole('alert');
  await expect(alert).toHaveText('Unable to log in The email or password is incorrect.');
  await expect(dialog(page).getByLabel('Password')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  expect(await submitLogin(page, MEMBER.email, MEMBER.password)).toBe(200);
  await expect(dialog(page)).toHaveCount(0);
  await expect(accountButton(page)).toBeFocused();
  await expect(signInButton(page)).toBeHidden();
  const info = (await page.context().cookies()).find((c) => c.name === 'SiteUserInfo');
  expect(JSON.parse(decodeURIComponent(info?.value ?? '{}'))).toMatchObject({
    authenticated: true,
  });
  // The session stays signed in across a reload: the control follows the cookie.
  await page.reload();
  await expect(page.locator('sq-account[data-hydrated]')).toHaveCount(1);
  await expect(accountButton(page)).toBeVisible();
  await signOut(page);
  await expect(signInButton(page)).toBeFocused();
  expect(pageErrors).toEqual([]);
});

test('the /shop header holds the control, signed in across pages', async ({ page }) => {
  await open(page, '/shop');
  await expect(page.locator('header sq-account[data-hydrated]')).toHaveCount(1);
  await signIn(page);
  await page.goto('/cart');
  await open(page, '/shop');
  await expect(accountButton(page)).toBeVisible();
  await signOut(page);
});

test('at 320 px wide the control and its dialog fit without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await open(page);
  await signInButton(page).click();
  await expect(dialog(page)).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow).toBe(false);
  const box = await dialog(page).boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 320).toBe(true);
});

test('Escape closes the dialog and focus returns to Sign in', async ({ page }) => {
  await open(page);
  await signInButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(signInButton(page)).toBeFocused();
});

test('the cart is kept through sign-in, and a copy of it after sign-out', async ({ page }) => {
  await open(page);
  await addViaApi(page, MUG, 2);
  await open(page);
  await expect(pillCount(page)).toHaveText('2');
  await signIn(page);
  await expect(pillCount(page)).toHaveText('2');
  const before = (await page.context().cookies()).find((c) => c.name === 'CART')?.value;

  await signOut(page);
  await expect(pillCount(page)).toHaveText('2');
  const after = (await page.context().cookies()).find((c) => c.name === 'CART')?.value;
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
  await page.reload();
  await expect(pillCount(page)).toHaveText('2');
});

test('every tab follows the sign-in, its header control and the member cart', async ({
  browser,
}) => {
  // The member's cart: 3 mugs, held when signing in from another browser.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await open(other);
  await addViaApi(other, MUG, 3);
  await other.reload();
  await expect(other.locator('sq-account[data-hydrated]')).toHaveCount(1);
  await signIn(other);
  await elsewhere.close();

  const context = await browser.newContext();
  const first = await context.newPage();
  const second = await context.newPage();
  await open(first);
  await open(second);
  await expect(signInButton(second)).toBeVisible();
  await expect(pillCount(second)).toBeHidden();

  await signIn(first);
  await expect(pillCount(first)).toHaveText('3');
  await expect(accountButton(second)).toBeVisible();
  await expect(pillCount(second)).toHaveText('3');

  // The second tab was opened before the login, so it holds no XSRF token of its own: it asks.
  await signOut(second);
  await expect(signInButton(first)).toBeVisible();
  await expect(pillCount(first)).toHaveText('3');
  await context.close();
});

test('repeated failures lock the account out with the server message', async ({ page }) => {
  await open(page);
  await signInButton(page).click();
  const email = `locked-${Date.now()}@example.com`;
  for (let i = 0; i < 5; i++) expect(await submitLogin(page, email, `wrong-${i}`)).toBe(401);
  expect(await submitLogin(page, email, 'wrong-again')).toBe(429);
  await expect(dialog(page).getByRole('alert')).toHaveText(
    'Unable to log in Too many failed attempts. Please try again later.',
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('a sign-out refused by the crumb check is sent again with the renewed crumb, and signs out', async ({
  page,
  context,
  pageErrors,
  fault,
}) => {
  await open(page);
  await signIn(page);
  const logouts: { status: number; crumb: string | null }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().method() === 'DELETE' && url.pathname.endsWith('/account/session')) {
      logouts.push({ status: response.status(), crumb: url.searchParams.get('crumb') });
    }
  });
  // The next call to the session fails the crumb check, as after the session's crumb expired.
  await fault('crumb:account/session');
  await signOut(page);
  await expect.poll(() => logouts.map((logout) => logout.status)).toEqual([401, 204]);
  // The refusal renewed the crumb cookie, and the second call carries the new crumb.
  expect(logouts[1]?.crumb).toBeTruthy();
  expect(logouts[1]?.crumb).not.toBe(logouts[0]?.crumb);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const info = (await context.cookies()).find((c) => c.name === 'SiteUserInfo');
  expect(JSON.parse(decodeURIComponent(info?.value ?? '{}')).authenticated).not.toBe(true);
  expect(pageErrors).toEqual([]);
});
