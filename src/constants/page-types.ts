/**
 * Page types: the 25 numeric codes a page context's `pageType` takes, and which of them are tweak
 * pages, the pages a site styles on their own.
 */

/**
 * The page types, by what the page is [B-01]. An enum, not a frozen object, so that a bundle holds
 * only the codes its modules read: esbuild writes each one where it is read and drops the table.
 */
export enum PAGE_TYPE {
  CONTENT_COLLECTION = 1,
  PAGE = 2,
  SPLASH_PAGE = 3,
  CONTENT_ITEM = 50,
  NOT_FOUND = 100,
  ERROR = 101,
  SEARCH = 102,
  LOCK_SCREEN = 103,
  POPUP_OVERLAY = 104,
  PROTECTED_CONTENT = 105,
  MEMBER_AREA_ACCESS_DENIED = 106,
  SHOW_CART = 200,
  CHECKOUT = 201,
  ORDER_CONFIRMED = 202,
  DONATE = 203,
  CONTRIBUTION_CONFIRMED = 204,
  COMMERCE_CART_V2 = 205,
  SUBSCRIPTION_CONFIRMED = 206,
  ORDER_RECEIVED = 207,
  MEMBERSHIP_CONFIRMED = 208,
  REVIEWS_REQUEST = 209,
  DIGITAL_PRODUCT_COMPOSER_PREVIEW = 210,
  ORDER_STATUS = 211,
  NEWSLETTER_UNSUBSCRIBE = 300,
  COMMERCE_EMAIL_PREVIEW = 301,
}

export type PageType = PAGE_TYPE;

/**
 * The tweak types. "style" is one too but has no page of its own, so the tweak types are names,
 * not page codes [B-02].
 */
export const TWEAK_TYPES = /* @__PURE__ */ Object.freeze([
  'splash',
  'lock-screen',
  'popup-overlay',
  'checkout',
  'style',
] as const);

export type TweakType = (typeof TWEAK_TYPES)[number];

/** The page each tweak type is styled on; "style" has none [B-02]. */
export const TWEAK_PAGE_TYPES = /* @__PURE__ */ Object.freeze({
  splash: PAGE_TYPE.SPLASH_PAGE,
  'lock-screen': PAGE_TYPE.LOCK_SCREEN,
  'popup-overlay': PAGE_TYPE.POPUP_OVERLAY,
  checkout: PAGE_TYPE.CHECKOUT,
} as const) satisfies Readonly<Partial<Record<TweakType, PageType>>>;

/**
 * Whether a page code is a tweak page: splash (3), lock screen (103), pop-up overlay (104) or
 * checkout (201) [B-02].
 */
export const isTweakPageType = (code: unknown): boolean =>
  (Object.values(TWEAK_PAGE_TYPES) as unknown[]).includes(code);
