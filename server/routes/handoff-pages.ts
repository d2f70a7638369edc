import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { isId } from '../../src/contract/ids';
import { MESSAGES } from '../../src/i18n/messages';
import type { MoneyFormatter } from '../../src/i18n/money-format';
import { DomainError, OutOfStockError } from '../errors/domain-error';
import { clearPurchasedCartCookie } from '../http/cart-cookie';
import { invalidLinkPage } from '../http/invalid-link';
import { orderAccessOf, placerKeyOf, rememberPlacerKey } from '../http/order-access';
import {
  anyQuery,
  checkoutFormBody,
  checkoutPageQuery,
  confirmationPageQuery,
  giftCardPageQuery,
} from '../http/schemas';
import { type PageCaching, sendPage } from '../http/send-page';
import { crumbMatches, renewCrumb } from '../plugins/crumb';
import { httpOf } from '../plugins/errors';
import type { CartRepository } from '../repositories/cart-repository';
import { MESSAGES_ORDER, type OrderRepository } from '../repositories/order-repository';
import type { Catalogue } from '../site-data/catalogue';
import type { PageRenderer } from '../templates/pages';
import {
  CHECKOUT,
  type Checkout,
  cartCheckoutData,
  confirmationData,
  giftCardData,
  noCartCheckoutData,
  ORDER_NOT_FOUND_DATA,
  type PageJson,
  SUBSCRIPTION_CHECKOUT,
} from '../views/checkout-page';

/**
 * Order pages are the visitor's own: sent `private` (never cached), and their token never sent on
 * as a referrer.
 */
const withoutReferrer = (reply: FastifyReply) => reply.header('referrer-policy', 'no-referrer');

/**
 * The demo store's test-mode checkout: the order summary of a cart token and a Place order form
 * that takes no payment. Placing it takes the stock, marks the cart purchased and shows the order
 * confirmation; a failure shows this page again with the reason. The pages' data is
 * views/checkout-page.ts; here, what is read for them and how they are sent.
 */
export function registerHandoffPages(
  app: FastifyInstance,
  carts: CartRepository,
  orders: OrderRepository,
  pages: PageRenderer,
  options: {
    catalogue: Catalogue;
    /** The site's money formatter, which writes every price. */
    money: MoneyFormatter;
    /** Told of each checkout page served for a cart with items (the dashboard's funnel). */
    onCheckout?: (cartId: string, subscription: boolean) => Promise<void>;
  },
): void {
  const { catalogue, money, onCheckout = async () => {} } = options;
  const send = (
    reply: FastifyReply,
    status: number,
    name: string,
    json: PageJson,
    caching: PageCaching = 'default',
  ) => sendPage(reply, pages.render(name, json), { status, caching });

  /**
   * A page's query schema; a query that breaks it (a repeated or over-long parameter) gets a 400 page
   * naming the parameter instead of the page.
   */
  const pageQuery = (querystring: FastifySchema['querystring']) => ({
    schema: { querystring },
    attachValidation: true,
    preHandler: invalidLinkPage(pages),
  });

  async function checkoutPage(
    request: FastifyRequest,
    reply: FastifyReply,
    checkout: Checkout,
    token: string,
    problem: { status: number; message: string } | null,
  ) {
    const cart = await carts.read(isId(token) ? token : null);
    const alert = problem?.message ?? null;
    if (!cart.id) {
      const ordered = isId(token)
        ? await orders.ofCart(token, orderAccessOf(request))
        : { ordered: false, order: null };
      return send(
        reply,
        problem?.status ?? 404,
        'checkout',
        noCartCheckoutData(checkout, alert, ordered),
      );
    }
    // A checkout reached is recorded only when served as asked (not re-shown after a failure); a
    // failure to record it never keeps the page from the shopper.
    if (cart.entries.length && !problem) {
      await onCheckout(cart.id, checkout === SUBSCRIPTION_CHECKOUT).catch((error: unknown) =>
        request.log.error({ error }, 'checkout not recorded'),
      );
    }
    const json = cartCheckoutData(
      checkout,
      { ...cart, id: cart.id },
      { crumb: request.crumb, alert },
      money,
    );
    return send(reply, problem?.status ?? 200, 'checkout', json);
  }

  async function placeOrder(request: FastifyRequest, reply: FastifyReply, checkout: Checkout) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const token = typeof body.cartToken === 'string' ? body.cartToken : '';
    if (!crumbMatches(request, body.crumb)) {
      renewCrumb(request, reply);
      return checkoutPage(request, reply, checkout, token, {
        status: 401,
        message: MESSAGES.sessionExpired,
      });
    }
    if (!isId(token)) {
      return checkoutPage(request, reply, checkout, token, {
        status: 404,
        message: MESSAGES_ORDER.cartNotFound,
      });
    }
    try {
      const placerKey = placerKeyOf(request);
      const { order, accessToken } = await orders.place(token, placerKey);
      rememberPlacerKey(reply, placerKey);
      clearPurchasedCartCookie(request, reply, order.purchasedCartId);
      const query = new URLSearchParams({ orderId: order.id, token: accessToken });
      return reply.redirect(`${checkout.confirmed}?${query}`, 303);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const message =
        error instanceof OutOfStockError
          ? `${error.message} ${error.title}: ${error.available} left.`
          : error.message;
      const status = httpOf(error).statusCode;
      return checkoutPage(request, reply, checkout, token, { status, message });
    }
  }

  for (const [path, checkout] of [
    ['/checkout', CHECKOUT],
    ['/checkout/subscription', SUBSCRIPTION_CHECKOUT],
  ] as const) {
    app.get<{ Querystring: { cartToken?: string } }>(
      path,
      pageQuery(checkoutPageQuery),
      async (request, reply) =>
        checkoutPage(request, reply, checkout, request.query.cartToken ?? '', null),
    );
    // A malformed form (a repeated or over-long field) gets the 400 page, as a bad query does.
    const form = {
      ...pageQuery(anyQuery),
      schema: { querystring: anyQuery, body: checkoutFormBody },
    };
    app.post(checkout.action, form, async (request, reply) => placeOrder(request, reply, checkout));
  }

  // A stranger's link (no cookie of the placer, no or a wrong token) reads as an unknown order.
  for (const [path, title] of [
    ['/commerce/order-confirmed', 'Order confirmed'],
    ['/commerce/subscription-confirmed', 'Subscription confirmed'],
  ] as const) {
    app.get<{ Querystring: { orderId?: string } }>(
      path,
      pageQuery(confirmationPageQuery),
      async (request, reply) => {
        const { orderId } = request.query;
        const order = isId(orderId) ? await orders.get(orderId, orderAccessOf(request)) : null;
        withoutReferrer(reply);
        if (!order) return send(reply, 404, 'order-not-found', ORDER_NOT_FOUND_DATA, 'private');
        const json = confirmationData(title, order, money);
        return send(reply, 200, 'order-confirmed', json, 'private');
      },
    );
  }

  app.get<{ Querystring: { itemId?: string; sku?: string } }>(
    '/commerce/gift-card',
    pageQuery(giftCardPageQuery),
    async (request, reply) => {
      const { itemId = '', sku = '' } = request.query;
      const json = giftCardData(itemId, sku, catalogue.products.get(itemId), money);
      return send(reply, 200, 'gift-card', json);
    },
  );
}
