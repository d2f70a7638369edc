import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_NAMES } from '../../src/constants/cookies';
import type {
  AddEntryRequest,
  AddEntryResult,
  CartQuery,
  RelatedProduct,
  ShoppingCart,
  SubscriptionRequest,
  SubscriptionResult,
  UpdateAdditionalFieldsRequest,
  UpdateAdditionalFieldsResult,
} from '../../src/contract/cart';
import { invalidField, notFound } from '../errors/domain-error';
import { CART_COOKIE } from '../http/cart-cookie';
import {
  addEntryBody,
  cartQuery,
  entryParams,
  setQuantityBody,
  subscriptionBody,
  updateAdditionalFieldsBody,
} from '../http/schemas';
import { clientAddress } from '../limits/client-address';
import { createWindowLimiter } from '../limits/window-limiter';
import type { CartRepository } from '../repositories/cart-repository';
import type { Catalogue } from '../site-data/catalogue';

function entryOf(cart: ShoppingCart, entryId: string) {
  const entry = cart.entries.find((e) => e.id === entryId);
  if (!entry) throw notFound('Cart entry not found.');
  return entry;
}

/** New carts a client address may open an hour: a shopper opens one, a household a few. */
export const NEW_CARTS_PER_HOUR = 60;

/**
 * The cart calls. Reading the cart with `mock=true` (a demo or preview page) answers `demoCart`, a
 * fixed cart that never touches the database; changes always go to the visitor's own cart.
 * Every cart is a stored row that anonymous visitors make, so each client address may open at
 * most `newCartsPerHour` of them (an add to a cart that exists is never counted); the count is
 * read and taken in one synchronous step inside the add's write, so a burst cannot pass it. Past
 * it an add that would open a cart answers 429 with Retry-After.
 */
export function registerCartRoutes(
  app: FastifyInstance,
  carts: CartRepository,
  {
    catalogue,
    demoCart,
    newCartsPerHour = NEW_CARTS_PER_HOUR,
  }: { catalogue: Catalogue; demoCart: ShoppingCart; newCartsPerHour?: number },
): void {
  const newCarts = createWindowLimiter({ max: newCartsPerHour, windowMs: 3_600_000 });
  app.addHook('onClose', async () => newCarts.close());
  /** Whether this request's client may open one more cart now; counts it when so. */
  const mayOpenCart = (request: FastifyRequest, reply: FastifyReply) => () => {
    const client = clientAddress(request.ip);
    const wait = newCarts.retryAfterMs(client);
    if (wait > 0) {
      reply.header('retry-after', String(Math.ceil(wait / 1000)));
      return false;
    }
    newCarts.take(client);
    return true;
  };

  app.get<{ Querystring: CartQuery }>(
    '/api/commerce/shopping-cart',
    { schema: { querystring: cartQuery } },
    async (request) =>
      request.query.mock === 'true'
        ? demoCart
        : carts.read(request.cookies[COOKIE_NAMES.cart] ?? null),
  );

  app.post<{ Body: AddEntryRequest }>(
    '/api/commerce/shopping-cart/entries',
    { schema: { body: addEntryBody, querystring: cartQuery } },
    async (request, reply): Promise<AddEntryResult> => {
      const { itemId, sku, quantity, additionalFields = null } = request.body;
      const { cart, entryId } = await carts.add({
        cartId: request.cookies[COOKIE_NAMES.cart] ?? null,
        itemId,
        sku,
        quantity,
        additionalFields,
        mayOpenCart: mayOpenCart(request, reply),
      });
      reply.setCookie(COOKIE_NAMES.cart, cart.id, CART_COOKIE);
      return { shoppingCart: cart, newlyAdded: entryOf(cart, entryId) };
    },
  );

  // A cart of its own per subscription: the shopper's cart (and its cookie) is left alone.
  app.post<{ Body: SubscriptionRequest }>(
    '/api/3/commerce/cart/subscription',
    { schema: { body: subscriptionBody, querystring: cartQuery } },
    async (request, reply): Promise<SubscriptionResult> => {
      const { itemId, sku, qty, additionalFields = null } = request.body;
      const product = catalogue.products.get(itemId);
      if (!product) throw notFound('Product not found.');
      if (!product.subscribable) throw invalidField('itemId', 'is not a subscription product');
      const { cart } = await carts.add({
        cartId: null,
        itemId,
        sku,
        quantity: qty,
        additionalFields,
        mayOpenCart: mayOpenCart(request, reply),
      });
      return { cartToken: cart.id };
    },
  );

  // What the cart page suggests beside the cart: up to four related products [I-13].
  app.get(
    '/api/commerce/shopping-cart/related-products',
    { schema: { querystring: cartQuery } },
    async (request): Promise<{ products: RelatedProduct[] }> => ({
      products: await carts.related(request.cookies[COOKIE_NAMES.cart] ?? null),
    }),
  );

  // The cart page's quantity change (0 removes) and its Remove button.
  app.put<{ Body: { quantity: number }; Params: { entryId: string } }>(
    '/api/commerce/shopping-cart/entries/:entryId',
    { schema: { body: setQuantityBody, params: entryParams, querystring: cartQuery } },
    async (request) => ({
      shoppingCart: await carts.setQuantity(
        request.cookies[COOKIE_NAMES.cart] ?? null,
        request.params.entryId,
        request.body.quantity,
      ),
    }),
  );

  app.delete<{ Params: { entryId: string } }>(
    '/api/commerce/shopping-cart/entries/:entryId',
    { schema: { params: entryParams, querystring: cartQuery } },
    async (request) => ({
      shoppingCart: await carts.setQuantity(
        request.cookies[COOKIE_NAMES.cart] ?? null,
        request.params.entryId,
        0,
      ),
    }),
  );

  app.put<{ Body: UpdateAdditionalFieldsRequest; Params: { entryId: string } }>(
    '/api/commerce/shopping-cart/entries/:entryId/additionalFields',
    { schema: { body: updateAdditionalFieldsBody, params: entryParams, querystring: cartQuery } },
    async (request): Promise<UpdateAdditionalFieldsResult> => {
      const { entryId } = request.params;
      const cart = await carts.updateAdditionalFields(
        request.cookies[COOKIE_NAMES.cart] ?? null,
        entryId,
        request.body,
      );
      return { shoppingCart: cart, updatedEntry: entryOf(cart, entryId) };
    },
  );
}
