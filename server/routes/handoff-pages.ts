import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { variantText } from '../../src/commerce/cart-entry-text';
import type { ShoppingCart } from '../../src/commerce/cart-types';
import { MESSAGES } from '../../src/i18n/messages';
import { formatMoney, formatMoneyCents } from '../../src/i18n/money';
import { HttpError } from '../errors/http-error';
import { crumbMatches, renewCrumb } from '../plugins/crumb';
import { fieldErrors } from '../plugins/errors';
import type { CartRepository } from '../repositories/cart-repository';
import {
  MESSAGES_ORDER,
  type Order,
  type OrderItem,
  type OrderRepository,
  OutOfStockError,
} from '../repositories/order-repository';
import { clearPurchasedCartCookie } from './cart';
import { orderAccessOf, placerKeyOf, rememberPlacerKey } from './order-access';
import { escapeHtml, htmlPage } from './pages';
import {
  anyQuery,
  checkoutPageQuery,
  confirmationPageQuery,
  giftCardPageQuery,
  id as idSchema,
} from './schemas';

const SHOP_URL = '/demo-pages/shop.html';
const ID_PATTERN = new RegExp(idSchema.pattern);
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= idSchema.maxLength && ID_PATTERN.test(value);

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

const sendPage = (reply: FastifyReply, status: number, title: string, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(htmlPage(title, body));

const alert = (message: string) => `<p role="alert">${escapeHtml(message)}</p>`;

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
      return sendPage(
        reply,
        400,
        'Invalid link',
        `<p>This link is not valid: ${escapeHtml(`${field} ${reason}`)}.</p><p><a href="${SHOP_URL}">Continue shopping</a></p>`,
      );
    },
  };
}

/** Order pages are the visitor's own: never cached, and their token never sent on as a referrer. */
const privatePage = (reply: FastifyReply) =>
  reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');

function orderSummary(cart: ShoppingCart): string {
  const lines = cart.entries
    .map((e) => {
      const variant = variantText(e.chosenVariant);
      return `<li><span>${escapeHtml(`${e.title} × ${e.quantity}: ${e.subTotal}`)}</span>${
        variant ? `<br><span>${escapeHtml(variant)}</span>` : ''
      }</li>`;
    })
    .join('');
  return `<h2>Order summary</h2><ul>${lines}</ul><p>Subtotal: ${escapeHtml(
    formatMoneyCents(cart.subtotalCents, cart.currencyCode),
  )}</p>`;
}

/**
 * The demo store's test-mode checkout (checklist D-14, RS-08): the order summary of a cart token
 * and a Place order form that takes no payment. Placing it takes the stock, marks the cart
 * purchased and shows the order confirmation; a failure shows this page again with the reason.
 */
export function registerHandoffPages(
  app: FastifyInstance,
  carts: CartRepository,
  orders: OrderRepository,
): void {
  async function checkoutPage(
    request: FastifyRequest,
    reply: FastifyReply,
    checkout: Checkout,
    token: string,
    problem: { status: number; message: string } | null,
  ) {
    const cart = await carts.read(isId(token) ? token : null);
    const shown = problem ? alert(problem.message) : '';
    if (!cart.id) {
      // The link to the order is shown only to those who may read it.
      const { ordered, order } = isId(token)
        ? await orders.ofCart(token, orderAccessOf(request))
        : { ordered: false, order: null };
      const link = order
        ? `<p><a href="${escapeHtml(
            `${checkout.confirmed}?orderId=${encodeURIComponent(order.id)}`,
          )}">See the order</a></p>`
        : '';
      const body = ordered
        ? `${problem ? shown : `<p>${MESSAGES_ORDER.alreadyOrdered}</p>`}${link}`
        : `${shown}<p>No cart was found for this token.</p>`;
      return sendPage(reply, problem?.status ?? 404, checkout.title, body);
    }
    const token_ = `<p>Cart token: <code>${escapeHtml(cart.id)}</code></p>`;
    const testMode =
      '<p><strong>Test mode:</strong> no payment is taken. Placing the order takes the items from stock.</p>';
    if (!cart.entries.length) {
      return sendPage(
        reply,
        problem?.status ?? 200,
        checkout.title,
        `${token_}${problem ? shown : `<p>${escapeHtml(MESSAGES_ORDER.emptyCart)}</p>`}`,
      );
    }
    const form = `<form method="post" action="${escapeHtml(checkout.action)}">
      <input type="hidden" name="cartToken" value="${escapeHtml(cart.id)}">
      <input type="hidden" name="crumb" value="${escapeHtml(request.crumb)}">
      <button type="submit">Place order</button>
    </form>`;
    return sendPage(
      reply,
      problem?.status ?? 200,
      checkout.title,
      `${shown}${token_}${orderSummary(cart)}${testMode}${form}`,
    );
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
    app.post(checkout.action, { schema: { querystring: anyQuery } }, async (request, reply) =>
      placeOrder(request, reply, checkout),
    );
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
          return sendPage(
            reply,
            404,
            'Order not found',
            `<p>No order was found for this id.</p><p><a href="${SHOP_URL}">Continue shopping</a></p>`,
          );
        }
        return sendPage(reply, 200, title, confirmation(order));
      },
    );
  }

  app.get<{ Querystring: { itemId?: string; sku?: string } }>(
    '/commerce/gift-card',
    pageQuery(giftCardPageQuery),
    async (request, reply) => {
      const { itemId = '', sku = '' } = request.query;
      const variant = await carts.variant(itemId, sku);
      const body = variant
        ? `<p>${escapeHtml(variant.title)}: ${escapeHtml(Object.values(variant.attributes).join(', '))} (${escapeHtml(
            formatMoneyCents(variant.priceCents, variant.currency),
          )})</p><p>Item <code>${escapeHtml(itemId)}</code>, variant <code>${escapeHtml(sku)}</code></p>`
        : '<p>No gift card matches this link.</p>';
      return reply
        .type('text/html; charset=utf-8')
        .send(htmlPage('Gift card purchase (demo)', body));
    },
  );
}

/** An item's answers to its product's form, each under its field title; nothing without any. */
function answers(item: OrderItem): string {
  if (!item.additionalFields?.length) return '';
  const rows = item.additionalFields
    .map(
      (field) =>
        `<div><dt>${escapeHtml(field.rawTitle)}</dt><dd>${escapeHtml(field.values.join(', '))}</dd></div>`,
    )
    .join('');
  return `<dl>${rows}</dl>`;
}

/** Each item as "Ceramic Mug × 2: $24.00" (its unit price) with its answers, then the grand total. */
function confirmation(order: Order): string {
  const items = order.items
    .map(
      (item) =>
        `<li>${escapeHtml(`${item.productName} × ${item.quantity}: ${formatMoney(item.unitPrice)}`)}${answers(item)}</li>`,
    )
    .join('');
  return `<p>Order number: <code>${escapeHtml(order.id)}</code></p>
    <p><strong>Test mode:</strong> no payment was taken.</p>
    <h2>Items (quantity and unit price)</h2>
    <ul>${items}</ul>
    <p>Total: ${escapeHtml(formatMoney(order.grandTotal))}</p>
    <p><a href="${SHOP_URL}">Continue shopping</a></p>`;
}
