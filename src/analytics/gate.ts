import { PAGE_TYPE } from '../constants/page-types';
import { PATHS } from '../constants/paths';
import { ROLE } from '../constants/roles';
/**
 * Whether analytics may be sent from this page. Nothing is sent, neither page views, census,
 * visitor events nor events:
 * - for an authenticated account (a site owner or contributor: the page context's account roles,
 *   not a signed-in site member), unless its one role is VIEWER and the page is not under
 *   `/config` [T-01];
 * - on the not-found (100), lock-screen (103) and member-area-denied (106) pages [T-02];
 * - when the site turned census off (`censusDisabled`) [T-03];
 * - in an impersonated session [T-15].
 * Page views are not sent from the search page either [T-04].
 */

export const VIEWER_ROLE = ROLE.VIEWER;
/** Page types never counted: not found, lock screen, member area access denied [T-02]. */
export const UNCOUNTED_PAGE_TYPES: readonly number[] = [
  PAGE_TYPE.NOT_FOUND,
  PAGE_TYPE.LOCK_SCREEN,
  PAGE_TYPE.MEMBER_AREA_ACCESS_DENIED,
];

/** What the gate reads of the page context. */
export interface GateContext {
  accountRoles: readonly number[];
  censusDisabled: boolean;
  impersonatedSession: boolean;
  analytics: { pageType: number | null };
}

/** `/config` and the pages under it, the site editor [D-11]. */
export const isConfigPath = (path: string): boolean =>
  path === PATHS.config || path.startsWith(`${PATHS.config}/`);

/** The site's search page [D-13]. */
export const isSearchPage = (path: string): boolean => path === PATHS.search;

export function analyticsAllowed(context: GateContext, location: { pathname: string }): boolean {
  const roles = context.accountRoles;
  const counted =
    roles.length === 0 ||
    (roles.length === 1 && roles[0] === VIEWER_ROLE && !isConfigPath(location.pathname));
  const { pageType } = context.analytics;
  return (
    counted &&
    (pageType === null || !UNCOUNTED_PAGE_TYPES.includes(pageType)) &&
    !context.censusDisabled &&
    !context.impersonatedSession
  );
}

export function pageViewAllowed(context: GateContext, location: { pathname: string }): boolean {
  return analyticsAllowed(context, location) && !isSearchPage(location.pathname);
}
