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
