import { PATHS } from '../constants/paths';

/** Hand-off pages: checkout and subscription by cart token, gift cards by item and sku [D-14]. */
export function checkoutUrl(cartToken: string): string {
  return `${PATHS.checkout}?${new URLSearchParams({ cartToken })}`;
}

export function subscriptionCheckoutUrl(cartToken: string): string {
  return `${PATHS.subscriptionCheckout}?${new URLSearchParams({ cartToken })}`;
}

export function giftCardUrl(itemId: string, sku: string): string {
  return `${PATHS.giftCard}?${new URLSearchParams({ itemId, sku })}`;
}

/**
 * Where 'Continue Shopping' leads: the page the shopper came from on this site, unless that was
 * the cart itself, else the home page [I-04].
 */
export function continueShoppingUrl(referrer: string, origin: string): string {
  try {
    const from = new URL(referrer);
    if (from.origin === origin && from.pathname.replace(/\/+$/, '') !== PATHS.cart)
      return from.href;
  } catch {
    // No referrer, or not a URL.
  }
  return PATHS.home;
}
