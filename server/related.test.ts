import { describe, expect, it } from 'vitest';
import { ADD, browser, GUIDE, LAST_PRINT, MUG, suiteServer } from '../tests/helpers/test-server';

const server = suiteServer({ faults: true });

const RELATED = '/api/commerce/shopping-cart/related-products';
const COFFEE = { itemId: '5f1a00000000000000000008', sku: 'SQ-COFFEE-WEEKLY' };
const TENUGUI = { itemId: '5f1a0000000000000000000d', sku: 'SQ-TENUGUI-01' };
const ids = (products: { id: string }[]) => products.map((p) => p.id);
const setStock = async (sku: string, qtyInStock: number) =>
  expect(
    (await browser(server.app).send('POST', '/api/__test/stock', { sku, qtyInStock })).statusCode,
  ).toBe(200);

describe('related products', () => {
  it('suggests the other products of the carted items’ collections, in fixture order', async () => {
    await setStock(LAST_PRINT.sku, 1);
    const shopper = browser(server.app);
    await shopper.send('POST', ADD, { ...MUG, quantity: 1 });
    const response = await shopper.get(RELATED);
    expect(response.statusCode).toBe(200);
    // Collection c001 without the mug; the Wool Scarf is sold out and left out.
    expect(response.json()).toEqual({
      products: [
        {
          id: LAST_PRINT.itemId,
          title: 'Last Print',
          url: '/shop/last-print',
          imageUrl: '/demo-pages/images/last-print.svg',
          price: '$120.00',
          priceCents: 12000,
          sku: LAST_PRINT.sku,
        },
        {
          // Five variants: the shopper chooses on the product page.
          id: '5f1a00000000000000000003',
          title: 'Canvas Tote',
          url: '/shop/canvas-tote',
          imageUrl: '/demo-pages/images/canvas-tote.svg',
          price: '$35.00',
          priceCents: 3500,
          sku: null,
        },
        {
          // An additional-fields form to fill in first.
          id: '5f1a0000000000000000000e',
          title: 'Engraved Mug',
          url: '/shop/engraved-mug',
          imageUrl: '/demo-pages/images/engraved-mug.svg',
          price: '$32.00',
          priceCents: 3200,
          sku: null,
        },
      ],
    });
  });

  it('leaves out what is in the cart, and sold-out products', async () => {
    await setStock(LAST_PRINT.sku, 1);
    const shopper = browser(server.app);
    await shopper.send('POST', ADD, { ...MUG, quantity: 1 });
    await shopper.send('POST', ADD, { ...LAST_PRINT, quantity: 1 });
    expect(ids((await shopper.get(RELATED)).json().products)).toEqual([
      '5f1a00000000000000000003',
      '5f1a0000000000000000000e',
    ]);

    const other = browser(server.app);
    await other.send('POST', ADD, { ...MUG, quantity: 1 });
    await setStock(LAST_PRINT.sku, 0);
    expect(ids((await other.get(RELATED)).json().products)).not.toContain(LAST_PRINT.itemId);
    await setStock('SQ-SCARF-01', 3);
    const withScarf = (await other.get(RELATED)).json().products;
    expect(
      withScarf.find((p: { id: string }) => p.id === '5f1a00000000000000000005'),
    ).toMatchObject({ title: 'Wool Scarf', price: '$48.00', sku: 'SQ-SCARF-01' });
    await setStock('SQ-SCARF-01', 0);
  });

  it('draws from every carted collection, at most four, and subscriptions have no sku', async () => {
    await setStock(LAST_PRINT.sku, 1);
    const shopper = browser(server.app);
    await shopper.send('POST', ADD, { ...COFFEE, quantity: 1 });
    const coffeeOnly = (await shopper.get(RELATED)).json().products;
    // The Studio Membership (a service) is not suggested; the flower box is a subscription.
    expect(coffeeOnly).toEqual([
      expect.objectContaining({ title: 'Monthly Flower Box', price: '$45.00', sku: null }),
    ]);

    await shopper.send('POST', ADD, { ...MUG, quantity: 1 });
    const products = (await shopper.get(RELATED)).json().products;
    expect(products).toHaveLength(4);
    expect(ids(products)).toEqual([
      LAST_PRINT.itemId,
      '5f1a00000000000000000003',
      '5f1a00000000000000000009',
      '5f1a0000000000000000000e',
    ]);
  });

  it('is empty without a cart, for an empty cart, and when the collection has nothing else', async () => {
    const shopper = browser(server.app);
    expect((await shopper.get(RELATED)).json()).toEqual({ products: [] });
    const { newlyAdded } = (await shopper.send('POST', ADD, { ...MUG, quantity: 1 })).json();
    await shopper.send('PUT', `${ADD}/${newlyAdded.id}`, { quantity: 0 });
    expect((await shopper.get(RELATED)).json()).toEqual({ products: [] });
    await shopper.send('POST', ADD, { ...GUIDE, quantity: 1 });
    expect((await shopper.get(RELATED)).json()).toEqual({ products: [] });
  });

  it('shows the sale price of a product on sale, and only products in the cart’s currency', async () => {
    await server.sql('UPDATE variants SET on_sale = 1, sale_price_cents = 9900 WHERE sku = ?', [
      LAST_PRINT.sku,
    ]);
    await setStock(LAST_PRINT.sku, 1);
    const shopper = browser(server.app);
    await shopper.send('POST', ADD, { ...MUG, quantity: 1 });
    expect((await shopper.get(RELATED)).json().products[0]).toMatchObject({
      title: 'Last Print',
      price: '$99.00',
    });
    await server.sql('UPDATE variants SET on_sale = 0 WHERE sku = ?', [LAST_PRINT.sku]);

    // A JPY product in a USD collection is not suggested to a USD cart.
    await server.sql('UPDATE products SET collection_id = ? WHERE id = ?', [
      '5f1a0000000000000000c001',
      TENUGUI.itemId,
    ]);
    expect(ids((await shopper.get(RELATED)).json().products)).not.toContain(TENUGUI.itemId);
    await server.sql('UPDATE products SET collection_id = ? WHERE id = ?', [
      '5f1a0000000000000000c007',
      TENUGUI.itemId,
    ]);
  });
});
