import { expect, test } from 'vitest';
import { postCartEntry } from '../helpers/in-page';
import { Key, until, type WebKitPage, webKitSession } from './webkit';

/**
 * The cart in WebKit, as a shopper uses it: the pill (its count, its spoken name, its link to the
 * cart), the cart page at /cart and on the cart demo page (a quantity typed key by key, where a 0
 * on the way to another number keeps the line and a 0 left in the field removes it; Remove; a
 * line's details edited in the lightbox; the totals following), and checkout through to the order
 * confirmation.
 */
const wk = webKitSession();

const MUG = { itemId: '5f1a00000000000000000001', sku: 'SQ-MUG-01' };
const CARD = { itemId: '5f1a0000000000000000000f', sku: 'SQ-CARD-01' };
const ENGRAVED = { itemId: '5f1a0000000000000000000e', sku: 'SQ-MUG-ENGRAVED' };
/** A service of unlimited stock, sold by quantity. */
const SESSION = { itemId: '5f1a00000000000000000006', sku: 'SQ-SESSION-1H' };

const SHOP_BUTTON = '.sqs-add-to-cart-button';
const PILL = 'sq-pill-cart a';
const PILL_COUNT = 'sq-pill-cart .sq-pill-cart__quantity';
const LINES = '.sq-cart-page__items > .sq-cart-item';
const SUBTOTAL = '.sq-cart-page__subtotal';
const PROBLEM = '.sq-cart-page__problem';
const CHECKOUT = '.sq-cart-page__checkout';
const CART_STATUS = '.sq-cart-page [role="status"]';
const DIALOG = 'dialog.sq-fields-modal[open]';
const ENGRAVING_FIELD = `${DIALOG} .sq-form__field--text input`;
const FONT_FIELD = `${DIALOG} .sq-form__field--select select`;

/**
 * Adds to the cart through the API as the page would (the crumb from the page's cookie), so a
 * test starts from a known cart. The page must be one of the site's.
 */
async function addViaApi(
  page: WebKitPage,
  item: { itemId: string; sku: string },
  quantity = 1,
): Promise<void> {
  const status = await page.evaluate(postCartEntry, { ...item, quantity });
  expect(status).toBe(200);
}

/**
 * Counts the cart changes in flight on this page (the script's `sq:cart:recalculate-*` events),
 * for `settle`. Called as a cart page opens, before the test changes anything.
 */
async function watchCart(page: WebKitPage): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { sqCartBusy?: number };
    if (w.sqCartBusy !== undefined) return;
    w.sqCartBusy = 0;
    document.addEventListener('sq:cart:recalculate-start', () => {
      w.sqCartBusy = (w.sqCartBusy ?? 0) + 1;
    });
    document.addEventListener('sq:cart:recalculate-end', () => {
      w.sqCartBusy = (w.sqCartBusy ?? 0) - 1;
    });
  });
}

/**
 * Waits until the page is done with its own calls, before the test leaves it. WebKit cancels a
 * page's fetches when it navigates and logs each as 'Fetch API cannot load … due to access control
 * checks', a console error the session counts as an uncaught exception (a shopper sees nothing).
 * The script's last call after a load is the analytics settings call (after the load event and an
 * idle moment); a cart change is done when its recalculation has ended.
 */
async function settle(page: WebKitPage): Promise<void> {
  await until(
    () =>
      page.evaluate(
        () =>
          !document.querySelector('script[src$="/sq-storefront.js"]') ||
          (performance
            .getEntriesByType('resource')
            .some((entry) => entry.name.includes('/api/1/performance/settings')) &&
            ((window as unknown as { sqCartBusy?: number }).sqCartBusy ?? 0) <= 0 &&
            !document.querySelector('sq-cart-page [aria-busy]')),
      ),
    'the page to finish its calls',
    20_000,
  );
}

/** Leaves the page for a path of the site, once the page is done with its calls. */
async function go(page: WebKitPage, path: string): Promise<void> {
  if ((await page.path()).startsWith('/')) await settle(page);
  await page.goto(path);
}

/** Waits until the cart page has shown its cart, and watches its changes from then on. */
async function cartShown(page: WebKitPage): Promise<void> {
  await page.hydrated('sq-cart-page');
  await until(
    () => page.evaluate(() => !document.querySelector('.sq-cart-page[aria-busy]')),
    'the cart to load',
  );
  await watchCart(page);
}

/** Opens a cart page (`/cart` or the demo) with these items in the cart, once its lines show. */
async function cartWith(
  page: WebKitPage,
  path: string,
  ...items: [{ itemId: string; sku: string }, number][]
): Promise<void> {
  // A store page gives the crumb the API calls send back.
  await page.goto('/shop');
  for (const [item, quantity] of items) await addViaApi(page, item, quantity);
  await go(page, path);
  await cartShown(page);
  await page.expectCount(LINES, items.length);
}

/** The CSS of the cart line titled `title`, once it shows (by its place in the list). */
async function line(page: WebKitPage, title: string): Promise<string> {
  const place = await until(
    () =>
      page.evaluate(
        (css, t) =>
          [...document.querySelectorAll(css)].findIndex(
            (item) => item.querySelector('.sq-cart-item__title')?.textContent === t,
          ) + 1,
        LINES,
        title,
      ),
    `the cart line ${title}`,
  );
  return `${LINES}:nth-child(${place})`;
}

const quantity = (css: string) => `${css} .sq-cart-item__quantity input`;

/** Waits until the accessible name of the first `css` element is `name`. */
async function expectName(page: WebKitPage, css: string, name: string): Promise<void> {
  await until(
    async () => (await page.visible(css)).getAccessibleName().then((n) => n === name),
    `${css} to be named ${name}`,
  );
}

/** Waits until the text content of the first `css` element (shown or not) is `text`. */
async function expectContent(page: WebKitPage, css: string, text: string): Promise<void> {
  await until(
    async () =>
      (await page.evaluate((s) => document.querySelector(s)?.textContent?.trim(), css)) === text,
    `${css} to read ${text}`,
  );
}

/** The text content of every `css` element, trimmed. */
async function texts(page: WebKitPage, css: string): Promise<string[]> {
  return page.evaluate(
    (s) => [...document.querySelectorAll(s)].map((e) => e.textContent?.trim() ?? ''),
    css,
  );
}

/** Waits until no element of `css` is shown (absent or hidden). */
async function expectHidden(page: WebKitPage, css: string): Promise<void> {
  await until(
    () =>
      page.evaluate(
        (s) => [...document.querySelectorAll<HTMLElement>(s)].every((e) => e.offsetParent === null),
        css,
      ),
    `${css} to be hidden`,
  );
}

/** Opens a product from the shop's list, as a shopper would, and presses its add button. */
async function addFromShop(page: WebKitPage, title: string): Promise<void> {
  await go(page, '/shop');
  await settle(page);
  await page.click('.shop-item__title', title);
  await page.visible(`${SHOP_BUTTON}[data-sq-idle-label]`);
  await page.click(SHOP_BUTTON);
}

/** From the cart page: Checkout, then Place order; ends on the order confirmation. */
async function checkOut(page: WebKitPage, summary: RegExp): Promise<void> {
  await settle(page);
  await page.click(CHECKOUT, 'Checkout');
  await until(
    async () => /^\/checkout\?cartToken=[0-9a-f]{32}$/.test(await page.path()),
    'checkout',
  );
  await page.expectText('main li span', summary);
  await settle(page);
  await page.click('main form button[type="submit"]', 'Place order');
  await page.expectText('h1', 'Order confirmed');
  expect(await page.path()).toMatch(/^\/commerce\/order-confirmed\?orderId=[0-9a-f]{32}&/);
}

test('shop → the pill counts each add and links to /cart: a quantity typed, Remove, totals follow', async () => {
  const { page } = wk;
  await addFromShop(page, 'Ceramic Mug');
  await page.expectText(PILL_COUNT, '1');
  await expectName(page, PILL, 'One item in cart');
  await addFromShop(page, 'Field Guide (PDF)');
  await page.expectText(PILL_COUNT, '2');
  await expectName(page, PILL, '2 items in cart');
  await page.expectAttribute(PILL, 'href', '/cart');

  await settle(page);
  await page.click(PILL);
  await until(async () => (await page.path()) === '/cart', 'the cart page');
  await cartShown(page);
  await page.expectText('h1', 'Shopping Cart');
  await expectHidden(page, PILL);
  const mug = await line(page, 'Ceramic Mug');
  await page.expectText(`${mug} .sq-cart-item__total`, '$24.00');
  await page.expectText(SUBTOTAL, 'Subtotal $36.00');
  // Back to the page the shopper came from.
  expect(await page.attribute('.sq-cart-page__continue', 'href')).toMatch(/\/shop\/field-guide$/);

  await page.type(quantity(mug), '3');
  await page.expectValue(quantity(mug), '3');
  await page.expectText(`${mug} .sq-cart-item__total`, '$72.00');
  await page.expectText(SUBTOTAL, 'Subtotal $84.00');
  await expectContent(page, CART_STATUS, '4 items in cart');

  const remove = `${await line(page, 'Field Guide (PDF)')} .sq-cart-item__remove`;
  await expectName(page, remove, 'Remove Field Guide (PDF)');
  await page.click(remove);
  await page.expectCount(LINES, 1);
  await page.expectText(SUBTOTAL, 'Subtotal $72.00');
  await expectContent(page, CART_STATUS, '3 items in cart');

  // The cart is the server's: it survives a reload.
  await go(page, '/cart');
  await cartShown(page);
  await page.expectValue(quantity(await line(page, 'Ceramic Mug')), '3');
  await page.expectText(SUBTOTAL, 'Subtotal $72.00');
});

test('the cart demo page → Checkout → Place order: the order confirmed, then an empty cart', async () => {
  const { page } = wk;
  await cartWith(page, '/demo-pages/cart.html', [MUG, 3]);
  await page.expectText(SUBTOTAL, 'Subtotal $72.00');
  await checkOut(page, /^Ceramic Mug × 3: /);
  await page.expectText('main li', 'Ceramic Mug × 3: $24.00');

  await go(page, '/cart');
  await cartShown(page);
  await page.expectText('.sq-cart-page__empty', 'You have nothing in your shopping cart.');
  expect(await page.count(CHECKOUT)).toBe(0);
  await go(page, '/shop');
  await page.hydrated('sq-pill-cart');
  await page.expectAttribute(PILL, 'data-initialized', 'true');
  await expectHidden(page, PILL);
});

test('the cart demo page: a 0 on the way keeps a line, a 0 left (Tab or Enter) removes it', async () => {
  const { page } = wk;
  const CART = '/demo-pages/cart.html';
  await cartWith(page, CART, [MUG, 2], [CARD, 1]);
  await page.expectText(SUBTOTAL, 'Subtotal $54.00');

  // Backspace over the 2, then 0 and 3: the 0 on the way removes nothing.
  const mugField = quantity(await line(page, 'Ceramic Mug'));
  await page.click(mugField);
  await page.press(Key.END);
  await page.press(Key.BACK_SPACE);
  await page.press('0');
  await page.expectValue(mugField, '0');
  await page.expectCount(LINES, 2);
  await page.press('3');
  await page.expectText(SUBTOTAL, 'Subtotal $78.00');
  await page.press(Key.TAB);
  await page.expectValue(mugField, '3');
  await go(page, CART);
  await cartShown(page);
  await page.expectCount(LINES, 2);
  await page.expectValue(quantity(await line(page, 'Ceramic Mug')), '3');

  // 0 left in the field by Tab: the line goes, and the card alone is below the store minimum.
  await page.type(quantity(await line(page, 'Ceramic Mug')), '0');
  await page.expectCount(LINES, 2);
  await page.press(Key.TAB);
  await page.expectCount(LINES, 1);
  await page.expectText(SUBTOTAL, 'Subtotal $6.00');
  await page.expectText(PROBLEM, 'To check out, your order subtotal must be $15.00 or more.');
  await page.expectAttribute(CHECKOUT, 'aria-disabled', 'true');
  await page.click(CHECKOUT, 'Checkout');
  await page.expectText(PROBLEM, /\$15\.00 or more\.$/);
  expect(await page.path()).toBe(CART);

  // 0 left in the field by Enter: the last line goes.
  const cardField = quantity(await line(page, 'Greeting Card'));
  await page.type(cardField, '0');
  await page.expectValue(cardField, '0');
  await page.press(Key.ENTER);
  await page.expectCount(LINES, 0);
  await page.expectText('.sq-cart-page__empty', 'You have nothing in your shopping cart.');
  await go(page, CART);
  await cartShown(page);
  await page.expectText('.sq-cart-page__empty', 'You have nothing in your shopping cart.');
  expect(await page.count(LINES)).toBe(0);
});

test('above 100 items the cart says "More than 100 items" and the pill shows 100+', async () => {
  const { page } = wk;
  await cartWith(page, '/cart', [SESSION, 100]);
  const field = quantity(await line(page, 'Studio Session'));
  await page.type(field, '101');
  await page.expectValue(field, '101');
  await expectContent(page, CART_STATUS, 'More than 100 items');
  await page.expectText(SUBTOTAL, 'Subtotal $9,090.00');

  await go(page, '/shop');
  await page.hydrated('sq-pill-cart');
  await page.expectText(PILL_COUNT, '100+');
  await expectName(page, PILL, 'More than 100 items in cart');
});

test('an engraved mug: answers from its page, edited in the cart, reach the order', async () => {
  const { page } = wk;
  const engraving = 'For Ada & <Grace>';
  await go(page, '/shop/engraved-mug');
  await page.visible(`${SHOP_BUTTON}[data-sq-idle-label]`);
  await page.click(SHOP_BUTTON);
  await page.expectText(`${DIALOG} .sq-fields-modal__title`, 'Engraving');
  await page.type(ENGRAVING_FIELD, engraving);
  await page.expectValue(ENGRAVING_FIELD, engraving);
  await page.select(FONT_FIELD, 'Script');
  await page.click(`${DIALOG} .sq-form__submit`, 'Add To Cart');
  await page.expectCount(DIALOG, 0);
  await expectName(page, PILL, 'One item in cart');

  await settle(page);
  await page.click(PILL);
  await cartShown(page);
  const mug = await line(page, 'Engraved Mug');
  await page.expectText(`${mug} .sq-cart-item__answers dd`, engraving);
  await page.expectText(`${mug} .sq-cart-item__answers`, /Script$/);
  await page.expectText(SUBTOTAL, 'Subtotal $32.00');

  // Edit details opens the line's answers; the font changed is saved to the line.
  await page.click(`${mug} .sq-cart-item__edit`, /^Edit details/);
  await page.expectText(`${DIALOG} .sq-fields-modal__title`, 'Engraving');
  await page.expectValue(ENGRAVING_FIELD, engraving);
  await page.expectValue(FONT_FIELD, 'Script');
  await page.select(FONT_FIELD, 'Serif');
  await page.click(`${DIALOG} .sq-form__submit`, 'Save');
  await page.expectCount(DIALOG, 0);
  await page.expectText(`${mug} .sq-cart-item__answers`, /Serif$/);
  await go(page, '/cart');
  await cartShown(page);
  await page.expectText(`${await line(page, 'Engraved Mug')} .sq-cart-item__answers`, /Serif$/);

  await checkOut(page, /^Engraved Mug × 1: /);
  await page.expectText('main li', /^Engraved Mug × 1: \$32\.00/);
  // Each answer under its field's title.
  expect(await texts(page, 'main li dt')).toEqual(['Engraving text', 'Font']);
  expect(await texts(page, 'main li dd')).toEqual([engraving, 'Serif']);
});

test('missing details block checkout until they are given in the lightbox', async () => {
  const { page } = wk;
  // An entry added without its details (the server takes none, or all that are required).
  await cartWith(page, '/cart', [ENGRAVED, 1]);
  const mug = await line(page, 'Engraved Mug');
  await page.expectText(PROBLEM, 'Update the missing or invalid information above.');
  await page.expectAttribute(CHECKOUT, 'aria-disabled', 'true');
  await page.click(CHECKOUT, 'Checkout');
  expect(await page.path()).toBe('/cart');

  await page.click(`${mug} .sq-cart-item__edit`, /^Edit details/);
  await page.expectText(`${DIALOG} .sq-fields-modal__title`, 'Engraving');
  await page.type(ENGRAVING_FIELD, 'Ada');
  await page.select(FONT_FIELD, 'Script');
  await page.click(`${DIALOG} .sq-form__submit`, 'Save');
  await page.expectCount(DIALOG, 0);
  await page.expectText(`${mug} .sq-cart-item__answers dd`, 'Ada');
  await page.expectCount(PROBLEM, 0);
  await page.expectAttribute(CHECKOUT, 'aria-disabled', null);
  await go(page, '/cart');
  await cartShown(page);
  await page.expectText(`${await line(page, 'Engraved Mug')} .sq-cart-item__answers`, /Script$/);
  await page.expectCount(PROBLEM, 0);
});
