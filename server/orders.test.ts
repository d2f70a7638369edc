import { describe, expect, it } from 'vitest';
import {
  ADD,
  browser,
  expectHtml,
  GUIDE,
  LAST_PRINT,
  MUG,
  suiteServer,
} from '../tests/helpers/test-server';

const server = suiteServer({ faults: true });

const ORDERS = '/api/commerce/orders';
const TOTE_S_BLACK = { itemId: '5f1a00000000000000000003', sku: 'SQ-TOTE-S-BLK' };
const TENUGUI = { itemId: '5f1a0000000000000000000d', sku: 'SQ-TENUGUI-01' };
const COFFEE = { itemId: '5f1a00000000000000000008', sku: 'SQ-COFFEE-WEEKLY' };
const ENGRAVED = { itemId: '5f1a0000000000000000000e', sku: 'SQ-MUG-ENGRAVED' };
/** Order and cart ids: 128 random bits as 32 hex digits. */
const ID = /^[0-9a-f]{32}$/;
/** Access tokens and order keys: 256 random bits as 43 base64url characters. */
const TOKEN = /^[\w-]{43}$/;

const stockOf = async (sku: string) =>
  Number(
    (await server.sql('SELECT qty_in_stock FROM variants WHERE sku = ?', [sku]))[0]?.qty_in_stock,
  );
const isPurchased = async (cartId: string) =>
  Number(
    (await server.sql('SELECT is_purchased FROM carts WHERE id = ?', [cartId]))[0]?.is_purchased,
  );
const setStock = async (sku: string, qtyInStock: number) =>
  expect(
    (await browser(server.app).send('POST', '/api/__test/stock', { sku, qtyInStock })).statusCode,
  ).toBe(200);

type Shopper = ReturnType<typeof browser>;
const cookieOf = (shopper: Shopper) => [...shopper.jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** Posts a checkout page's form as a browser does: form-encoded, with the page's hidden fields. */
async function submitCheckout(shopper: Shopper, pageUrl: string) {
  const page = await shopper.get(pageUrl);
  const action = page.body.match(/<form method="post" action="([^"]+)"/)?.[1];
  const fields = [...page.body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)];
  if (!action) throw new Error(`no form on ${pageUrl}`);
  const response = await server.app.inject({
    method: 'POST',
    url: action,
    headers: { cookie: cookieOf(shopper), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(
      fields.map(([, name, value]) => [name ?? '', value ?? '']),
    ).toString(),
  });
  for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
    if (cookie.maxAge === 0) shopper.jar.delete(cookie.name);
    else shopper.jar.set(cookie.name, cookie.value);
  }
  return response;
}

/** Posts a form directly, with the shopper's crumb. */
function submitCheckoutWith(shopper: Shopper, action: string, cartToken: string) {
  return server.app.inject({
    method: 'POST',
    url: action,
    headers: { cookie: cookieOf(shopper), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cartToken, crumb: shopper.jar.get('crumb') ?? '' }).toString(),
  });
}

describe('orders API', () => {
  it('places the order of a cart: the order stored, stock taken, cart purchased, a new cart starts', async () => {
    const shopper = browser(server.app);
    await shopper.send('POST', ADD, { ...MUG, quantity: 2 });
    await shopper.send('POST', ADD, { ...TOTE_S_BLACK, quantity: 1 });
    await shopper.send('POST', ADD, { ...GUIDE, quantity: 3 });
    const cartId = shopper.jar.get('CART') as string;
    const mugStock = await stockOf(MUG.sku);
    const toteStock = await stockOf(TOTE_S_BLACK.sku);

    const response = await shopper.send('POST', ORDERS, { cartToken: cartId });
    expect(response.statusCode).toBe(200);
    const { order, accessToken } = response.json();
    expect(accessToken).toMatch(TOKEN);
    expect(order).toEqual({
      id: expect.stringMatching(ID),
      purchasedCartId: cartId,
      testMode: true,
      websiteId: 'demo-website',
      items: [
        {
          sku: MUG.sku,
          productName: 'Ceramic Mug',
          quantity: 2,
          unitPrice: { value: '24.00', currency: 'USD' },
        },
        {
          sku: TOTE_S_BLACK.sku,
          productName: 'Canvas Tote',
          quantity: 1,
          unitPrice: { value: '35.00', currency: 'USD' },
        },
        {
          sku: GUIDE.sku,
          productName: 'Field Guide (PDF)',
          quantity: 3,
          unitPrice: { value: '12.00', currency: 'USD' },
        },
      ],
      grandTotal: { value: '119.00', currency: 'USD' },
      shippingTotal: { value: '0.00', currency: 'USD' },
      taxTotal: { value: '0.00', currency: 'USD' },
    });
    expect(await stockOf(MUG.sku)).toBe(mugStock - 2);
    expect(await stockOf(TOTE_S_BLACK.sku)).toBe(toteStock - 1);
    expect(await isPurchased(cartId)).toBe(1);

    // The cart cookie was cleared: the shopper's next cart is a new one.
    expect(shopper.jar.has('CART')).toBe(false);
    const after = await shopper.get('/api/commerce/shopping-cart');
    expect(after.json()).toMatchObject({ id: '', entries: [], totalQuantity: 0 });
    // Even with the old cookie, a purchased cart reads as no cart.
    const stale = await server.app.inject({
      url: '/api/commerce/shopping-cart',
      headers: { cookie: `CART=${cartId}` },
    });
    expect(stale.json()).toMatchObject({ id: '', totalQuantity: 0 });
    const next = (await shopper.send('POST', ADD, { ...MUG, quantity: 1 })).json().shoppingCart;
    expect(next.id).not.toBe(cartId);

    const read = await shopper.get(`${ORDERS}/${order.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ order });
    const unknown = await server.app.inject({ url: `${ORDERS}/nope` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Order not found.');
  });

  it('a JPY order is in whole yen', async () => {
    const shopper = browser(server.app);
    await shopper.send('POST', ADD, { ...TENUGUI, quantity: 2 });
    const { order } = (
      await shopper.send('POST', ORDERS, { cartToken: shopper.jar.get('CART') })
    ).json();
    expect(order.items[0].unitPrice).toEqual({ value: '1200', currency: 'JPY' });
    expect(order.grandTotal).toEqual({ value: '2400', currency: 'JPY' });
    expect(order.taxTotal).toEqual({ value: '0', currency: 'JPY' });
  });

  it('leaves the cookie of another cart alone', async () => {
    const shopper = browser(server.app);
    await shopper.send('POST', ADD, { ...MUG, quantity: 1 });
    const own = shopper.jar.get('CART');
    const other = browser(server.app);
    await other.send('POST', ADD, { ...MUG, quantity: 1 });
    const response = await shopper.send('POST', ORDERS, { cartToken: other.jar.get('CART') });
    expect(response.statusCode).toBe(200);
    expect(shopper.jar.get('CART')).toBe(own);
  });

  it('out of stock at order time: 409, and the cart and every stock level are left as they were', async () => {
    await setStock(LAST_PRINT.sku, 2);
    const shopper = browser(server.app);
    await shopper.send('POST', ADD, { ...MUG, quantity: 1 });
    await shopper.send('POST', ADD, { ...LAST_PRINT, quantity: 2 });
    const cartId = shopper.jar.get('CART') as string;
    await setStock(LAST_PRINT.sku, 1);
    const mugStock = await stockOf(MUG.sku);

    const response = await shopper.send('POST', ORDERS, { cartToken: cartId });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Sorry, we do not have enough of that item available.',
    });
    // The mug's stock, taken before the print failed, was rolled back.
    expect(await stockOf(MUG.sku)).toBe(mugStock);
    expect(await stockOf(LAST_PRINT.sku)).toBe(1);
    expect(await isPurchased(cartId)).toBe(0);
    expect(shopper.jar.get('CART')).toBe(cartId);
    expect((await shopper.get('/api/commerce/shopping-cart')).json().totalQuantity).toBe(3);
    expect(
      Number(
        (
          await server.sql('SELECT COUNT(*) AS n FROM orders WHERE purchased_cart_id = ?', [cartId])
        )[0]?.n,
      ),
    ).toBe(0);
  });

  it('answers 404 for an unknown or already purchased cart, 409 for an empty one', async () => {
    const shopper = browser(server.app);
    const unknown = await shopper.send('POST', ORDERS, { cartToken: 'nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Cart not found.');

    const { newlyAdded } = (await shopper.send('POST', ADD, { ...MUG, quantity: 1 })).json();
    const cartId = shopper.jar.get('CART') as string;
    await shopper.send('PUT', `${ADD}/${newlyAdded.id}`, { quantity: 0 });
    const empty = await shopper.send('POST', ORDERS, { cartToken: cartId });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe('There is nothing in this cart to order.');

    await shopper.send('POST', ADD, { ...MUG, quantity: 1 });
    expect((await shopper.send('POST', ORDERS, { cartToken: cartId })).statusCode).toBe(200);
    const again = await shopper.send('POST', ORDERS, { cartToken: cartId });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This cart has already been ordered.');
  });

  it.each([
    ['no cartToken', {}, 'cartToken'],
    ['a cartToken that is not text', { cartToken: 5 }, 'cartToken'],
    ['an empty cartToken', { cartToken: '' }, 'cartToken'],
    ['a cartToken with markup', { cartToken: '<script>' }, 'cartToken'],
    ['an unknown field', { cartToken: 'abc', coupon: 'FREE' }, 'coupon'],
  ])('refuses %s with a 400 naming the field', async (_case, body, field) => {
    const response = await browser(server.app).send('POST', ORDERS, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
    expect(response.json().message).toContain(field);
  });

  it('needs the crumb, and orders nothing without it', async () => {
    const shopper = browser(server.app);
    await shopper.send('POST', ADD, { ...MUG, quantity: 1 });
    const cartId = shopper.jar.get('CART') as string;
    for (const crumb of [null, 'forged']) {
      const response = await shopper.send('POST', ORDERS, { cartToken: cartId }, { crumb });
      expect(response.statusCode).toBe(401);
      expect(response.json().crumbFail).toBe(true);
    }
    expect(await isPurchased(cartId)).toBe(0);
  });
});

describe('checkout pages', () => {
  it('shows the order summary and a Place order form; placing it confirms the order', async () => {
    const shopper = browser(server.app);
    await shopper.send('POST', ADD, { ...MUG, quantity: 2 });
    await shopper.send('POST', ADD, { ...TOTE_S_BLACK, quantity: 1 });
    const cartId = shopper.jar.get('CART') as string;
    expectHtml(await shopper.get(`/checkout?cartToken=${cartId}`), 200, [
      '<h1>Checkout (demo)</h1>',
      `Cart token: <code>${cartId}</code>`,
      'Ceramic Mug × 2: $48.00',
      'Canvas Tote × 1: $35.00',
      'Size: S, Color: Black',
      'Subtotal: $83.00',
      'Test mode:</strong> no payment is taken',
      '<button type="submit">Place order</button>',
      `name="crumb" value="${shopper.jar.get('crumb')}"`,
    ]);

    const mugStock = await stockOf(MUG.sku);
    const placed = await submitCheckout(shopper, `/checkout?cartToken=${cartId}`);
    expect(placed.statusCode).toBe(303);
    const location = String(placed.headers.location);
    expect(location).toMatch(/^\/commerce\/order-confirmed\?orderId=[0-9a-f]{32}&token=[\w-]{43}$/);
    const orderId = new URL(location, 'http://x').searchParams.get('orderId') as string;
    expect(shopper.jar.has('CART')).toBe(false);
    expect(await isPurchased(cartId)).toBe(1);
    expect(await stockOf(MUG.sku)).toBe(mugStock - 2);

    expectHtml(await shopper.get(location), 200, [
      '<title>Order confirmed</title>',
      `Order number: <code>${orderId}</code>`,
      'Ceramic Mug × 2: $24.00',
      'Canvas Tote × 1: $35.00',
      'Total: $83.00',
      '<a href="/shop">Continue shopping</a>',
    ]);

    // The purchased cart's checkout says so and links its placer to the order.
    const reopened = expectHtml(await shopper.get(`/checkout?cartToken=${cartId}`), 404, [
      'This cart has already been ordered.',
      `/commerce/order-confirmed?orderId=${orderId}`,
    ]);
    expect(reopened).not.toContain('Place order');
    expect((await shopper.get(`/commerce/order-confirmed?orderId=${orderId}`)).statusCode).toBe(
      200,
    );
    const replaced = await submitCheckoutWith(shopper, '/checkout/place-order', cartId);
    expect(replaced.statusCode).toBe(404);
    expect(replaced.body).toContain(
      '<p role="alert">This cart has already been ordered.</p><p><a href="/commerce/order-confirmed',
    );
  });

  it('the order-confirmed page is a 404 page for an unknown order', async () => {
    for (const url of [
      '/commerce/order-confirmed?orderId=nope',
      '/commerce/order-confirmed',
      '/commerce/order-confirmed?orderId=%3Cscript%3E',
    ]) {
      const page = await server.app.inject({ url });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('No order was found for this id.');
      expect(page.body).not.toContain('<script>');
    }
  });

  it('out of stock: the page again, with the reason in an alert, and the cart kept', async () => {
    await setStock(LAST_PRINT.sku, 1);
    const shopper = browser(server.app);
    await shopper.send('POST', ADD, { ...LAST_PRINT, quantity: 1 });
    const cartId = shopper.jar.get('CART') as string;
    const rival = browser(server.app);
    await rival.send('POST', ADD, { ...LAST_PRINT, quantity: 1 });
    expect(
      (await rival.send('POST', ORDERS, { cartToken: rival.jar.get('CART') })).statusCode,
    ).toBe(200);

    const failed = await submitCheckout(shopper, `/checkout?cartToken=${cartId}`);
    expect(failed.statusCode).toBe(409);
    expect(failed.body).toContain(
      '<p role="alert">Sorry, we do not have enough of that item available. Last Print: 0 left.</p>',
    );
    expect(failed.body).toContain('Last Print × 1: $120.00');
    expect(failed.body).toContain('Place order');
    expect(shopper.jar.get('CART')).toBe(cartId);
    expect(await isPurchased(cartId)).toBe(0);
  });

  it('a stale crumb shows the page again with a fresh one, which then works', async () => {
    const shopper = browser(server.app);
    await shopper.send('POST', ADD, { ...MUG, quantity: 1 });
    const cartId = shopper.jar.get('CART') as string;
    const forged = await server.app.inject({
      method: 'POST',
      url: '/checkout/place-order',
      headers: { cookie: cookieOf(shopper), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `cartToken=${cartId}&crumb=forged`,
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.body).toContain(
      '<p role="alert">Your session has expired. Please reload the page and try again.</p>',
    );
    const renewed = (forged.cookies as { name: string; value: string }[]).find(
      (c) => c.name === 'crumb',
    )?.value;
    expect(renewed).toBeTruthy();
    expect(forged.body).toContain(`name="crumb" value="${renewed}"`);
    expect(await isPurchased(cartId)).toBe(0);
    shopper.jar.set('crumb', renewed as string);
    expect((await submitCheckout(shopper, `/checkout?cartToken=${cartId}`)).statusCode).toBe(303);
  });

  it('an empty cart has nothing to order, and an unknown token shows no form', async () => {
    const shopper = browser(server.app);
    const { newlyAdded } = (await shopper.send('POST', ADD, { ...MUG, quantity: 1 })).json();
    await shopper.send('PUT', `${ADD}/${newlyAdded.id}`, { quantity: 0 });
    const empty = await shopper.get(`/checkout?cartToken=${shopper.jar.get('CART')}`);
    expect(empty.body).toContain('There is nothing in this cart to order.');
    expect(empty.body).not.toContain('Place order');
    const refused = await submitCheckoutWith(
      shopper,
      '/checkout/place-order',
      shopper.jar.get('CART') as string,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('<p role="alert">There is nothing in this cart to order.</p>');

    const unknown = await shopper.get('/checkout?cartToken=nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('No cart was found for this token.');
    expect(unknown.body).not.toContain('Place order');

    const posted = await submitCheckoutWith(shopper, '/checkout/place-order', 'nope');
    expect(posted.statusCode).toBe(404);
    expect(posted.body).toContain('<p role="alert">Cart not found.</p>');
  });

  it('the subscription checkout places its own cart and confirms the subscription', async () => {
    const shopper = browser(server.app);
    await shopper.send('POST', ADD, { ...MUG, quantity: 1 });
    const own = shopper.jar.get('CART');
    const { cartToken } = (
      await shopper.send('POST', '/api/3/commerce/cart/subscription', { ...COFFEE, qty: 1 })
    ).json();
    const url = `/checkout/subscription?cartToken=${cartToken}`;
    const page = await shopper.get(url);
    expect(page.body).toContain('<h1>Subscription checkout (demo)</h1>');
    expect(page.body).toContain('Weekly Coffee Beans × 1: $18.00');
    expect(page.body).toContain('action="/checkout/subscription/place-order"');

    const placed = await submitCheckout(shopper, url);
    expect(placed.statusCode).toBe(303);
    expect(String(placed.headers.location)).toMatch(
      /^\/commerce\/subscription-confirmed\?orderId=[0-9a-f]{32}&token=[\w-]{43}$/,
    );
    // The shopper's own cart is not the one purchased: its cookie stays.
    expect(shopper.jar.get('CART')).toBe(own);
    const confirmed = await shopper.get(String(placed.headers.location));
    expect(confirmed.body).toContain('<title>Subscription confirmed</title>');
    expect(confirmed.body).toContain('Weekly Coffee Beans × 1: $18.00');
  });
});

/** Places the shopper's cart through the API: the order and its access token. */
async function placeCart(shopper: Shopper) {
  const response = await shopper.send('POST', ORDERS, { cartToken: shopper.jar.get('CART') });
  expect(response.statusCode).toBe(200);
  return response.json() as { order: { id: string }; accessToken: string };
}

describe('an order keeps the additional-fields answers', () => {
  const answers = { 'e-text': 'For <b>Ada</b> & co', 'e-font': 'Script' };
  /** A shopper whose cart holds `quantity` engraved mugs with `answers`. */
  const engravedCart = async (quantity: number) => {
    const shopper = browser(server.app);
    await shopper.send('POST', ADD, {
      ...ENGRAVED,
      quantity,
      additionalFields: JSON.stringify(answers),
    });
    return shopper;
  };

  it('each item keeps its answers under the form’s field titles, in the order and its JSON', async () => {
    const shopper = await engravedCart(1);
    await shopper.send('POST', ADD, { ...MUG, quantity: 1 });
    const { order } = await placeCart(shopper);
    expect(order).toMatchObject({
      items: [
        {
          sku: ENGRAVED.sku,
          productName: 'Engraved Mug',
          additionalFields: [
            { rawTitle: 'Engraving text', values: ['For <b>Ada</b> & co'] },
            { rawTitle: 'Font', values: ['Script'] },
          ],
        },
        { sku: MUG.sku, productName: 'Ceramic Mug' },
      ],
    });
    // A product without a form has no answers to keep.
    expect(order).not.toHaveProperty('items.1.additionalFields');
    expect((await shopper.get(`${ORDERS}/${order.id}`)).json()).toEqual({ order });
  });

  it('the confirmation page lists the answers as text, never as markup', async () => {
    const shopper = await engravedCart(2);
    const placed = await submitCheckout(shopper, `/checkout?cartToken=${shopper.jar.get('CART')}`);
    const page = await shopper.get(String(placed.headers.location));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Engraved Mug × 2: $32.00');
    expect(page.body).toContain(
      '<dl><div><dt>Engraving text</dt><dd>For &lt;b&gt;Ada&lt;/b&gt; &amp; co</dd></div><div><dt>Font</dt><dd>Script</dd></div></dl>',
    );
    expect(page.body).not.toContain('<b>Ada');
  });
});

describe('who can read an order', () => {
  it('the browser that placed it, and whoever holds its token; to anyone else it does not exist', async () => {
    const placer = browser(server.app);
    await placer.send('POST', ADD, { ...MUG, quantity: 1 });
    const { order, accessToken } = await placeCart(placer);
    const url = `${ORDERS}/${order.id}`;
    const page = `/commerce/order-confirmed?orderId=${order.id}`;

    expect((await placer.get(url)).json()).toEqual({ order });
    expect((await placer.get(page)).statusCode).toBe(200);

    // Another browser, with no cookies or with an order key of its own from its own order.
    const stranger = browser(server.app);
    const strangerOwn = browser(server.app);
    await strangerOwn.send('POST', ADD, { ...MUG, quantity: 1 });
    const other = await placeCart(strangerOwn);
    const unknown = (await stranger.get(`${ORDERS}/${'0'.repeat(32)}`)).json();
    for (const visitor of [stranger, strangerOwn]) {
      for (const query of ['', '?token=wrong', `?token=${other.accessToken}`]) {
        const read = await visitor.get(`${url}${query}`);
        expect(read.statusCode).toBe(404);
        expect(read.json()).toEqual(unknown);
        const shown = await visitor.get(`${page}${query.replace('?', '&')}`);
        expect(shown.statusCode).toBe(404);
        expect(shown.body).toContain('No order was found for this id.');
        expect(shown.body).not.toContain(order.id);
      }
    }
    // Its own order stays readable to the other browser.
    expect((await strangerOwn.get(`${ORDERS}/${other.order.id}`)).statusCode).toBe(200);

    // The token alone opens it, from any browser.
    const withToken = await stranger.get(`${url}?token=${accessToken}`);
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json()).toEqual({ order });
    const shown = await stranger.get(`${page}&token=${encodeURIComponent(accessToken)}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<title>Order confirmed</title>');
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(shown.headers['referrer-policy']).toBe('no-referrer');
  });

  it('the placer’s order key is an httpOnly cookie that outlasts the cart', async () => {
    const placer = browser(server.app);
    await placer.send('POST', ADD, { ...MUG, quantity: 1 });
    const response = await placer.send('POST', ORDERS, { cartToken: placer.jar.get('CART') });
    const key = (
      response.cookies as { name: string; value: string; httpOnly?: boolean; maxAge?: number }[]
    ).find((cookie) => cookie.name === 'sq-order-key');
    expect(key).toMatchObject({ value: expect.stringMatching(TOKEN), httpOnly: true });
    expect(key?.maxAge).toBeGreaterThan(24 * 3600);
    // A second order keeps the same key, so both stay readable.
    await placer.send('POST', ADD, { ...MUG, quantity: 1 });
    const second = await placeCart(placer);
    expect(placer.jar.get('sq-order-key')).toBe(key?.value);
    const first = response.json().order.id;
    for (const id of [first, second.order.id]) {
      expect((await placer.get(`${ORDERS}/${id}`)).statusCode).toBe(200);
    }
  });

  it('an order key the browser made up is never taken: the order gets a fresh one, and the made-up one opens nothing', async () => {
    // A key of the right shape that the server never issued, planted in the shopper's browser.
    const chosen = 'planted-order-key-'.padEnd(43, 'x');
    for (const place of ['api', 'checkout page'] as const) {
      const shopper = browser(server.app);
      shopper.jar.set('sq-order-key', chosen);
      await shopper.send('POST', ADD, { ...MUG, quantity: 1 });
      const cartId = shopper.jar.get('CART') as string;
      let orderId: string;
      if (place === 'api') {
        orderId = (await placeCart(shopper)).order.id;
      } else {
        const placed = await submitCheckout(shopper, `/checkout?cartToken=${cartId}`);
        expect(placed.statusCode).toBe(303);
        orderId = new URL(String(placed.headers.location), 'http://x').searchParams.get(
          'orderId',
        ) as string;
      }
      const issued = shopper.jar.get('sq-order-key');
      expect(issued).toMatch(TOKEN);
      expect(issued).not.toBe(chosen);
      expect((await shopper.get(`${ORDERS}/${orderId}`)).statusCode).toBe(200);

      // Whoever planted the key cannot read the order with it.
      const planter = browser(server.app);
      planter.jar.set('sq-order-key', chosen);
      expect((await planter.get(`${ORDERS}/${orderId}`)).statusCode).toBe(404);
      expect((await planter.get(`/commerce/order-confirmed?orderId=${orderId}`)).statusCode).toBe(
        404,
      );
    }
  });

  it('a purchased cart’s checkout links to the order only for those who may read it', async () => {
    const placer = browser(server.app);
    await placer.send('POST', ADD, { ...MUG, quantity: 1 });
    const cartId = placer.jar.get('CART') as string;
    const { order } = await placeCart(placer);
    const own = await placer.get(`/checkout?cartToken=${cartId}`);
    expect(own.body).toContain(`orderId=${order.id}`);
    const other = await browser(server.app).get(`/checkout?cartToken=${cartId}`);
    expect(other.body).toContain('This cart has already been ordered.');
    expect(other.body).not.toContain(order.id);
  });

  it('ids and tokens carry at least 128 random bits, none of them a UUID', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const shopper = browser(server.app);
      await shopper.send('POST', ADD, { ...MUG, quantity: 1 });
      const cartId = shopper.jar.get('CART') as string;
      const { order, accessToken } = await placeCart(shopper);
      // 32 hex digits are 128 bits; 43 base64url characters are 258 (256 random).
      expect(cartId).toMatch(ID);
      expect(order.id).toMatch(ID);
      expect(accessToken).toMatch(TOKEN);
      expect(shopper.jar.get('sq-order-key')).toMatch(TOKEN);
      for (const value of [cartId, order.id, accessToken]) seen.add(value);
    }
    expect(seen.size).toBe(9);
    // Only hashes are stored: the database alone opens no order.
    const stored = await server.sql('SELECT access_token_hash, placer_key_hash FROM orders');
    const columns = stored.flatMap((row) => [row.access_token_hash, row.placer_key_hash]);
    for (const value of columns) expect(String(value)).toMatch(/^[0-9a-f]{64}$/);
  });
});
