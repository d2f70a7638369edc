import { describe, expect, it } from 'vitest';
import { expectHtml, suiteServer } from '../tests/helpers/test-server';

/**
 * The owner's back-in-stock page, /merchant/restock: behind the merchant session like the other
 * owner pages, its login form coming back to it, and its shell linked from theirs.
 */

const SECRET = 'owner-session-0004';
const server = suiteServer({ merchantSession: SECRET });
const PAGE = '/merchant/restock';

const login = (body: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url: '/merchant/login',
    headers: { cookie: 'crumb=c', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });

/** A page as a signed-in owner's browser gets it. */
async function asOwner(url: string): Promise<string> {
  const signedIn = await login({ secret: SECRET, crumb: 'c' });
  const session = (signedIn.cookies as { name: string; value: string }[]).find(
    (cookie) => cookie.name === 'sq-merchant-session',
  );
  const page = await server.app.inject({
    url,
    headers: { cookie: `sq-merchant-session=${session?.value}` },
  });
  return expectHtml(page, 200);
}

describe('the merchant page /merchant/restock', () => {
  it('without the session is the login form for it, which comes back to it', async () => {
    const page = expectHtml(await server.app.inject({ url: PAGE }), 200, [
      '<title>Back-in-stock signups',
      '<input type="hidden" name="next" value="/merchant/restock">',
      'Log in with the merchant secret to see who is waiting for sold-out products and send their back-in-stock notices.',
    ]);
    expect(page).not.toContain('id="sq-restock"');
    expect(page).not.toContain('/merchant/analytics.js');
    const back = await login({ secret: SECRET, crumb: 'c', next: PAGE });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(PAGE);
  });

  it('with the session is the owner shell with the dashboard script, linking the other pages', async () => {
    const page = await asOwner(PAGE);
    expect(page).toContain('<h1>Back-in-stock signups</h1>');
    expect(page).toContain('<div id="sq-restock">');
    expect(page).toContain('<script type="module" src="/merchant/analytics.js"></script>');
    expect(page).toContain('<a href="/merchant/analytics">Site analytics</a>');
    expect(page).toContain('<a href="/merchant/site">Site header, footer and languages</a>');
    expect(page).not.toContain('id="sq-dashboard"');
  });

  it('is linked from the analytics and site settings pages', async () => {
    for (const url of ['/merchant/analytics', '/merchant/site']) {
      expect(await asOwner(url)).toContain('<a href="/merchant/restock">Back-in-stock signups</a>');
    }
  });
});
