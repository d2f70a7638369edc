import type { Page } from '@playwright/test';
import { expect, seriousViolations, test, typeInto } from './fixtures';
import { asOwner, merchantSecret, ownerHeaders } from './owner';

/**
 * The site's header, footer and languages: edited on the merchant page /merchant/site and seen on
 * the /shop pages, the language switcher, the page's refusals linked to their fields, the
 * translation connection's states, axe and a 320 px screen. The settings are the one site's, so
 * these tests run one after another and put the settings back as they found them.
 */

const SITE = '/merchant/site';

test.describe.configure({ mode: 'serial' });

async function openSettings(page: Page): Promise<void> {
  await page.goto(SITE);
  await expect(page.getByRole('button', { name: 'Save header and footer' })).toBeVisible();
}

/** Whether the page scrolls sideways. */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

let saved: { headerFooter: unknown; languages: unknown } | undefined;
const owner = { 'content-type': 'application/json' };
/** A script's client acting as the owner: the secret as its bearer token, and a crumb of its own. */
const ownerApiHeaders = () => ({ ...ownerHeaders(), cookie: 'crumb=restore' });

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: ownerApiHeaders() });
  saved = {
    headerFooter: await (await api.get('/api/site-header-footer')).json(),
    languages: (await (await api.get('/api/multilingual/settings')).json()).languages,
  };
  await api.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  if (!saved) return;
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { ...ownerApiHeaders(), ...owner },
  });
  await api.put('/api/site-header-footer?crumb=restore', { data: saved.headerFooter });
  await api.put('/api/multilingual/languages?crumb=restore', {
    data: { languages: saved.languages },
  });
  await api.dispose();
});

test('without the merchant session the page asks for the secret, then comes back to the settings', async ({
  page,
}) => {
  await page.goto(SITE);
  await typeInto(page.getByLabel('Merchant secret'), merchantSecret());
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(SITE);
  await expect(page.getByRole('button', { name: 'Save header and footer' })).toBeVisible();
});

test('a header and footer saved on the merchant page are the ones /shop shows', async ({
  page,
  context,
  baseURL,
}) => {
  await asOwner(context, baseURL);
  await openSettings(page);
  const header = page.getByRole('group', { name: 'Header', exact: true });
  await typeInto(header.getByLabel('Site title'), 'Fern & <Fig>');
  await page.getByRole('button', { name: 'Add a header link' }).click();
  const added = page.getByRole('group', { name: /^Header link \d+$/ }).last();
  await typeInto(added.getByLabel('Label'), 'Journal');
  await typeInto(added.getByLabel('Address'), 'javascript:alert(1)');
  await typeInto(page.getByLabel('Footer text'), 'Made by hand in <b>Lisbon</b>');
  await page.getByRole('button', { name: 'Save header and footer' }).click();

  // The unsafe address is refused before anything is sent, the summary linking to the field.
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  const address = added.getByLabel('Address');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveAccessibleDescription(/an http:\/\/ or https:\/\/ address\.$/);
  await summary.getByRole('link').click();
  await expect(address).toBeFocused();

  await typeInto(address, 'https://example.com/journal');
  await page.getByRole('button', { name: 'Save header and footer' }).click();
  await expect(page.getByRole('status').first()).toHaveText('The header and footer are saved.');

  await page.goto('/shop');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Fern & <Fig>' })).toHaveAttribute('href', '/shop');
  await expect(
    banner.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Journal' }),
  ).toHaveAttribute('href', 'https://example.com/journal');
  // The cart link (its name is the cart's count once the script names it as the pill is).
  await expect(banner.locator('a.site-header__cart')).toHaveAttribute('href', '/cart');
  await expect(page.getByRole('contentinfo')).toContainText('Made by hand in <b>Lisbon</b>');
  expect(await page.locator('.site-footer b').count()).toBe(0);
});

test('a second language adds the switcher, which links to the same page under its prefix', async ({
  page,
  context,
  baseURL,
}) => {
  await asOwner(context, baseURL);
  await openSettings(page);
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Save languages' }) });
  await page.getByRole('button', { name: 'Add a language' }).click();
  const added = form.getByRole('group', { name: /^Language \d+$/ }).last();
  await typeInto(added.getByLabel('Language code'), 'fr!');
  await page.getByRole('button', { name: 'Save languages' }).click();
  const code = added.getByLabel('Language code');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription(/Enter a language tag such as en, fr or pt-BR\.$/);

  await typeInto(code, 'fr');
  await page.getByRole('button', { name: 'Save languages' }).click();
  await expect(form.getByRole('status')).toHaveText('The languages are saved.');

  await page.goto('/shop/ceramic-mug');
  const switcher = page.getByRole('navigation', { name: 'Language' });
  const french = switcher.getByRole('link', { name: 'Français' });
  await expect(french).toHaveAttribute('href', '/fr/shop/ceramic-mug');
  await expect(switcher.locator('[aria-current="page"]')).toHaveAttribute(
    'href',
    '/shop/ceramic-mug',
  );
  await french.click();
  await expect(page).toHaveURL(/\/fr\/shop\/ceramic-mug$/);
  await expect(french).toHaveAttribute('aria-current', 'page');
  await expect(switcher.locator('[aria-current="page"]')).toHaveCount(1);
});

test('the translation connection: Disconnect, then Connect awaits the provider', async ({
  page,
  context,
  baseURL,
}) => {
  await asOwner(context, baseURL);
  await openSettings(page);
  const section = page.getByRole('region', { name: 'Translation connection' });
  const disconnect = section.getByRole('button', { name: 'Disconnect' });
  if (await disconnect.isVisible()) {
    await expect(section).toContainText('Connected to Zapier.');
    await disconnect.click();
    await expect(section.getByRole('status')).toHaveText(
      'The translation provider is disconnected.',
    );
  }
  await page.reload();
  await expect(section).toContainText('Not connected.');
  await section.getByRole('button', { name: 'Connect' }).click();
  await expect(section.getByRole('status')).toHaveText('Awaiting Connection to Zapier');
});

for (const width of [320, 1280]) {
  test(`the settings page and the shop with its switcher are axe-clean and fit ${width} px`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await asOwner(context, baseURL);
    await openSettings(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflows(page)).toBe(false);
    await page.goto('/fr/shop');
    await expect(page.getByRole('navigation', { name: 'Language' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflows(page)).toBe(false);
  });
}
