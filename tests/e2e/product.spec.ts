import { expect, test, typeInto, waitForHydration } from './fixtures';

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
    await expect(alert).toHaveAttribute('aria-modal', 'true');
    // An alert must be acknowledged: a click on its backdrop leaves it open.
    await page.mouse.click(5, 5);
    await expect(alert).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(alert).toBeHidden();

    await page.getByLabel('Size').selectOption('M');
    await page.getByLabel('Color').selectOption('Black');
    await expect(page.locator('.sq-product-form__amount')).toHaveText('$28.00');
    await expect(page.locator('.sq-product-form [aria-live="polite"]')).toHaveText('$28.00');
    await expect(page.locator('.sq-product-form__scarcity')).toHaveText('Only 3 left');
    await typeInto(page.getByLabel('Quantity'), '2');
    await page.locator(BUTTON).click();
    await expect(page.locator(BUTTON)).toHaveText('Added!');
    await expect(page.locator('sq-pill-cart .sq-pill-cart__quantity')).toHaveText('2');
  });

  test('the scarcity line shows on a product page, and not where the merchant did not ask for it: a list', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await waitForHydration(page, 'sq-add-to-cart');
    await page.getByLabel('Size').selectOption('M');
    await page.getByLabel('Color').selectOption('Black');
    const scarcity = page.locator('.sq-product-form__scarcity');
    await expect(scarcity).toHaveText('Only 3 left');
    // The same form shown in a product list: the merchant listed product pages only.
    await page.locator('sq-add-to-cart').evaluate((el) => el.setAttribute('view', 'product-list'));
    await expect(page.locator('.sq-product-form__amount')).toHaveText('$28.00');
    await expect(scarcity).toHaveCount(0);

    // The shop: its product page writes the line, its list writes none.
    await page.goto('/shop/canvas-tote');
    await page.getByRole('combobox', { name: 'Select Size' }).selectOption('M');
    await page.getByRole('combobox', { name: 'Select Color' }).selectOption('Black');
    await expect(page.locator('.product-scarcity:visible')).toHaveText('Only 3 left');
    await page.goto('/shop');
    await expect(page.getByRole('heading', { name: 'Canvas Tote' })).toBeVisible();
    await expect(page.locator('.product-scarcity')).toHaveCount(0);
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
  test('Subscribe opens the subscription checkout; placing it confirms, and the cart is untouched', async ({
    page,
  }) => {
    await page.goto('/demo-pages/subscription.html');
    await waitForHydration(page, 'sq-add-to-cart');
    await expect(page.locator('.sq-product-form__amount')).toHaveText('$18.00 every week');
    await page.locator(BUTTON).click();
    await expect(page).toHaveURL(/\/checkout\/subscription\?cartToken=/);
    await expect(page.getByRole('heading', { name: 'Subscription checkout (demo)' })).toBeVisible();
    await expect(page.getByText('Weekly Coffee Beans × 1: $18.00')).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription confirmed');
    await expect(page.getByText(/Weekly Coffee Beans × 1/)).toBeVisible();
    // The subscription had a cart of its own: the shopper's cart is still empty.
    await page.goto('/cart');
    await expect(page.getByText('You have nothing in your shopping cart.')).toBeVisible();
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
    await typeInto(page.getByLabel('Quantity'), '3');
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

test.describe('instalments', () => {
  test('the pill follows the variant and its modal opens, closes with Escape, Close Popup or its backdrop, and returns focus', async ({
    page,
  }) => {
    await page.goto('/demo-pages/product.html');
    await waitForHydration(page, 'sq-afterpay-pill');
    const pill = page.locator('.sq-afterpay-pill');
    await expect(pill).toHaveText('Afterpay available for orders over $35.00');
    await page.getByLabel('Size').selectOption('S');
    await page.getByLabel('Color').selectOption('Natural');
    await expect(pill).toHaveText('or 4 interest-free payments of $8.75 with Afterpay');

    const info = page.getByRole('button', { name: 'Afterpay information' });
    await info.click();
    const modal = page.getByRole('dialog', { name: 'Pay in 4 with Afterpay' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('four payments');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(info).toBeFocused();

    await info.press('Enter');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Close Popup' }).click();
    await expect(modal).toBeHidden();
    await expect(info).toBeFocused();

    // Stated modal; a press on its backdrop closes it like Close Popup, one inside does not [G-06].
    await info.click();
    await expect(modal).toHaveAttribute('aria-modal', 'true');
    await modal.getByText('four payments').first().click();
    await expect(modal).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(modal).toBeHidden();
    await expect(info).toBeFocused();
  });

  test('every market shows its brand, inside and outside the range', async ({ page }) => {
    await page.goto('/demo-pages/instalments.html');
    await waitForHydration(page, 'sq-afterpay-pill');
    const gb = page.locator('section', { has: page.getByRole('heading', { name: 'en_GB' }) });
    await expect(gb.locator('.sq-afterpay-pill').nth(0)).toHaveText(
      'or 4 interest-free payments of $30.00 with Clearpay',
    );
    await expect(gb.locator('.sq-afterpay-pill').nth(1)).toHaveText(
      'Clearpay available for orders over $35.00',
    );
    await expect(gb.locator('.sq-afterpay-pill').nth(2)).toHaveText(
      'Clearpay available for orders up to $2,000.00',
    );
    const frCa = page.locator('section', { has: page.getByRole('heading', { name: 'fr_CA' }) });
    await frCa.getByRole('button', { name: 'Afterpay information' }).first().click();
    await expect(
      page.getByRole('dialog', { name: 'Payez en 4 versements avec Afterpay' }),
    ).toBeVisible();
  });
});

test.describe('back in stock', () => {
  test('a sold-out product offers the signup: checks, captcha, then "Signed up!"', async ({
    page,
  }) => {
    await page.goto('/demo-pages/product-sold-out.html');
    await waitForHydration(page, 'sq-restock-signup');
    await expect(page.locator(BUTTON)).toBeDisabled();
    const email = page.getByLabel('Email Address');
    const notify = page.getByRole('button', { name: 'Notify Me' });
    // The unsolved captcha holds the button, focusable and saying why; Playwright waits on
    // aria-disabled, so these presses are forced. A press still checks the email, sending nothing.
    await expect(notify).toHaveAttribute('aria-disabled', 'true');
    await expect(notify).toHaveAccessibleDescription('Complete CAPTCHA before submitting.');
    await notify.click({ force: true });
    await expect(page.getByRole('alert')).toHaveText('Email cannot be blank');
    await typeInto(email, 'ada@');
    await notify.click({ force: true });
    await expect(page.getByRole('alert')).toHaveText('Email is invalid');
    await typeInto(email, 'ada@example.com');
    await notify.click({ force: true });
    await expect(page.getByRole('alert')).toHaveText('');
    await expect(page.getByLabel("I'm not a robot")).toBeFocused();
    await page.getByLabel('Also send me news from the studio').check();
    await page.getByLabel("I'm not a robot").check();
    await expect(notify).not.toHaveAttribute('aria-disabled');
    await expect(notify).toHaveAccessibleDescription('');
    await notify.click();
    await expect(page.getByText('Signed up!')).toBeVisible();
    await expect(page.getByLabel("I'm not a robot")).toHaveCount(0);
  });

  test("a failed signup shows the server's message and a fresh captcha", async ({
    page,
    fault,
  }) => {
    await page.goto('/demo-pages/product-sold-out.html');
    await waitForHydration(page, 'sq-restock-signup');
    await typeInto(page.getByLabel('Email Address'), 'ada@example.com');
    await page.getByLabel("I'm not a robot").check();
    await fault('500');
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expect(page.getByRole('alert')).toHaveText('Something went wrong on our side.');
    await expect(page.getByLabel("I'm not a robot")).not.toBeChecked();
    // The fresh captcha holds the button again, and says so [O-12].
    await expect(page.getByRole('button', { name: 'Notify Me' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(
      page.getByRole('status').filter({ hasText: 'Complete CAPTCHA before submitting.' }),
    ).toBeVisible();
  });
});

test.describe('checks before adding', () => {
  for (const [size, color, quantity, message] of [
    ['L', 'Black', '1', 'Sorry, that item variant is unavailable. Please select another variant.'],
    ['S', 'Natural', '1.5', 'Quantity must be a whole number'],
    ['S', 'Natural', 'e', 'Quantity must be a number.'],
    ['S', 'Black', '6', 'Sorry, we do not have enough of that item available.'],
  ] as const) {
    test(`${size}/${color}, quantity ${quantity}: '${message}'`, async ({ page }) => {
      await page.goto('/demo-pages/product.html');
      await waitForHydration(page, 'sq-add-to-cart');
      await page.getByLabel('Size').selectOption(size);
      await page.getByLabel('Color').selectOption(color);
      // A number field reports "e" alone as no value.
      await typeInto(page.getByLabel('Quantity'), quantity);
      await page.locator(BUTTON).click();
      await expect(page.getByRole('alertdialog', { name: 'Unable to Add Item' })).toContainText(
        message,
      );
      await expect(page.locator('sq-pill-cart a')).toBeHidden();
    });
  }
});

test('a service shows a quantity field unless the store allows one at a time', async ({ page }) => {
  await page.goto('/demo-pages/product-service.html');
  await waitForHydration(page, 'sq-add-to-cart');
  await expect(page.getByLabel('Quantity')).toBeVisible();
  await page.goto('/demo-pages/product-service-one-at-a-time.html');
  await waitForHydration(page, 'sq-add-to-cart');
  await expect(page.getByLabel('Quantity')).toHaveCount(0);
  await page.locator(BUTTON).click();
  await expect(page.locator('sq-pill-cart .sq-pill-cart__quantity')).toHaveText('1');
});

test('a JPY store shows and adds in whole yen', async ({ page }) => {
  await page.goto('/demo-pages/product-jpy.html');
  await waitForHydration(page, 'sq-add-to-cart');
  await expect(page.locator('.sq-product-form__amount')).toHaveText('¥1,200');
  await typeInto(page.getByLabel('Quantity'), '2');
  const added = page.waitForResponse((r) => r.url().includes('/shopping-cart/entries'));
  await page.locator(BUTTON).click();
  const { shoppingCart } = await (await added).json();
  expect(shoppingCart).toMatchObject({ currencyCode: 'JPY', subtotalCents: 2400 });
  await expect(page.locator('sq-pill-cart .sq-pill-cart__quantity')).toHaveText('2');
});
