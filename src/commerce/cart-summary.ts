import { PATHS } from '../constants/paths';
import { PILL_MAX_COUNT } from '../constants/product';
import type { ShoppingCart } from '../contract/cart';
import { interpolate } from '../i18n/interpolate';
import { MESSAGES } from '../i18n/messages';

/**
 * What a cart indicator shows: the item count and the formatted subtotal; 0 and '' for an empty
 * cart [H-03].
 */
export interface CartSummary {
  items: number;
  subtotal: string;
}

export function cartSummary(
  cart: ShoppingCart,
  formatCents: (cents: number, currency: string) => string,
): CartSummary {
  if (cart.totalQuantity <= 0) return { items: 0, subtotal: '' };
  return {
    items: cart.totalQuantity,
    subtotal: formatCents(cart.subtotalCents, cart.currencyCode),
  };
}

export function pillCountText(items: number): string {
  return items > PILL_MAX_COUNT ? MESSAGES.pillCountOverflow : String(items);
}

/**
 * The pill's spoken label, in sentence case: 'One item in cart', '{n} items in cart', 'More than
 * 100 items in cart'; 'Cart' when the pill shows no quantity (its markup has no quantity
 * element) [H-06].
 */
export function pillLabel(items: number, quantityShown = true): string {
  if (!quantityShown) return MESSAGES.pillCart;
  if (items > PILL_MAX_COUNT) return MESSAGES.pillMoreThanMax;
  if (items === 1) return MESSAGES.pillOneItem;
  return interpolate(MESSAGES.pillItems, { n: items });
}

/**
 * The cart page's item count, as it speaks it: the pill's label, switching to 'More than 100
 * items' above 100 [H-07].
 */
export function cartCountLabel(items: number): string {
  return items > PILL_MAX_COUNT ? MESSAGES.cartItemCountOverflow : pillLabel(items);
}

/** A page holding this element is a full-page cart [I-01]. */
export const CART_ROOT_SELECTOR = 'sq-cart-page';
/** A template's own cart: its markers inside follow the cart, and the page shows no pill [H-10]. */
export const CUSTOM_CART_CONTAINER = '[data-sq-custom-cart]';
/**
 * The template engine's cart markup: the `cart-quantity` formatter's `<span
 * class="sqs-cart-quantity">` and any element of the subtotal class, live wherever they are.
 */
export const ENGINE_CART_QUANTITY = '.sqs-cart-quantity';
export const ENGINE_CART_SUBTOTAL = '.sqs-cart-subtotal';
/** Everything the custom-cart binder keeps in step with the cart: its chunk loads for any of it. */
export const CUSTOM_CART_SELECTOR = `${CUSTOM_CART_CONTAINER}, ${ENGINE_CART_QUANTITY}, ${ENGINE_CART_SUBTOTAL}`;

/**
 * No pill on the cart page (by path or root element), in express checkout, or where the template
 * has its own cart container [H-09]. The engine's count alone (a header's cart link) keeps the pill.
 */
export function isPillSuppressed(
  doc: Document,
  pathname: string,
  expressCheckout: boolean,
): boolean {
  if (expressCheckout) return true;
  if (pathname.replace(/\/+$/, '') === PATHS.cart) return true;
  return doc.querySelector(`${CART_ROOT_SELECTOR}, ${CUSTOM_CART_CONTAINER}`) !== null;
}
