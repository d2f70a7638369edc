import { expect, test, waitForHydration } from './fixtures';

const PAGE = '/demo-pages/product.html';
const BUTTON = 'sq-add-to-cart .sq-add-to-cart__button';

test.describe('product page: Canvas Tote', () => {
  test('asks for options, follows the chosen variant, then adds it', async ({ page }) => {
    await page.goto(PAGE);
    await waitForHydration(page, 'sq-add-to-cart');
    await expect(page.locator('.sq-product-form__amount')).toHaveText('from $28.00');

    await page.locator(BUTTON).click();
    const alert = page.getByRole('alertdialog', { name: 'Unable to Add Item' });
    await expect(alert).toContainText('Please select the Size and Color option.');
    await page.keyboard.press('Escape');
    await expect(alert).toBeHidden();

    await page.getByLabel('Size').selectOption('M');
    await page.getByLabel('Color').selectOption('Black');
    await expect(page.locator('.sq-product-form__amount')).toHaveText('$28.00');
    await expect(page.locator('.sq-product-form [aria-live="polite"]')).toHaveText('$28.00');
    await expect(page.locator('.sq-product-form__scarcity')).toHaveText('Only 3 left');
    await page.getByLabel('Quantity').fill('2');
    await page.locator(BUTTON).click();
    await expect(page.locator(BUTTON)).toHaveText('Added!');
    await expect(page.locator('sq-pill-cart .sq-pill-cart__quantity')).toHaveText('2');
  });

  test('a sold-out combination cannot be added', async ({ page }) => {
    await page.goto(PAGE);
    await waitForHydration(page, 'sq-add-to-cart');
    await page.getByLabel('Size').selectOption('L');
    await page.getByLabel('Color').selectOption('Natural');
    await expect(page.locator(BUTTON)).toBeDisabled();
    await expect(page.locator(BUTTON)).toHaveText('sold out');
  });
});

test.describe('hand-offs', () => {
  test('Subscribe opens the subscription checkout with a cart of that subscription', async ({
    page,
  }) => {
    await page.goto('/demo-pages/subscription.html');
    await waitForHydration(page, 'sq-add-to-cart');
    await expect(page.locator('.sq-product-form__amount')).toHaveText('$18.00 every week');
    await page.locator(BUTTON).click();
    await expect(page).toHaveURL(/\/checkout\/subscription\?cartToken=/);
    await expect(page.getByRole('heading', { name: 'Subscription checkout (demo)' })).toBeVisible();
    await expect(page.getByText('Weekly Coffee Beans × 1: $18.00')).toBeVisible();
  });

  test('a gift card needs a value, then opens the gift-card page with the item and variant', async ({
    page,
  }) => {
    await page.goto('/demo-pages/gift-card.html');
    await waitForHydration(page, 'sq-add-to-cart');
    await page.locator(BUTTON).click();
    const alert = page.getByRole('alertdialog', { name: 'Unable to purchase Gift Card' });
    await expect(alert).toContainText('Select a denomination for the Gift Card');
    await alert.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('Value').selectOption('$100');
    await page.locator(BUTTON).click();
    await expect(page).toHaveURL(
      /\/commerce\/gift-card\?itemId=5f1a00000000000000000007&sku=SQ-GIFT-100/,
    );
    await expect(page.getByText('Gift Card: $100 ($100.00)')).toBeVisible();
  });

  test('express checkout adds and goes straight to checkout', async ({ page }) => {
    await page.goto('/demo-pages/express-checkout.html');
    await waitForHydration(page, 'sq-add-to-cart');
    await page.getByLabel('Quantity').fill('3');
    await page.locator(BUTTON).click();
    await expect(page).toHaveURL(/\/checkout\?cartToken=/);
    await expect(page.getByText('Ceramic Mug × 3: $72.00')).toBeVisible();
  });

  test('a digital product has neither options nor a quantity, and adds one', async ({ page }) => {
    await page.goto('/demo-pages/product-digital.html');
    await waitForHydration(page, 'sq-add-to-cart');
    await expect(page.locator('.sq-product-form select, .sq-product-form input')).toHaveCount(0);
    await page.locator(BUTTON).click();
    await expect(page.locator('sq-pill-cart .sq-pill-cart__quantity')).toHaveText('1');
  });
});
