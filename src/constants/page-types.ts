/** Numeric page types (spec §2, checklist B-01): exactly these 25 codes. */
export const PAGE_TYPE = {
  CONTENT_COLLECTION: 1,
  PAGE: 2,
  SPLASH_PAGE: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  SHOW_CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  COMMERCE_CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  REVIEWS_REQUEST: 209,
  DIGITAL_PRODUCT_COMPOSER_PREVIEW: 210,
  ORDER_STATUS: 211,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
} as const;

export type PageType = (typeof PAGE_TYPE)[keyof typeof PAGE_TYPE];

/**
 * Tweak page types (spec §2). "style" has no page code (checklist B-02), so the set is kept as
 * names, and only the four with codes map from numbers.
 */
export const TWEAK_PAGE_TYPES = [
  'splash',
  'lock screen',
  'popup overlay',
  'checkout',
  'style',
] as const;
export type TweakPageType = (typeof TWEAK_PAGE_TYPES)[number];

const TWEAK_CODES: ReadonlySet<number> = new Set([
  PAGE_TYPE.SPLASH_PAGE,
  PAGE_TYPE.LOCK_SCREEN,
  PAGE_TYPE.POPUP_OVERLAY,
  PAGE_TYPE.CHECKOUT,
]);

export function isTweakPageType(code: unknown): boolean {
  return typeof code === 'number' && TWEAK_CODES.has(code);
}
