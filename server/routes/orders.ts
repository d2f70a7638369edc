import type { FastifyInstance } from 'fastify';
import { notFound } from '../http-error';
import type { Order, OrderRepository } from '../order-repository';
import { MESSAGES_ORDER } from '../order-repository';
import { cartQuery, orderParams, placeOrderBody } from '../schemas';
import { clearPurchasedCartCookie } from './cart';

/**
 * Not in §7 (checklist RS-08): the test-mode checkout places the order of a cart token. Stock is
 * taken here, not when adding to the cart; the cart is marked purchased and a new one starts.
 */
export function registerOrderRoutes(app: FastifyInstance, orders: OrderRepository): void {
  app.post<{ Body: { cartToken: string } }>(
    '/api/commerce/orders',
    { schema: { body: placeOrderBody, querystring: cartQuery } },
    async (request, reply): Promise<{ order: Order }> => {
      const order = await orders.place(request.body.cartToken);
      clearPurchasedCartCookie(request, reply, order.purchasedCartId);
      return { order };
    },
  );

  app.get<{ Params: { orderId: string } }>(
    '/api/commerce/orders/:orderId',
    { schema: { params: orderParams } },
    async (request): Promise<{ order: Order }> => {
      const order = await orders.get(request.params.orderId);
      if (!order) throw notFound(MESSAGES_ORDER.orderNotFound);
      return { order };
    },
  );
}
