import { MOBILE_MAX_WIDTH, MOBILE_MEDIA_QUERY } from '../constants/viewport';

/**
 * Whether the page is laid out for mobile [D-15]: the viewport matches the mobile breakpoint
 * (at most 432 px wide) [B-19], by the browser's media query, or by the window's width where
 * there is no `matchMedia`.
 */
export function isMobileViewport(
  win: Pick<Window, 'innerWidth'> & Partial<Pick<Window, 'matchMedia'>> = window,
): boolean {
  if (typeof win.matchMedia === 'function') return win.matchMedia(MOBILE_MEDIA_QUERY).matches;
  return win.innerWidth <= MOBILE_MAX_WIDTH;
}
