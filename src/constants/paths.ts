/** The site's own pages the bundle links to or recognises [B-27, D-14]. */
export const PATHS = /* @__PURE__ */ Object.freeze({
  home: '/',
  search: '/search',
  cart: '/cart',
  checkout: '/checkout',
  subscriptionCheckout: '/checkout/subscription',
  giftCard: '/commerce/gift-card',
  /** The site editor: this page and every page under it. */
  config: '/config',
  /** Where a site on trial upgrades. */
  trialUpgrade: '/settings/billing/upgrade',
  /** Where a site changes its plan. */
  upgradePlan: '/settings/billing/subscriptions/website',
} as const);
