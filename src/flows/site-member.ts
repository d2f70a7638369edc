import { type LoginRequest, type SiteUsersApi, siteUsersApi } from '../api/site-users';
import { report } from '../page/page';
import type { Runtime } from '../runtime/runtime';
import { readSiteUserInfo } from '../storage/cookies';
import { readXsrfToken, storeXsrfToken } from '../storage/xsrf-token';

/** The channel on which a tab tells the site's other tabs that the member signed in or out. */
export const MEMBER_CHANNEL = 'sq-storefront:member';

export interface MemberSession {
  /** Signed in, by the site-user info cookie [D-04]. */
  signedIn(): boolean;
  signIn(request: LoginRequest): Promise<void>;
  signOut(): Promise<void>;
  /** Called whenever this tab or another signs in or out. */
  subscribe(listener: () => void): () => void;
}

const sessions = new WeakMap<Runtime, MemberSession>();

/**
 * A page's site-member session, one per runtime:
 * - signing in posts the login, whose XSRF token the API keeps for later site-user calls;
 * - signing out sends the logout with `cloneCart=true`, so the shopper keeps a copy of the cart,
 *   retried once on a crumb failure; a tab that has no XSRF token (opened after the
 *   login, or whose token another tab's sign-in or sign-out made stale) asks the server first;
 * - after either, the cart store reloads, the other tabs hear of it on MEMBER_CHANNEL and
 *   reload theirs, and every subscriber of each tab is told.
 * Failures reject to the caller, which shows them; nothing here changes on a failure.
 */
export function memberSession(runtime: Runtime, api?: SiteUsersApi): MemberSession {
  const existing = sessions.get(runtime);
  if (existing) return existing;
  const calls = api ?? siteUsersApi(runtime.client, storeXsrfToken);
  const listeners = new Set<() => void>();
  const changed = () => {
    void runtime.cart.getState().load();
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        report('site member: a listener failed', error);
      }
    }
  };
  const channel =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(MEMBER_CHANNEL) : null;
  // Another tab's sign-in or sign-out made this tab's XSRF token stale: it asks again when needed.
  channel?.addEventListener('message', () => {
    storeXsrfToken(null);
    changed();
  });
  runtime.onStop(() => channel?.close());
  const tellTabs = () => {
    channel?.postMessage({ signedIn: readSiteUserInfo().authenticated });
    changed();
  };

  const session: MemberSession = {
    signedIn: () => readSiteUserInfo().authenticated,
    async signIn(request) {
      await calls.login(request);
      tellTabs();
    },
    async signOut() {
      if (!readXsrfToken()) await calls.refreshXsrfToken();
      await calls.logout(true);
      tellTabs();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  sessions.set(runtime, session);
  return session;
}
