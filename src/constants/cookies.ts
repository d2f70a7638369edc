/** The names of the cookies the bundle and the reference server read and set [D-03]. */
export const COOKIE_NAMES = {
  crumb: 'crumb',
  cart: 'CART',
  siteUserInfo: 'SiteUserInfo',
  /** Repeat visitor: `{uuid}|{firstVisitMs}|{previousVisitMs}|{currentVisitMs}|{visitCount}` [T-09]. */
  repeatVisitor: 'ss_cvr',
  /** Visit timing: the last activity, epoch ms; a visit ends 30 minutes after it [T-09]. */
  visitTiming: 'ss_cvt',
  /** The analytics identifier [T-10]. */
  analyticsId: 'ss_cid',
  /** "true" on the first page view of a visit, "false" on the others [T-11]. */
  firstLanding: 'ss_cfl',
  /** "true" during the visitor's first visit, "false" in later ones [T-11]. */
  firstSession: 'ss_cfs',
  /** The visitor's answer to the site's cookie banner: "true" allows restrictive cookies [D-05]. */
  cookieAllowed: 'ss_cookieAllowed',
} as const;

/**
 * The restrictive set: census and analytics cookies, written only with consent where the site
 * asks for it, and removed when it is withdrawn. The crumb, cart and site-user cookies are not in
 * it [D-05, T-12].
 */
export const RESTRICTIVE_COOKIES = [
  COOKIE_NAMES.repeatVisitor,
  COOKIE_NAMES.visitTiming,
  COOKIE_NAMES.analyticsId,
  COOKIE_NAMES.firstLanding,
  COOKIE_NAMES.firstSession,
] as const;
