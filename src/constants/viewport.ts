/**
 * The layout breakpoints [B-19]: mobile is at most 432 px wide and desktop at least 433 px, so the
 * two neither overlap nor leave a gap.
 */
export const MOBILE_MAX_WIDTH = 432;
export const DESKTOP_MIN_WIDTH = MOBILE_MAX_WIDTH + 1;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;
