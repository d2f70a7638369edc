import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { variantText } from '../../src/commerce/cart-entry-text';
import type { ShoppingCart } from '../../src/contract/cart';
import { isId } from '../../src/contract/common';
import { MESSAGES } from '../../src/i18n/messages';
import type { MoneyFormatter } from '../../src/i18n/money-format';
import { HttpError } from '../errors/http-error';
import { crumbMatches, renewCrumb } from '../plugins/crumb';
import { fieldErrors } from '../plugins/errors';
import type { CartRepository } from '../repositories/cart-repository';
import {
  MESSAGES_ORDER,
  type Order,
  type OrderRepository,
  OutOfStockError,
} from '../repositories/order-repository';
import type { PageRenderer } from '../templates/pages';
import { clearPurchasedCartCookie } from './cart';
import { orderAccessOf, placerKeyOf, rememberPlacerKey } from './order-access';
import {
  anyQuery,
  checkoutFormBody,
  checkoutPageQuery,
  confirmationPageQuery,
  giftCardPageQuery,
} from './schemas';

interface Checkout {
  title: string;
  /** Where its form posts. */
  action: string;
  /** Where a placed order is confirmed (with `?orderId=`). */
  confirmed: string;
}

const CHECKOUT: Checkout = {
  title: 'Checkout (demo)',
  action: '/checkout/place-order',
  confirmed: '/commerce/order-confirmed',
};
const SUBSCRIPTION_CHECKOUT: Checkout = {
  title: 'Subscription checkout (demo)',
  action: '/checkout/subscription/place-order',
  confirmed: '/commerce/subscription-confirmed',
};

/** A page's rendering: the template's name and its data (every page has a `pageTitle`). */
const sendPage = (
  pages: PageRenderer,
  reply: FastifyReply,
  status: number,
  name: string,
  json: { pageTitle: string } & Record<string, unknown>,
) => reply.code(status).type('text/html; charset=utf-8').send(pages.render(name, json));

/** Order pages are the visitor's own: never cached, and their token never sent on as a referrer. */
const privatePage = (reply: FastifyReply) =>
  reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');

/** The checkout's order summary of a cart with entries: each line, its variant, the subtotal. */
function orderSummary(cart: ShoppingCart, money: MoneyFormatter) {
  return {
    entries: cart.entries.map((e) => ({
      title: e.title,
      quantity: e.quantity,
      subTotal: e.subTotal,
      variant: variantText(e.chosenVariant),
    })),
    subtotal: money.cents(cart.subtotalCents, cart.currencyCode),
  };
}

/**
 * The demo store's test-mode checkout: the order summary of a cart token and a Place order form
 * that takes no payment. Placing it takes the stock, marks the cart purchased and shows the order
 * confirmation; a failure shows this page again with the reason. Every price is written by the
 * site's `money` formatter, as the store pages write theirs.
 */
export function registerHandoffPages(
  app: FastifyInstance,
  carts: CartRepository,
  orders: OrderRepository,
  pages: PageRenderer,
  money: MoneyFormatter,
  /** Told of each checkout page served for a cart with items (the dashboard's funnel). */
  onCheckout: (cartId: string, subscription: boolean) => Promise<void> = async () => {},
): void {
  /**
   * A page's query schema; a query that breaks it (a repeated or over-long parameter) gets a 400 page
   * naming the parameter instead of the page.
   */
  function pageQuery(querystring: FastifySchema['querystring']) {
    return {
      schema: { querystring },
      attachValidation: true,
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!request.validationError) return;
        const [field, reason] = Object.entries(
          fieldErrors(request.validationError.validation ?? []),
        )[0] ?? ['query', 'is invalid'];
        return sendPage(pages, reply, 400, 'invalid-link', {
          pageTitle: 'Invalid link',
          problem: `${field} ${reason}`,
        });
      },
    };
  }

  async function checkoutPage(
    request: FastifyRequest,
    reply: FastifyReply,
    checkout: Checkout,
    token: string,
    problem: { status: number; message: string } | null,
  ) {
    const cart = await carts.read(isId(token) ? token : null);
    const status = problem?.status ?? 200;
    // The page's message: the problem as an alert, else what the page says of its cart (if anything).
    const page = { pageTitle: checkout.title, alert: problem?.message ?? null, notice: null };
    if (!cart.id) {
      const { ordered, order } = isId(token)
        ? await orders.ofCart(token, orderAccessOf(request))
        : { ordered: false, order: null };
      return sendPage(pages, reply, problem?.status ?? 404, 'checkout', {
        ...page,
        cart: null,
        notice: ordered ? MESSAGES_ORDER.alreadyOrdered : null,
        // The link to the order is shown only to those who may read it.
        orderUrl: order ? `${checkout.confirmed}?orderId=${encodeURIComponent(order.id)}` : null,
        noCart: !ordered,
      });
    }
    const summary = cart.entries.length ? orderSummary(cart, money) : null;
    // A checkout reached is recorded only when served as asked (not re-shown after a failure); a
    // failure to record it never keeps the page from the shopper.
    if (summary && !problem) {
      await onCheckout(cart.id, checkout === SUBSCRIPTION_CHECKOUT).catch((error: unknown) =>
        request.log.error({ error }, 'checkout not recorded'),
      );
    }
    return sendPage(pages, reply, status, 'checkout', {
      ...page,
      notice: summary ? null : MESSAGES_ORDER.emptyCart,
      cart: { token: cart.id, summary, action: checkout.action, crumb: request.crumb },
    });
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
      if (!(error instanceof HttpError)) throw error;
      const message =
        error instanceof OutOfStockError
          ? `${error.message} ${error.title}: ${error.available} left.`
          : error.message;
      return checkoutPage(request, reply, checkout, token, { status: error.statusCode, message });
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
        privatePage(reply);
        if (!order) {
          return sendPage(pages, reply, 404, 'order-not-found', { pageTitle: 'Order not found' });
        }
        return sendPage(pages, reply, 200, 'order-confirmed', {
          pageTitle: title,
          order: confirmation(order, money),
        });
      },
    );
  }

  app.get<{ Querystring: { itemId?: string; sku?: string } }>(
    '/commerce/gift-card',
    pageQuery(giftCardPageQuery),
    async (request, reply) => {
      const { itemId = '', sku = '' } = request.query;
      const variant = await carts.variant(itemId, sku);
      return sendPage(pages, reply, 200, 'gift-card', {
        pageTitle: 'Gift card purchase (demo)',
        itemId,
        sku,
        giftCard: variant && {
          title: variant.title,
          options: Object.values(variant.attributes).join(', '),
          price: money.cents(variant.priceCents, variant.currency),
        },
      });
    },
  );
}

/**
 * The confirmation of an order: each item as "Ceramic Mug × 2: $24.00" (its unit price) with its
 * answers to the product's form under each field's title, then the grand total.
 */
function confirmation(order: Order, money: MoneyFormatter) {
  return {
    id: order.id,
    items: order.items.map((item) => ({
      productName: item.productName,
      quantity: item.quantity,
      unitPrice: money.format(item.unitPrice),
      answers: (item.additionalFields ?? []).map((field) => ({
        title: field.rawTitle,
        values: field.values.join(', '),
      })),
    })),
    total: money.format(order.grandTotal),
  };
}
