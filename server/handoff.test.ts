import { describe, expect, it } from 'vitest';
import { ADD, browser, MUG, suiteServer } from '../tests/helpers/test-server';

const server = suiteServer();

const SUBSCRIBE = '/api/3/commerce/cart/subscription';
const COFFEE = { itemId: '5f1a00000000000000000008', sku: 'SQ-COFFEE-WEEKLY' };

describe('subscription cart', () => {
  it('answers a cart token for a subscription product, leaving the shopper’s own cart alone', async () => {
    const shopper = browser(server.app);
    await shopper.send('POST', ADD, { ...MUG, quantity: 1 });
    const cartCookie = shopper.jar.get('CART');
    const response = await shopper.send('POST', SUBSCRIBE, { ...COFFEE, qty: 1 });
    expect(response.statusCode).toBe(200);
    const { cartToken } = response.json();
    expect(cartToken).toMatch(/^[0-9a-f]{32}$/);
    expect(cartToken).not.toBe(cartCookie);
    expect(shopper.jar.get('CART')).toBe(cartCookie);

    const checkout = await server.app.inject({
      url: `/checkout/subscription?cartToken=${cartToken}`,
    });
    expect(checkout.body).toContain('Weekly Coffee Beans × 1: $18.00');
  });

  it('refuses a product that is not a subscription, `quantity` in place of `qty`, and unknown items', async () => {
    const shopper = browser(server.app);
    const notSubscribable = await shopper.send('POST', SUBSCRIBE, { ...MUG, qty: 1 });
    expect(notSubscribable.statusCode).toBe(400);
    expect(notSubscribable.json().errors).toHaveProperty('itemId');
    const wrongField = await shopper.send('POST', SUBSCRIBE, { ...COFFEE, quantity: 1 });
    expect(wrongField.statusCode).toBe(400);
    expect(Object.keys(wrongField.json().errors)).toEqual(
      expect.arrayContaining(['qty', 'quantity']),
    );
    expect(
      (await shopper.send('POST', SUBSCRIBE, { itemId: 'nope', sku: 'x', qty: 1 })).statusCode,
    ).toBe(404);
  });
});

describe('hand-off pages', () => {
  it('the checkout page shows the cart of its token, and says so when there is none', async () => {
    const shopper = browser(server.app);
    const { shoppingCart } = (await shopper.send('POST', ADD, { ...MUG, quantity: 2 })).json();
    const page = await server.app.inject({ url: `/checkout?cartToken=${shoppingCart.id}` });
    expect(page.body).toContain('Ceramic Mug × 2: $48.00');
    expect((await server.app.inject({ url: '/checkout?cartToken=nope' })).body).toContain(
      'No cart was found',
    );
  });

  it('the gift-card page shows the chosen denomination, escaping what it echoes', async () => {
    const page = await server.app.inject({
      url: '/commerce/gift-card?itemId=5f1a00000000000000000007&sku=SQ-GIFT-50',
    });
    expect(page.body).toContain('Gift Card: $50 ($50.00)');
    const hostile = await server.app.inject({ url: '/checkout?cartToken=%3Cscript%3E' });
    expect(hostile.body).not.toContain('<script>');
  });
});

describe('page queries', () => {
  const GIFT = '/commerce/gift-card?itemId=5f1a00000000000000000007&sku=SQ-GIFT-50';

  it.each([
    ['/commerce/gift-card?itemId=a&itemId=b', 'itemId'],
    [`${GIFT}&sku=SQ-GIFT-100`, 'sku'],
    ['/checkout?cartToken=a&cartToken=b', 'cartToken'],
    ['/checkout/subscription?cartToken=a&cartToken=b', 'cartToken'],
    ['/commerce/order-confirmed?orderId=a&orderId=b', 'orderId'],
    ['/commerce/order-confirmed?orderId=a&token=b&token=c', 'token'],
    ['/commerce/subscription-confirmed?orderId=a&orderId=b', 'orderId'],
    [`/commerce/gift-card?itemId=${'x'.repeat(300)}`, 'itemId'],
  ])('%s is a 400 page naming the parameter', async (url, field) => {
    const page = await server.app.inject({ url });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>Invalid link</title>');
    expect(page.body).toContain(`This link is not valid: ${field}`);
  });

  it('tracking parameters, even repeated, do not break a page', async () => {
    const page = await server.app.inject({
      url: `${GIFT}&utm_source=mail&utm_source=feed&fbclid=x`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Gift Card: $50 ($50.00)');
  });
});
