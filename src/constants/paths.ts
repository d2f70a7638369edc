/** The site's own pages the bundle links to or recognises [B-27, D-14]. */
export const PATHS = {
  home: '/',
  cart: '/cart',
  checkout: '/checkout',
  subscriptionCheckout: '/checkout/subscription',
  giftCard: '/commerce/gift-card',
} as const;
