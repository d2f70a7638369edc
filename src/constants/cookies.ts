/** The names of the cookies the bundle and the reference server read and set [D-03]. */
export const COOKIE_NAMES = {
  crumb: 'crumb',
  cart: 'CART',
  siteUserInfo: 'SiteUserInfo',
  repeatVisitor: 'ss_cvr',
} as const;
