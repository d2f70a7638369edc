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
export const CUSTOM_CART_SELECTOR = '[data-sq-custom-cart]';

/**
 * No pill on the cart page (by path or root element), in express checkout, or where the template
 * has its own cart [H-09].
 */
export function isPillSuppressed(
  doc: Document,
  pathname: string,
  expressCheckout: boolean,
): boolean {
  if (expressCheckout) return true;
  if (pathname.replace(/\/+$/, '') === PATHS.cart) return true;
  return doc.querySelector(`${CART_ROOT_SELECTOR}, ${CUSTOM_CART_SELECTOR}`) !== null;
}
