import { PATHS } from '../constants/paths';
import { PILL_MAX_COUNT } from '../constants/product';
import { interpolate } from '../i18n/interpolate';
import { MESSAGES } from '../i18n/messages';
import type { ShoppingCart } from './cart-types';

/** The indicator summary of spec §3: an item count and a pre-formatted subtotal. */
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

/** Spoken label of the pill (checklist H-06, sentence case). */
export function pillLabel(items: number): string {
  if (items > PILL_MAX_COUNT) return MESSAGES.pillMoreThanMax;
  if (items === 1) return MESSAGES.pillOneItem;
  return interpolate(MESSAGES.pillItems, { n: items });
}

/** The full-page cart's root element (checklist I-01). */
export const CART_ROOT_SELECTOR = 'sq-cart-page';
export const CUSTOM_CART_SELECTOR = '[data-sq-custom-cart]';

/** Spec §2: no pill on the cart page, in express checkout, or where the template has its own cart. */
export function isPillSuppressed(
  doc: Document,
  pathname: string,
  expressCheckout: boolean,
): boolean {
  if (expressCheckout) return true;
  if (pathname.replace(/\/+$/, '') === PATHS.cart) return true;
  return doc.querySelector(`${CART_ROOT_SELECTOR}, ${CUSTOM_CART_SELECTOR}`) !== null;
}
