/** Cookie names (checklist D-03 and part 3 item 12). */
export const COOKIE_NAMES = {
  crumb: 'crumb',
  cart: 'CART',
  siteUserInfo: 'SiteUserInfo',
  repeatVisitor: 'ss_cvr',
  visitTiming: 'ss_cvt',
  analyticsId: 'ss_cid',
  cookieAllowed: 'ss_cookieAllowed',
} as const;

/** The restrictive set: cleared, and not re-created, when cookies are not allowed (D-05). */
export const RESTRICTIVE_COOKIES = [
  COOKIE_NAMES.repeatVisitor,
  COOKIE_NAMES.visitTiming,
  COOKIE_NAMES.analyticsId,
] as const;
