import { randomUUID } from 'node:crypto';
import { createServer, request as forward } from 'node:http';
import { Origin } from 'selenium-webdriver';
import { describe, expect, inject, test } from 'vitest';
import { SIGNUPS_CSV_PATH, type StoredSignup, signupsOf } from '../helpers/signups-csv';
import { Key, until, type WebKitPage, webKitSession } from './webkit';

/**
 * The product journeys in WebKit: a product page's variants, typed quantity, the checks before
 * adding and a sold-out combination; the back-in-stock signup; the instalment (Afterpay) line and
 * its dialog; the gift-card and subscription hand-offs; the additional-fields lightbox, typed into
 * key by key after a refused submit; the quick view on /shop; and the additional fields of a
 * subscription and of an express-checkout store's product, on to the order's confirmation.
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
            if (element.textContent?.trim() !== l || !control) continue;
            if (control.id) return `#${CSS.escape(control.id)}`;
            // A radio button or checkbox inside its label: its group's name and its value.
            if (control instanceof HTMLInputElement && control.name) {
              return `${s} input[name="${CSS.escape(control.name)}"][value="${CSS.escape(control.value)}"]`;
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
  const signups = await ownerSignups('SQ-SCARF-01');
  expect(signups).toContainEqual(
    expect.objectContaining({ email: address, isJoinMailingList: true }),
  );
});

/**
 * The restock signups of a variant, waiting or already notified, as the merchant's CSV export
 * lists them: the owner's back-in-stock journey may send every waiting notice meanwhile.
 */
async function ownerSignups(variantId: string): Promise<StoredSignup[]> {
  const response = await fetch(`${inject('baseUrl')}${SIGNUPS_CSV_PATH}`, {
    headers: { authorization: `Bearer ${inject('merchantSecret')}` },
  });
  expect(response.status).toBe(200);
  return signupsOf(await response.text(), variantId);
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

/** Waits until an open dialog of `css` is named `name` (by the element its aria-labelledby names). */
async function expectDialogNamed(page: WebKitPage, css: string, name: string): Promise<void> {
  await until(
    () =>
      page.evaluate(
        (s, n) => {
          const dialog = document.querySelector(s);
          const ids = dialog?.getAttribute('aria-labelledby') ?? '';
          const named = ids
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
            .join(' ')
            .trim();
          return (named || dialog?.getAttribute('aria-label')) === n;
        },
        css,
        name,
      ),
    `a dialog named ${name}`,
  );
}

/** Waits until the page's path (and query) matches `pattern`. */
async function expectPath(page: WebKitPage, pattern: RegExp): Promise<string> {
  return until(
    async () => {
      const path = await page.path();
      return pattern.test(path) ? path : null;
    },
    `a path matching ${String(pattern)}`,
  );
}

/**
 * Places the order on the checkout page; the confirmation lists `item`, and under it the answers
 * that went with the purchase, each title with its value.
 */
async function placeOrderWithAnswers(
  page: WebKitPage,
  item: string,
  answers: [string, string][],
): Promise<void> {
  await page.click('button', 'Place order');
  // 'Order confirmed', or 'Subscription confirmed'.
  await page.expectText('h1', / confirmed$/);
  const listed = await page.evaluate((text) => {
    const line = [...document.querySelectorAll('li')].find((li) => li.textContent?.includes(text));
    if (!line) return null;
    return [...line.querySelectorAll('dt')].map((dt) => [
      dt.textContent?.trim() ?? '',
      dt.nextElementSibling?.matches('dd') ? (dt.nextElementSibling.textContent?.trim() ?? '') : '',
    ]);
  }, item);
  expect(listed, `the confirmation's line of ${item}`).toEqual(answers);
}

/**
 * The site as an express-checkout store serves it, as Chromium's spec has it with a route: a
 * pass-through proxy of the test server on a port of its own (the same host, so the same cookies)
 * that serves the page at `pagePath` with its store settings sending every purchase straight to
 * checkout. `rewritten` counts the pages it changed.
 */
async function expressCheckoutStore(pagePath: string) {
  const site = new URL(inject('baseUrl'));
  const store = { url: '', rewritten: 0, close: async () => {} };
  const server = createServer((request, response) => {
    const isPage = request.url === pagePath;
    const headers = { ...request.headers };
    // The page whole and fresh, never a cached copy's "not modified".
    if (isPage) for (const name of ['if-none-match', 'if-modified-since']) delete headers[name];
    const upstream = forward(
      {
        hostname: site.hostname,
        port: site.port,
        path: request.url,
        method: request.method,
        headers,
      },
      (answer) => {
        if (!isPage) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const body = html.replace('"expressCheckout": false', '"expressCheckout": true');
          if (body !== html) store.rewritten++;
          const { etag, 'transfer-encoding': _, ...kept } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, {
            ...kept,
            'content-length': Buffer.byteLength(body),
          });
          response.end(body);
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, site.hostname, resolve));
  const address = server.address();
  store.url = `http://${site.hostname}:${typeof address === 'object' && address ? address.port : 0}`;
  store.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return store;
}

describe('additional fields that go with a purchase that leaves the page', () => {
  const DIALOG = 'dialog.sq-fields-modal[open]';
  const SUBMIT = `${DIALOG} .sq-form__submit`;

  test('a subscription asks for them, subscribes with them, and its checkout lists them', async () => {
    const { page } = wk;
    await page.goto('/shop/monthly-flowers');
    const subscribe = '.sqs-add-to-cart-button';
    // Bound by the script once it keeps the button's idle label.
    await until(
      async () => (await page.attribute(subscribe, 'data-sq-idle-label')) !== null,
      'the Subscribe button to be bound',
    );
    await page.expectText(subscribe, /Subscribe/);
    await page.click(subscribe);

    await expectDialogNamed(page, DIALOG, 'Card message');
    // The form's underlined section title has its line in the dialog, which the bundle styles.
    await page.expectText(`${DIALOG} .sq-form__section`, 'Your card');
    expect(
      await page.evaluate(
        (s) => getComputedStyle(document.querySelector(s) as Element).borderBottomStyle,
        `${DIALOG} .sq-form__section`,
      ),
    ).toBe('solid');
    const message = await labelled(page, DIALOG, 'Message *');
    await page.type(message, 'Happy spring, Grace!');
    await page.expectValue(message, 'Happy spring, Grace!');
    const blue = await labelled(page, DIALOG, 'Blue');
    await page.click(blue);
    await until(
      () => page.evaluate((s) => document.querySelector<HTMLInputElement>(s)?.checked, blue),
      'Blue to be checked',
    );
    await page.click(SUBMIT, 'Add To Cart');

    // The subscription's own cart, whose token the checkout page was given, holds the flower box.
    await expectPath(page, /^\/checkout\/subscription\?cartToken=\w+$/);
    await shows(page, 'Monthly Flower Box × 1');
    await placeOrderWithAnswers(page, 'Monthly Flower Box × 1', [
      ['Message', 'Happy spring, Grace!'],
      ['Ink', 'Blue'],
    ]);
    expect(page.consoleErrors()).toEqual([]);
  });

  test('in an express-checkout store, the Engraved Mug asks for them, adds them, goes to checkout', async () => {
    const { page } = wk;
    const PAGE = '/demo-pages/product-additional-fields.html';
    const store = await expressCheckoutStore(PAGE);
    try {
      await open(page, `${store.url}${PAGE}`);
      expect(store.rewritten).toBe(1);
      await page.click(ADD, 'Add To Cart');

      await expectDialogNamed(page, DIALOG, 'Engraving');
      const text = await labelled(page, DIALOG, 'Engraving text *');
      await page.type(text, 'For Ada');
      await page.expectValue(text, 'For Ada');
      await page.select(await labelled(page, DIALOG, 'Font *'), 'Script');
      await page.click(SUBMIT, 'Add To Cart');

      // Checkout is given the shopper's cart, which the entry went into.
      const path = await expectPath(page, /^\/checkout\?cartToken=\w+$/);
      const cart = await page.driver.manage().getCookie('CART');
      expect(cart?.value).toBeTruthy();
      expect(path).toBe(`/checkout?cartToken=${cart?.value}`);
      await shows(page, 'Engraved Mug × 1');
      await placeOrderWithAnswers(page, 'Engraved Mug × 1', [
        ['Engraving text', 'For Ada'],
        ['Font', 'Script'],
      ]);
      expect(page.consoleErrors()).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
