import type { Page } from '@playwright/test';
import { expect, seriousViolations, test, waitForHydration } from './fixtures';

/**
 * Store markup that works without a custom element, on the shop the server renders from its
 * templates and on the demo pages: the engine's cart count and subtotal follow the cart, a gift
 * card's denominations read as their prices, and a digital product's audio preview is the
 * browser's own player.
 */

const SHOP_BUTTON = '.sqs-add-to-cart-button';
const GIFT = '5f1a00000000000000000007';
const PREVIEW = '/demo-pages/audio/field-guide-preview.wav';

/** A shop page, once the script has bound its add-to-cart button. */
async function openShopProduct(page: Page, slug: string): Promise<void> {
  await page.goto(`/shop/${slug}`);
  await expect(page.locator(`${SHOP_BUTTON}[data-sq-idle-label]`)).toBeAttached();
}

test.describe('the engine’s cart count and subtotal', () => {
  test('the shop header’s Cart link counts the cart, named as the pill is, in every tab', async ({
    context,
    page,
    pageErrors,
    consoleErrors,
  }) => {
    await openShopProduct(page, 'ceramic-mug');
    const cart = page.getByRole('link', { name: '0 items in cart' });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(cart.locator('.sqs-cart-quantity')).toHaveText('0');
    expect(await seriousViolations(page)).toEqual([]);

    // Another tab of the shop, showing the list.
    const other = await context.newPage();
    await other.goto('/shop');
    await expect(other.getByRole('link', { name: '0 items in cart' })).toBeVisible();

    await page.locator(SHOP_BUTTON).click();
    await expect(page.locator(SHOP_BUTTON)).toHaveText('Added!');
    const named = page.getByRole('link', { name: 'One item in cart' });
    // The header's link, beside the pill (a count alone does not replace it).
    await expect(page.locator('header').getByRole('link', { name: 'One item in cart' })).toHaveText(
      'Cart (1)',
    );
    await expect(named).toHaveCount(2);
    await expect(page.locator('sq-pill-cart a')).toBeVisible();
    await expect(other.locator('header .sqs-cart-quantity')).toHaveText('1');
    await expect(
      other.locator('header').getByRole('link', { name: 'One item in cart' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('on a demo page, the count and the subtotal by their classes follow the cart', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/demo-pages/engine-cart.html');
    await waitForHydration(page, 'sq-add-to-cart');
    const link = page.locator('nav a.custom-cart');
    await expect(link).toHaveAccessibleName('0 items in cart');
    await expect(page.locator('.sqs-cart-subtotal')).toHaveText('');
    await page.locator('#ceramic-mug .sq-add-to-cart__button').click();
    await expect(link.locator('.sqs-cart-quantity')).toHaveText('1');
    await expect(link).toHaveAccessibleName('One item in cart');
    await expect(page.locator('.sqs-cart-subtotal')).toHaveText('$24.00');
    await expect(page.locator('sq-pill-cart a')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('a gift card’s denominations read as their prices', () => {
  const LABELS = ['Select Value', '$25.00', '$50.00', '$100.00'];

  test('<sq-add-to-cart> on the demo page: the labels, and the chosen sku goes to the gift-card page', async ({
    page,
  }) => {
    await page.goto('/demo-pages/gift-card.html');
    await waitForHydration(page, 'sq-add-to-cart');
    const select = page.getByLabel('Value', { exact: true });
    await expect(select.locator('option')).toHaveText(LABELS);
    await select.selectOption({ label: '$50.00' });
    await expect(select).toHaveValue('$50');
    await page.locator('sq-add-to-cart .sq-add-to-cart__button').click();
    await expect(page).toHaveURL(
      new RegExp(`/commerce/gift-card\\?itemId=${GIFT}&sku=SQ-GIFT-50$`),
    );
    await expect(page.locator('main')).toContainText('SQ-GIFT-50');
  });

  test('the engine’s markup on /shop/gift-card: the same labels once bound, and the same sku', async ({
    page,
    pageErrors,
  }) => {
    await openShopProduct(page, 'gift-card');
    const select = page.getByRole('combobox', { name: 'Select Value' });
    await expect(select.locator('option')).toHaveText(LABELS);
    // The radios the template hides read the same.
    await expect(page.locator('.variant-radiobtn-wrapper label')).toHaveText(LABELS.slice(1));
    await select.selectOption({ label: '$100.00' });
    await expect(select).toHaveValue('$100');
    await page.locator(SHOP_BUTTON).click();
    await expect(page).toHaveURL(
      new RegExp(`/commerce/gift-card\\?itemId=${GIFT}&sku=SQ-GIFT-100$`),
    );
    await expect(page.locator('main')).toContainText('SQ-GIFT-100');
    expect(pageErrors).toEqual([]);
  });

  test('the server still writes the bare values, as the public engine does', async ({ page }) => {
    const html = await (await page.request.get('/shop/gift-card')).text();
    expect(html).toContain('<option value="$50">$50</option>');
  });
});

test.describe('a digital product’s audio preview', () => {
  /** The player plays the file: its metadata loads, one second long. */
  async function expectPlayable(page: Page, selector: string): Promise<void> {
    await page.locator(selector).evaluate((audio: HTMLAudioElement) => {
      audio.preload = 'metadata';
      audio.load();
    });
    await expect
      .poll(() => page.locator(selector).evaluate((audio: HTMLAudioElement) => audio.duration))
      .toBeCloseTo(1, 1);
  }

  test('the file is served as audio', async ({ page }) => {
    const response = await page.request.get(PREVIEW);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^audio\//);
  });

  test('<sq-add-to-cart> on the demo page shows a named native player of the preview', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/demo-pages/product-digital.html');
    await waitForHydration(page, 'sq-add-to-cart');
    const audio = page.locator('sq-add-to-cart audio');
    await expect(audio).toHaveAccessibleName('Listen to a preview');
    await expect(audio).toHaveAttribute('src', PREVIEW);
    await expect(audio).toHaveAttribute('controls', '');
    await expect(audio).toHaveAttribute('preload', 'none');
    expect(await seriousViolations(page)).toEqual([]);
    await expectPlayable(page, 'sq-add-to-cart audio');
    expect(consoleErrors).toEqual([]);
  });

  test('/shop/field-guide: the template’s player container becomes the same player, with nothing refused', async ({
    page,
    pageErrors,
    consoleErrors,
  }) => {
    await openShopProduct(page, 'field-guide');
    const audio = page.locator('.squarespace-audio-player audio');
    await expect(audio).toHaveAccessibleName('Listen to a preview');
    await expect(audio).toHaveAttribute('src', PREVIEW);
    await expect(audio).toHaveAttribute('controls', '');
    await expect(audio).toHaveAttribute('preload', 'none');
    expect(await seriousViolations(page)).toEqual([]);
    await expectPlayable(page, '.squarespace-audio-player audio');
    // No inline script for the CSP to refuse, and no other error.
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a product without a preview has no player', async ({ page }) => {
    await openShopProduct(page, 'ceramic-mug');
    await expect(page.locator('.squarespace-audio-player')).toHaveCount(0);
    await expect(page.locator('audio')).toHaveCount(0);
  });
});
