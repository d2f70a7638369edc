/**
 * The one breakpoint between the mobile and the desktop layout, in CSS pixels: mobile up to 432,
 * desktop from 433, with neither overlap nor gap [B-19]; and the test for the mobile layout [D-15].
 */

export const BREAKPOINTS = /* @__PURE__ */ Object.freeze({
  /** The widest viewport with the mobile layout. */
  MOBILE_MAX_WIDTH: 432,
  /** The narrowest viewport with the desktop layout. */
  DESKTOP_MIN_WIDTH: 433,
} as const);

/** The media query of the mobile layout, as stylesheets write it. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${BREAKPOINTS.MOBILE_MAX_WIDTH}px)`;

/** What the test needs of `window.matchMedia`. */
export type MatchMedia = (query: string) => { matches: boolean };

/**
 * Whether a viewport has the mobile layout, given its width in CSS pixels or the window's
 * `matchMedia`. A width is mobile exactly when the stylesheets' `(max-width: 432px)` matches it,
 * so the script and the styles agree; anything but a non-negative number is not a width.
 */
export function isMobileViewport(viewport: number | MatchMedia): boolean {
  if (typeof viewport === 'function') return viewport(MOBILE_MEDIA_QUERY).matches;
  return Number.isFinite(viewport) && viewport >= 0 && viewport <= BREAKPOINTS.MOBILE_MAX_WIDTH;
}
