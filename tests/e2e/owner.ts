import type { BrowserContext } from '@playwright/test';

/**
 * Acting as the site owner in the browser tests. The global setup starts the server with a
 * random merchant secret and signs in once at /merchant/login, as the login form does (the
 * crumb from a page, then the form post); the session's token is what a signed-in browser's
 * cookie holds. A browser gets that cookie; a script's own API client sends the secret as a
 * bearer token instead, as the merchant credential allows (docs/operators.md).
 */

const MERCHANT_COOKIE = 'sq-merchant-session';

/** The merchant secret of the run (what the owner types into the login form). */
export const merchantSecret = (): string => process.env.SQ_MERCHANT_SESSION as string;

/** Headers of an API client acting as the owner: the secret as a bearer token. */
export const ownerHeaders = (): Record<string, string> => ({
  authorization: `Bearer ${merchantSecret()}`,
});

/** Signs in with `secret` as the login form does; gives the session cookie's value. */
export async function signInAsOwner(baseURL: string, secret: string): Promise<string> {
  const page = await fetch(`${baseURL}/merchant/analytics`);
  const crumb = cookieValue(page.headers.getSetCookie(), 'crumb');
  const login = await fetch(`${baseURL}/merchant/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: `crumb=${crumb}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ secret, crumb }),
  });
  if (login.status !== 303) throw new Error(`the merchant login answered ${login.status}`);
  return cookieValue(login.headers.getSetCookie(), MERCHANT_COOKIE);
}

function cookieValue(setCookies: string[], name: string): string {
  for (const line of setCookies) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    if (pair.slice(0, at).trim() === name) return pair.slice(at + 1);
  }
  throw new Error(`no ${name} cookie was set`);
}

/** Acts as the site owner in `context`: the merchant session cookie, as the login sets it. */
export async function asOwner(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([
    {
      name: MERCHANT_COOKIE,
      value: process.env.SQ_MERCHANT_SESSION_TOKEN as string,
      url: baseURL as string,
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
}
