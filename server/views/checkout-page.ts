import { variantText } from '../../src/commerce/cart-entry-text';
import type { ShoppingCart } from '../../src/contract/cart';
import type { MoneyFormatter } from '../../src/i18n/money-format';
import { MESSAGES_ORDER, type Order } from '../repositories/order-repository';
import type { CatalogueProduct } from '../site-data/catalogue';

/**
 * The data of the demo store's test-mode checkout pages, as their templates read them: the
 * checkout of a cart (its order summary and the Place order form, or what the page says instead:
 * an empty cart, a cart already ordered, no cart at all), an order's confirmation, and the gift
 * card's purchase page. Every price is written by the site's money formatter, as the store pages
 * write theirs. Pure: the routes (routes/handoff-pages.ts) read the cart and the order and send
 * the page.
 */

/** A checkout: its page title, where its form posts, and where a placed order is confirmed. */
export interface Checkout {
  title: string;
  action: string;
  /** The confirmation page's path (an order's link adds `?orderId=`). */
  confirmed: string;
}

export const CHECKOUT: Checkout = {
  title: 'Checkout (demo)',
  action: '/checkout/place-order',
  confirmed: '/commerce/order-confirmed',
};

export const SUBSCRIPTION_CHECKOUT: Checkout = {
  title: 'Subscription checkout (demo)',
  action: '/checkout/subscription/place-order',
  confirmed: '/commerce/subscription-confirmed',
};

/** Every page's data has its title. */
export type PageJson = { pageTitle: string } & Record<string, unknown>;

/** The checkout's order summary of a cart with entries: each line, its variant, the subtotal. */
export function orderSummary(cart: ShoppingCart, money: MoneyFormatter) {
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

/** What a checkout page shows above its content: a problem as an alert. */
const pageOf = (checkout: Checkout, alert: string | null) => ({
  pageTitle: checkout.title,
  alert,
  notice: null,
});

/**
 * The checkout of an open cart: its summary and form, or, for an empty cart, the notice that
 * there is nothing to order.
 */
export function cartCheckoutData(
  checkout: Checkout,
  cart: ShoppingCart & { id: string },
  form: { crumb: string; alert: string | null },
  money: MoneyFormatter,
): PageJson {
  const summary = cart.entries.length ? orderSummary(cart, money) : null;
  return {
    ...pageOf(checkout, form.alert),
    notice: summary ? null : MESSAGES_ORDER.emptyCart,
    cart: { token: cart.id, summary, action: checkout.action, crumb: form.crumb },
  };
}

/**
 * The checkout of a token that names no open cart: a cart already ordered says so, with a link to
 * its order for those who may read it (`order`); any other token is no cart at all.
 */
export function noCartCheckoutData(
  checkout: Checkout,
  alert: string | null,
  ordered: { ordered: boolean; order: Order | null },
): PageJson {
  const { order } = ordered;
  return {
    ...pageOf(checkout, alert),
    cart: null,
    notice: ordered.ordered ? MESSAGES_ORDER.alreadyOrdered : null,
    orderUrl: order ? `${checkout.confirmed}?orderId=${encodeURIComponent(order.id)}` : null,
    noCart: !ordered.ordered,
  };
}

/**
 * The confirmation of an order: each item as "Ceramic Mug × 2: $24.00" (its unit price) with its
 * answers to the product's form under each field's title, then the grand total.
 */
export function confirmationData(title: string, order: Order, money: MoneyFormatter): PageJson {
  return {
    pageTitle: title,
    order: {
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
    },
  };
}

export const ORDER_NOT_FOUND_DATA: PageJson = { pageTitle: 'Order not found' };

/** The gift card's purchase page for `itemId` and `sku`: the variant's title, options and price. */
export function giftCardData(
  itemId: string,
  sku: string,
  product: CatalogueProduct | undefined,
  money: MoneyFormatter,
): PageJson {
  const variant = product?.variants.get(sku);
  return {
    pageTitle: 'Gift card purchase (demo)',
    itemId,
    sku,
    giftCard:
      product && variant
        ? {
            title: product.title,
            options: Object.values(variant.attributes).join(', '),
            price: money.cents(variant.priceCents, product.currency),
          }
        : null,
  };
}
