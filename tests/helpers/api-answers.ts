import { emptyCart } from '../../src/commerce/empty-cart';

/** Answers a stubbed fetch gives the bundle, as the API sends them. */

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The add-to-cart call's answer: a cart (`cartId`) of `quantity` items, all of the entry added. */
export const addedToCart = (quantity = 1, cartId = 'cart-1') =>
  jsonResponse({
    shoppingCart: { ...emptyCart(), id: cartId, totalQuantity: quantity },
    newlyAdded: { id: 'entry-1', itemId: 'item-1', quantity },
  });
