import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors/domain-error';
import { clearPurchasedCartCookie } from '../http/cart-cookie';
import { orderAccessOf, placerKeyOf, rememberPlacerKey } from '../http/order-access';
import { cartQuery, orderParams, orderQuery, placeOrderBody } from '../http/schemas';
import type { Order, OrderRepository } from '../repositories/order-repository';
import { MESSAGES_ORDER } from '../repositories/order-repository';

/** Order answers are the visitor's own: never kept by a shared cache. */
const PRIVATE = 'private, no-store';

/**
 * The test-mode checkout places the order of a cart token. Stock is taken here, not when adding to
 * the cart; the cart is marked purchased and a new one starts. The order can be read back by the
 * browser that placed it (its order-key cookie) or with the access token answered here.
 */
export function registerOrderRoutes(app: FastifyInstance, orders: OrderRepository): void {
  app.post<{ Body: { cartToken: string } }>(
    '/api/commerce/orders',
    { schema: { body: placeOrderBody, querystring: cartQuery } },
    async (request, reply): Promise<{ order: Order; accessToken: string }> => {
      const placerKey = placerKeyOf(request);
      const placed = await orders.place(request.body.cartToken, placerKey);
      rememberPlacerKey(reply, placerKey);
      clearPurchasedCartCookie(request, reply, placed.order.purchasedCartId);
      reply.header('cache-control', PRIVATE);
      return placed;
    },
  );

  // Anyone else gets the 404 of an unknown id, so an id alone confirms nothing.
  app.get<{ Params: { orderId: string } }>(
    '/api/commerce/orders/:orderId',
    { schema: { params: orderParams, querystring: orderQuery } },
    async (request, reply): Promise<{ order: Order }> => {
      const order = await orders.get(request.params.orderId, orderAccessOf(request));
      if (!order) throw notFound(MESSAGES_ORDER.orderNotFound);
      reply.header('cache-control', PRIVATE);
      return { order };
    },
  );
}
