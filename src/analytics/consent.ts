import { COOKIE_NAMES, RESTRICTIVE_COOKIES } from '../constants/cookies';
import { getCookie, removeCookie, setCookie } from '../storage/cookies';

/**
 * Cookie consent [D-05]. A site that asks its visitors before storing restrictive cookies says so
 * in the page context (`cookieConsent.required`); its banner records the answer in the
 * `ss_cookieAllowed` cookie ("true" allows) and then dispatches `sq:cookie-consent` on the
 * document. Restrictive cookies (census and analytics, RESTRICTIVE_COOKIES) are written only while
 * they are allowed: the site does not ask, or the visitor said "true". Whenever they are not, they
 * are removed, at the event and again before every write, so a withdrawal made without the event
 * still takes effect at the next analytics call. The crumb, cart and site-user cookies are not
 * touched.
 */

/** The event a consent banner dispatches on the document after changing `ss_cookieAllowed`. */
export const CONSENT_EVENT = 'sq:cookie-consent';

/** The cookies the analytics read and write, as a value so tests can give a jar of their own. */
export interface CookieJar {
  get(name: string): string | null;
  /** `maxAgeSeconds` omitted: a session cookie. */
  set(name: string, value: string, maxAgeSeconds?: number): void;
  remove(name: string): void;
}

export const documentCookies: CookieJar = {
  get: getCookie,
  set: (name, value, maxAgeSeconds) => setCookie(name, value, { maxAgeSeconds }),
  remove: (name) => removeCookie(name),
};

export interface ConsentSetting {
  /** The site asks before storing restrictive cookies. */
  required: boolean;
}

/** Restrictive cookies may be stored: the site does not ask, or the visitor allowed them. */
export function restrictiveCookiesAllowed(
  consent: ConsentSetting,
  jar: CookieJar = documentCookies,
): boolean {
  return !consent.required || jar.get(COOKIE_NAMES.cookieAllowed) === 'true';
}

export function removeRestrictiveCookies(jar: CookieJar = documentCookies): void {
  for (const name of RESTRICTIVE_COOKIES) if (jar.get(name) !== null) jar.remove(name);
}

/**
 * Removes the restrictive cookies now if they are not allowed, and again each time the banner
 * reports a change; `changed` hears every answer. Returns what stops listening.
 */
export function followConsent(
  doc: Document,
  consent: ConsentSetting,
  changed: (allowed: boolean) => void = () => {},
  jar: CookieJar = documentCookies,
): () => void {
  const apply = () => {
    const allowed = restrictiveCookiesAllowed(consent, jar);
    if (!allowed) removeRestrictiveCookies(jar);
    return allowed;
  };
  apply();
  const listener = () => changed(apply());
  doc.addEventListener(CONSENT_EVENT, listener);
  return () => doc.removeEventListener(CONSENT_EVENT, listener);
}
