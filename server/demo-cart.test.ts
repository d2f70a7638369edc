import { describe, expect, it } from 'vitest';
import { ADD, browser, MUG, suiteServer } from '../tests/helpers/test-server';

const server = suiteServer({ faults: true });
const CART = '/api/commerce/shopping-cart?timecode=1&calculateSubtotal=true';

// A demo or preview page reads its cart with mock=true: the server's fixed demo cart, never a
// visitor's, never stored.
describe('the demo cart (mock=true)', () => {
  it('answers the fixed demo cart without a cart cookie, and makes no cart', async () => {
    const shopper = browser(server.app);
    const response = await shopper.get(`${CART}&mock=true`);
    expect(response.statusCode).toBe(200);
    const cart = response.json();
    expect(cart).toMatchObject({
      id: 'demo-cart',
      websiteId: 'demo-website',
      currencyCode: 'USD',
      totalQuantity: 3,
      subtotalCents: 7600,
      grandTotalCents: 7600,
      requiresShipping: true,
    });
    expect(
      cart.entries.map((e: { title: string; quantity: number; subTotal: string }) => [
        e.title,
        e.quantity,
        e.subTotal,
      ]),
    ).toEqual([
      ['Ceramic Mug', 2, '$48.00'],
      ['Canvas Tote', 1, '$28.00'],
    ]);
    expect(shopper.jar.has('CART')).toBe(false);
    // The same for everyone, every time.
    expect((await browser(server.app).get(`${CART}&mock=true`)).json()).toEqual(cart);
  });

  it('leaves the visitor’s own cart alone: without mock (or mock=false) the cart is theirs', async () => {
    const shopper = browser(server.app);
    await shopper.send('POST', ADD, { ...MUG, quantity: 1 });
    const own = (await shopper.get(CART)).json();
    expect(own.totalQuantity).toBe(1);
    expect((await shopper.get(`${CART}&mock=true`)).json().id).toBe('demo-cart');
    expect((await shopper.get(`${CART}&mock=false`)).json()).toEqual(own);
    expect((await shopper.get(CART)).json()).toEqual(own);
  });

  it('its lines are the catalogue’s: each one, added for real, has the same title, variant and price', async () => {
    const demo = (await browser(server.app).get(`${CART}&mock=true`)).json();
    for (const line of demo.entries) {
      const shopper = browser(server.app);
      const added = await shopper.send('POST', ADD, {
        itemId: line.itemId,
        sku: line.chosenVariant.sku,
        quantity: line.quantity,
      });
      const { id: _id, ...real } = added.json().newlyAdded;
      const { id: _demoId, ...shown } = line;
      expect(shown).toEqual(real);
    }
  });

  it('refuses a mock value other than true or false', async () => {
    const response = await browser(server.app).get(`${CART}&mock=yes`);
    expect(response.statusCode).toBe(400);
  });
});
