/**
 * The site-user XSRF token from the last login, sent in a header on every later site-user call
 * . Kept in sessionStorage so it survives a reload within the tab, and forgotten on logout.
 */
const KEY = 'sq:site-user-xsrf';

export function readXsrfToken(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeXsrfToken(token: string | null): void {
  try {
    if (token) globalThis.sessionStorage?.setItem(KEY, token);
    else globalThis.sessionStorage?.removeItem(KEY);
  } catch {
    // Without storage the token lasts only as long as this page's requests do not need it.
  }
}
