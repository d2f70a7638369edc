import { randomUUID } from 'node:crypto';
import { Origin } from 'selenium-webdriver';
import { describe, expect, inject, test } from 'vitest';
import { Key, until, type WebKitPage, webKitSession } from './webkit';

/**
 * The product journeys in WebKit: a product page's variants, typed quantity, the checks before
 * adding and a sold-out combination; the back-in-stock signup; the instalment (Afterpay) line and
 * its dialog; the gift-card and subscription hand-offs; the additional-fields lightbox, typed into
 * key by key after a refused submit; and the quick view on /shop.
 */
const wk = webKitSession();

const ADD = 'sq-add-to-cart .sq-add-to-cart__button';
const COUNT = 'sq-pill-cart .sq-pill-cart__quantity';
const ALERT = 'dialog.sq-alert[open]';

/** Opens a page and waits until its add-to-cart elements have hydrated. */
async function open(page: WebKitPage, path: string): Promise<void> {
  await page.goto(path);
  await page.hydrated('sq-add-to-cart');
}

/** A CSS selector of the control that the label reading `label` names, inside `scope`. */
async function labelled(page: WebKitPage, scope: string, label: string): Promise<string> {
  return until(
    () =>
      page.evaluate(
        (s, l) => {
          for (const element of document.querySelectorAll<HTMLLabelElement>(`${s} label`)) {
            const control = element.control;
            if (element.textContent?.trim() === l && control?.id) {
              return `#${CSS.escape(control.id)}`;
            }
          }
          return null;
        },
        scope,
        label,
      ),
    `the field labelled ${label} in ${scope}`,
  );
}

/** A press of the pointer at a point of the viewport (a dialog's backdrop, near its corner). */
async function clickAt(page: WebKitPage, x: number, y: number): Promise<void> {
  await page.driver.actions().move({ x, y, origin: Origin.VIEWPORT }).click().perform();
}

/** Waits until the page's text shows `text` somewhere. */
async function shows(page: WebKitPage, text: string): Promise<void> {
  await until(
    () => page.evaluate((t) => document.body.innerText.includes(t), text),
    `the page to show "${text}"`,
  );
}

/** Waits until the open alert has this title and message. */
async function expectAlert(page: WebKitPage, title: string, message: string): Promise<void> {
  await page.expectText(`${ALERT} .sq-alert__title`, title);
  await page.expectText(`${ALERT} .sq-alert__message`, message);
}

/** Acknowledges the open alert with OK; waits until it is gone. */
async function dismissAlert(page: WebKitPage): Promise<void> {
  await page.click(`${ALERT} .sq-alert__close`, 'OK');
  await page.expectCount(ALERT, 0);
}

/** The cart's lines as the server holds them: [sku, quantity, additional fields]. */
async function cartLines(page: WebKitPage): Promise<[string, number, string | null][]> {
  return page.evaluate(async () => {
    const cart = (await (await fetch('/api/commerce/shopping-cart')).json()) as {
      entries: {
        chosenVariant: { sku: string };
        quantity: number;
        additionalFields?: string | null;
      }[];
    };
    return cart.entries.map((e): [string, number, string | null] => [
      e.chosenVariant.sku,
      e.quantity,
      e.additionalFields ?? null,
    ]);
  });
}

describe('product page: Canvas Tote', () => {
  const PAGE = '/demo-pages/product.html';

  test('asks for options, refuses sold-out and short picks, adds a variant', async () => {
    const { page } = wk;
    await open(page, PAGE);
    await page.expectText('.sq-product-form__amount', 'from $28.00');
    const size = await labelled(page, 'sq-add-to-cart', 'Size');
    const color = await labelled(page, 'sq-add-to-cart', 'Color');
    const quantity = await labelled(page, 'sq-add-to-cart', 'Quantity');

    // No options chosen: an alert that a press on its backdrop leaves open, and Escape closes.
    await page.click(ADD);
    await expectAlert(page, 'Unable to Add Item', 'Please select the Size and Color option.');
    await page.expectAttribute(ALERT, 'aria-modal', 'true');
    await clickAt(page, 5, 5);
    await page.visible(ALERT);
    await page.press(Key.ESCAPE);
    await page.expectCount(ALERT, 0);

    // A sold-out combination cannot be added.
    await page.select(size, 'L');
    await page.select(color, 'Natural');
    await page.expectText(ADD, 'sold out');
    await until(async () => !(await (await page.visible(ADD)).isEnabled()), 'a disabled button');

    // The sale variant: its price, announced, and its scarcity line.
    await page.select(size, 'M');
    await page.select(color, 'Black');
    await page.expectText('.sq-product-form__amount', '$28.00');
    await until(
      () =>
        page.evaluate(
          () =>
            document.querySelector('.sq-product-form [aria-live="polite"]')?.textContent ===
            '$28.00',
        ),
      'the price to be announced',
    );
    await page.expectText('.sq-product-form__scarcity', 'Only 3 left');

    // More than the stock, then a fraction: each refused, nothing added.
    await page.type(quantity, '6');
    await page.expectValue(quantity, '6');
    await page.click(ADD);
    await expectAlert(
      page,
      'Unable to Add Item',
      'Sorry, we do not have enough of that item available.',
    );
    await dismissAlert(page);
    await page.type(quantity, '1.5');
    await page.click(ADD);
    await expectAlert(page, 'Unable to Add Item', 'Quantity must be a whole number');
    await dismissAlert(page);
    expect(await cartLines(page)).toEqual([]);
    expect(await page.attribute('sq-pill-cart a', 'hidden')).not.toBeNull();

    await page.type(quantity, '2');
    await page.expectValue(quantity, '2');
    await page.click(ADD);
    await page.expectText(ADD, 'Added!');
    await page.expectText(COUNT, '2');
    expect(await cartLines(page)).toEqual([['SQ-TOTE-M-BLK', 2, null]]);
  });

  test('Afterpay: the line follows the variant; its dialog closes 3 ways', async () => {
    const { page } = wk;
    await open(page, PAGE);
    await page.hydrated('sq-afterpay-pill');
    const pill = '.sq-afterpay-pill';
    const info = '.sq-afterpay-pill__info';
    const modal = 'dialog.sq-instalment-modal[open]';
    await page.expectText(pill, 'Afterpay available for orders over $35.00');
    await page.select(await labelled(page, 'sq-add-to-cart', 'Size'), 'S');
    await page.select(await labelled(page, 'sq-add-to-cart', 'Color'), 'Natural');
    await page.expectText(pill, 'or 4 interest-free payments of $8.75 with Afterpay');

    await page.click(info);
    await page.expectText(`${modal} .sq-instalment-modal__title`, 'Pay in 4 with Afterpay');
    await page.expectText(`${modal} .sq-instalment-modal__body`, /four payments/);
    await page.expectAttribute(modal, 'aria-modal', 'true');
    await page.press(Key.ESCAPE);
    await page.expectCount(modal, 0);
    await page.expectFocused(info);

    // From the keyboard: Enter on the focused button opens it again.
    await page.press(Key.ENTER);
    await page.expectText(`${modal} .sq-instalment-modal__title`, 'Pay in 4 with Afterpay');
    await page.click(`${modal} .sq-instalment-modal__close`, 'Close Popup');
    await page.expectCount(modal, 0);
    await page.expectFocused(info);

    // A press inside keeps it open; one on the backdrop closes it.
    await page.click(info);
    await page.click(`${modal} .sq-instalment-modal__body p`);
    await page.visible(modal);
    await clickAt(page, 5, 5);
    await page.expectCount(modal, 0);
    await page.expectFocused(info);

    await page.click(ADD);
    await page.expectText(COUNT, '1');
    expect(await cartLines(page)).toEqual([['SQ-TOTE-S-NAT', 1, null]]);
  });
});

test('sold out: the restock signup checks, waits for the captcha, signs up', async () => {
  const { page } = wk;
  await page.goto('/demo-pages/product-sold-out.html');
  await page.hydrated('sq-add-to-cart');
  await page.hydrated('sq-restock-signup');
  await page.expectText(ADD, 'sold out');
  expect(await (await page.visible(ADD)).isEnabled()).toBe(false);

  const email = await labelled(page, 'sq-restock-signup', 'Email Address');
  const notify = 'sq-restock-signup .sq-restock__button';
  const error = 'sq-restock-signup .sq-restock__error';
  const robot = 'sq-restock-signup .sq-captcha input[type="checkbox"]';
  await page.expectText('sq-restock-signup .sq-restock__cta', /back in stock/);
  // The unsolved captcha holds the button, saying why; a press still checks the email.
  await page.expectAttribute(notify, 'aria-disabled', 'true');
  await page.expectText(
    'sq-restock-signup .sq-captcha-hint',
    'Complete CAPTCHA before submitting.',
  );
  await page.click(notify, 'Notify Me');
  await page.expectText(error, 'Email cannot be blank');
  await page.type(email, 'ada@');
  await page.click(notify, 'Notify Me');
  await page.expectText(error, 'Email is invalid');
  const address = `webkit-${randomUUID().slice(0, 8)}@example.com`;
  await page.type(email, address);
  await page.expectValue(email, address);
  await page.click(notify, 'Notify Me');
  await until(
    () => page.evaluate((s) => document.querySelector(s)?.textContent === '', error),
    'the error to clear',
  );
  await page.expectFocused('.sq-captcha input[type="checkbox"]');

  await page.click('sq-restock-signup input[name="isJoinMailingList"]');
  await page.click(robot);
  await page.expectAttribute(notify, 'aria-disabled', null);
  await page.click(notify, 'Notify Me');
  await page.withText('sq-restock-signup *', 'Signed up!');
  await page.expectCount(robot, 0);

  // The owner's list of signups holds this one, with the mailing-list choice.
  const signups = await ownerSignups('5f1a00000000000000000005', 'SQ-SCARF-01');
  expect(signups).toContainEqual(
    expect.objectContaining({ email: address, isJoinMailingList: true }),
  );
});

/** The restock signups of a variant, as the merchant's API lists them (every page). */
async function ownerSignups(
  productId: string,
  variantId: string,
): Promise<{ email: string; isJoinMailingList: boolean }[]> {
  const signups: { email: string; isJoinMailingList: boolean }[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ productId, variantId, ...(cursor ? { cursor } : {}) });
    const response = await fetch(
      `${inject('baseUrl')}/api/site-users/account/notifications/restock?${query}`,
      { headers: { authorization: `Bearer ${inject('merchantSecret')}` } },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      signUps: { email: string; isJoinMailingList: boolean }[];
      hasNextPage: boolean;
      nextPageCursor: string | null;
    };
    signups.push(...body.signUps);
    cursor = body.hasNextPage ? body.nextPageCursor : null;
  } while (cursor);
  return signups;
}

describe('hand-offs', () => {
  test('a gift card needs a value, then opens the gift-card page', async () => {
    const { page } = wk;
    await open(page, '/demo-pages/gift-card.html');
    await page.click(ADD, 'Add To Cart');
    await expectAlert(
      page,
      'Unable to purchase Gift Card',
      'Select a denomination for the Gift Card',
    );
    await dismissAlert(page);
    await page.select(await labelled(page, 'sq-add-to-cart', 'Value'), '$100');
    await page.click(ADD, 'Add To Cart');
    await until(
      async () =>
        /^\/commerce\/gift-card\?itemId=5f1a00000000000000000007&sku=SQ-GIFT-100/.test(
          await page.path(),
        ),
      'the gift-card page',
    );
    await shows(page, 'Gift Card: $100 ($100.00)');
  });

  test('Subscribe opens its own checkout, which confirms; the cart stays empty', async () => {
    const { page } = wk;
    await open(page, '/demo-pages/subscription.html');
    await page.expectText('.sq-product-form__amount', '$18.00 every week');
    await page.click(ADD, 'Subscribe');
    await until(
      async () => /^\/checkout\/subscription\?cartToken=/.test(await page.path()),
      'the subscription checkout',
    );
    await page.expectText('h1', 'Subscription checkout (demo)');
    await shows(page, 'Weekly Coffee Beans × 1: $18.00');
    await page.click('button', 'Place order');
    await page.expectText('h1', 'Subscription confirmed');
    await shows(page, 'Weekly Coffee Beans × 1');
    // The subscription had a cart of its own: the shopper's cart is still empty.
    await page.goto('/cart');
    await shows(page, 'You have nothing in your shopping cart.');
  });
});

test('engraving lightbox: refused empty, then typed key by key, then added', async () => {
  const { page } = wk;
  await open(page, '/demo-pages/product-additional-fields.html');
  const dialog = 'dialog.sq-fields-modal[open]';
  const text = `${dialog} [name="e-text"]`;
  const font = `${dialog} [name="e-font"]`;
  const submit = `${dialog} .sq-form__submit`;
  const errors = `${dialog} .sq-form__error`;

  await page.click(ADD, 'Add To Cart');
  await page.expectText(`${dialog} .sq-fields-modal__title`, 'Engraving');
  await page.expectAttribute(dialog, 'aria-modal', 'true');
  await page.click(submit, 'Add To Cart');
  await page.expectCount(errors, 2);
  await page.expectText(errors, 'Required');
  await page.expectText(
    `${dialog} [role="alert"]`,
    'Your form has encountered a problem. Please scroll down to review.',
  );
  await page.expectFocused('[name="e-text"]');

  // Typed after the failed submit: the field's error clears at the first key while the font's
  // stays, and every key still lands in the field, the focus with it. Each key goes where the
  // focus is (page.press), not through the element's send-keys, which would focus the field
  // again before every key and so hide a focus that jumps away.
  await page.click(text);
  let typed = '';
  for (const character of 'For Ada') {
    await page.press(character);
    typed += character;
    await page.expectValue(text, typed);
    await page.expectFocused('[name="e-text"]');
  }
  await page.expectCount(errors, 1);
  expect(
    await page.evaluate((s) => document.querySelector(s)?.getAttribute('aria-invalid'), text),
  ).toBeNull();

  await page.select(font, 'Script');
  await page.click(submit, 'Add To Cart');
  await page.expectCount(dialog, 0);
  await page.expectText(ADD, 'Added!');
  await page.expectText(COUNT, '1');
  const lines = await cartLines(page);
  expect(lines.map(([sku, quantity]) => [sku, quantity])).toEqual([['SQ-MUG-ENGRAVED', 1]]);
  expect(JSON.parse(lines[0]?.[2] ?? '{}')).toEqual({ 'e-text': 'For Ada', 'e-font': 'Script' });
});

test('/shop quick view: keyboard opens, chooses, adds; Escape gives focus back', async () => {
  const { page } = wk;
  await page.goto('/shop');
  const button = '.sqs-product-quick-view-button[data-id="5f1a00000000000000000003"]';
  const dialog = 'dialog.sq-quick-view[open]';
  // Bound by the script once it says it opens a dialog.
  await page.expectAttribute(button, 'aria-haspopup', 'dialog');
  await page.evaluate((s) => document.querySelector<HTMLElement>(s)?.focus(), button);
  await page.expectFocused(button);
  await page.press(Key.ENTER);
  await page.expectText(`${dialog} .sq-quick-view__title`, 'Canvas Tote');
  await page.expectAttribute(dialog, 'aria-modal', 'true');
  const size = await labelled(page, dialog, 'Size');
  const color = await labelled(page, dialog, 'Color');
  await page.expectFocused(size);

  await page.press(Key.ARROW_DOWN); // S
  await page.press(Key.ARROW_DOWN); // M
  await page.press(Key.TAB);
  await page.expectFocused(color);
  await page.press(Key.ARROW_DOWN); // Natural
  await page.press(Key.ARROW_DOWN); // Black
  await page.expectValue(size, 'M');
  await page.expectValue(color, 'Black');
  await page.expectText(`${dialog} .sq-product-form__amount`, '$28.00');

  // On from Color (past Quantity) to the dialog's add button.
  const add = `${dialog} .sq-add-to-cart__button`;
  await until(async () => {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, add)) return true;
    await page.press(Key.TAB);
    return false;
  }, 'Tab to reach Add To Cart');
  await page.press(Key.ENTER);
  await page.expectText(add, 'Added!');
  await page.expectText(COUNT, '1');
  expect(await cartLines(page)).toEqual([['SQ-TOTE-M-BLK', 1, null]]);

  await page.press(Key.ESCAPE);
  await page.expectCount('dialog', 0);
  await page.expectFocused(button);
});
