import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { expect, seriousViolations, test, typeInto } from './fixtures';

/**
 * Store pages the reference server renders from JSON-T templates (fixtures/templates): the one
 * script upgrades the engine's store markup in place, so it works as the elements do.
 */
const BUTTON = '.sqs-add-to-cart-button';
/** The shop's products: the fixtures the server seeds its catalogue with. */
const PRODUCTS: unknown[] = JSON.parse(readFileSync('fixtures/products.json', 'utf8'));
const STATUS = '.sqs-add-to-cart-button-wrapper [role="status"]';

/** Opens a shop page and waits until the bundle has bound its store markup. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator(`${BUTTON}[data-sq-idle-label]`).first()).toBeAttached();
}

/** Records the add requests a page sends. */
function addRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/commerce/shopping-cart/entries')
      requests.push(request);
  });
  return requests;
}

test.describe('/shop/{slug}: a product page rendered by the template engine', () => {
  test('shows the product and its store markup, axe-clean', async ({
    page,
    pageErrors,
    consoleErrors,
  }) => {
    await open(page, '/shop/canvas-tote');
    await expect(page).toHaveTitle('Canvas Tote · Demo Store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Canvas Tote');
    await expect(page.getByRole('img', { name: 'A canvas tote bag' })).toBeVisible();
    await expect(page.locator('.product-price')).toHaveText('from $28.00');
    await expect(page.locator('.product-mark')).toHaveText('sale');
    await expect(page.getByRole('combobox', { name: 'Select Size' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Select Color' })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeVisible();
    await expect(page.getByText('Heavy cotton canvas with reinforced handles')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('checks before adding: the message in an alert, nothing sent', async ({ page }) => {
    const adds = addRequests(page);
    await open(page, '/shop/canvas-tote');
    await page.locator(BUTTON).click();
    const alert = page.getByRole('alertdialog', { name: 'Unable to Add Item' });
    await expect(alert).toContainText('Please select the Size and Color option.');
    expect(await seriousViolations(page)).toEqual([]);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();
    await expect(page.locator(BUTTON)).toBeFocused();

    await page.getByRole('combobox', { name: 'Select Size' }).selectOption('M');
    await page.locator(BUTTON).click();
    await expect(alert).toContainText('Please select the Color option.');
    await page.keyboard.press('Escape');
    await expect(alert).toBeHidden();
    expect(adds).toHaveLength(0);
  });

  test('adds the chosen variant and quantity: Adding…, Added!, and the pill updates', async ({
    page,
  }) => {
    const adds = addRequests(page);
    await open(page, '/shop/canvas-tote');
    await expect(page.locator('sq-pill-cart a')).toBeHidden();
    await page.getByRole('combobox', { name: 'Select Size' }).selectOption('M');
    await page.getByRole('combobox', { name: 'Select Color' }).selectOption('Black');
    await expect(page.locator(STATUS)).toHaveText('$28.00');
    await expect(page.locator('.product-price')).toHaveText(
      'Sale Price:$28.00 Original Price:$35.00',
    );
    await expect(page.locator('.product-scarcity:visible')).toHaveText('Only 3 left');
    await typeInto(page.getByRole('spinbutton', { name: 'Quantity' }), '2');
    await page.locator(BUTTON).click();
    await expect(page.locator(BUTTON)).toHaveText('Adding…');
    await expect(page.locator(STATUS)).toHaveText('Adding…');
    await expect(page.locator(BUTTON)).toHaveText('Added!');
    await expect(page.locator(STATUS)).toHaveText('Added!');
    await expect(page.locator('sq-pill-cart .sq-pill-cart__quantity')).toHaveText('2');
    await expect(page.locator('sq-pill-cart a')).toBeVisible();
    await expect(page.locator(BUTTON)).toHaveText('Add To Cart');
    expect(adds).toHaveLength(1);
    const cart = await (await page.request.get('/api/commerce/shopping-cart')).json();
    expect(
      cart.entries.map((e: { chosenVariant: { sku: string }; quantity: number }) => [
        e.chosenVariant.sku,
        e.quantity,
      ]),
    ).toEqual([['SQ-TOTE-M-BLK', 2]]);
    expect(await seriousViolations(page)).toEqual([]);

    // The cart page shows it.
    await page.goto('/cart');
    await expect(page.locator('sq-cart-page').getByText('Canvas Tote').first()).toBeVisible();
  });

  test('the keyboard adds too: Enter on the focused button', async ({ page }) => {
    const adds = addRequests(page);
    await open(page, '/shop/ceramic-mug');
    await page.locator(BUTTON).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(BUTTON)).toHaveText('Added!');
    await expect(page.locator('sq-pill-cart .sq-pill-cart__quantity')).toHaveText('1');
    expect(adds).toHaveLength(1);
  });

  test('a sold-out product shows the sold-out state and cannot be added', async ({ page }) => {
    const adds = addRequests(page);
    await open(page, '/shop/wool-scarf');
    await expect(page.locator('.product-mark')).toHaveText('sold out');
    await expect(page.locator(BUTTON)).toHaveText('sold out');
    await expect(page.locator(BUTTON)).toHaveAttribute('aria-disabled', 'true');
    // Forced: Playwright itself refuses to click an aria-disabled button.
    await page.locator(BUTTON).click({ force: true });
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(adds).toHaveLength(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a sold-out variant turns the button to sold out until another is chosen', async ({
    page,
  }) => {
    await open(page, '/shop/canvas-tote');
    await page.getByRole('combobox', { name: 'Select Size' }).selectOption('L');
    await page.getByRole('combobox', { name: 'Select Color' }).selectOption('Natural');
    await expect(page.locator(BUTTON)).toHaveText('sold out');
    await expect(page.locator(STATUS)).toHaveText('$35.00, sold out');
    await page.getByRole('combobox', { name: 'Select Size' }).selectOption('S');
    await expect(page.locator(BUTTON)).toHaveText('Add To Cart');
    await expect(page.locator(BUTTON)).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('a product with a form opens it, and adds with the answers', async ({ page }) => {
    await open(page, '/shop/engraved-mug');
    await page.locator(BUTTON).click();
    const dialog = page.getByRole('dialog', { name: 'Engraving' });
    await typeInto(dialog.getByLabel('Engraving text *'), 'For Ada');
    await dialog.getByLabel('Font *').selectOption('Script');
    expect(await seriousViolations(page)).toEqual([]);
    const added = page.waitForResponse((r) => r.url().includes('/shopping-cart/entries'));
    await dialog.getByRole('button', { name: 'Add To Cart' }).click();
    const { newlyAdded } = await (await added).json();
    expect(JSON.parse(newlyAdded.additionalFields)).toEqual({
      'e-text': 'For Ada',
      'e-font': 'Script',
    });
    await expect(dialog).toBeHidden();
    await expect(page.locator(BUTTON)).toHaveText('Added!');
    await expect(page.locator('sq-pill-cart .sq-pill-cart__quantity')).toHaveText('1');
  });

  test('a subscription goes to its checkout', async ({ page }) => {
    await open(page, '/shop/weekly-coffee');
    await expect(page.locator(BUTTON)).toHaveText('Subscribe');
    await page.locator(BUTTON).click();
    await expect(page).toHaveURL(/\/checkout\/subscription\?cartToken=/);
  });

  test('an unknown slug gets a 404 page rendered the same way', async ({ page }) => {
    const response = await page.goto('/shop/no-such-product');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'See every product in the shop' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('/shop: the index page', () => {
  test('lists the products with links to their pages, axe-clean', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
    await expect(page.locator('.shop-item')).toHaveCount(PRODUCTS.length);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Canvas Tote' }).click();
    await expect(page).toHaveURL(/\/shop\/canvas-tote$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Canvas Tote');
  });
});
