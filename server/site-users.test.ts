import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { XSRF_HEADER } from '../src/api/client';
import { ADD, browser, MUG, suiteServer } from '../tests/helpers/test-server';
import { DEMO_MEMBER } from './repositories/site-users';
import { LOGIN_FAILED, LOGIN_LIMITED, SESSION_COOKIE } from './routes/site-users';

const SESSION = '/api/site-users/account/session';
const server = suiteServer();

/** A browser at its own client address, with a cookie jar. */
function member(address = '10.0.0.1') {
  const shopper = browser(server.app);
  const cookie = () => [...shopper.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const take = (response: LightMyRequestResponse) => {
    for (const c of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (c.maxAge === 0 || c.value === '') shopper.jar.delete(c.name);
      else shopper.jar.set(c.name, c.value);
    }
    return response;
  };
  return {
    shopper,
    async login(email: string, password: string, rememberMe = false) {
      if (!shopper.jar.has('crumb')) await shopper.get('/api/commerce/shopping-cart');
      return take(
        await server.app.inject({
          method: 'POST',
          url: `${SESSION}?crumb=${shopper.jar.get('crumb')}`,
          remoteAddress: address,
          headers: { cookie: cookie(), 'content-type': 'application/json' },
          payload: JSON.stringify({ email, password, rememberMe }),
        }),
      );
    },
    async logout(xsrf: string | null, cloneCart: boolean) {
      return take(
        await server.app.inject({
          method: 'DELETE',
          url: `${SESSION}?cloneCart=${cloneCart}&crumb=${shopper.jar.get('crumb')}`,
          remoteAddress: address,
          headers: { cookie: cookie(), ...(xsrf ? { [XSRF_HEADER]: xsrf } : {}) },
        }),
      );
    },
    info: () => JSON.parse(decodeURIComponent(shopper.jar.get('SiteUserInfo') ?? 'null')),
  };
}

const setCookie = (response: LightMyRequestResponse, name: string) =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((line) => line.startsWith(`${name}=`)) ?? '';

// Every login costs an scrypt derivation; a loaded machine runs 20 of them slowly.
describe('site-member sessions', { timeout: 30_000 }, () => {
  it('signs the demo member in with an HttpOnly session, the readable info cookie and an XSRF token', async () => {
    const browser = member('10.0.1.1');
    const response = await browser.login(DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().xsrfToken).toMatch(/^[\w-]{40,}$/);
    const session = setCookie(response, SESSION_COOKIE);
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Expires|Max-Age/);
    expect(setCookie(response, 'SiteUserInfo')).not.toMatch(/HttpOnly/);
    expect(browser.info()).toEqual({ authenticated: true, siteUserId: 'demo-member' });
  });

  it('keeps a remembered session for 30 days, and stores no plain password', async () => {
    const response = await member('10.0.1.2').login(DEMO_MEMBER.email, DEMO_MEMBER.password, true);
    const expires = /Expires=([^;]+)/.exec(setCookie(response, SESSION_COOKIE))?.[1] ?? '';
    const days = (Date.parse(expires) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const [row] = await server.sql('SELECT password_hash, password_salt FROM site_users');
    expect(String(row?.password_hash)).toMatch(/^[0-9a-f]{128}$/);
    expect(String(row?.password_hash)).not.toContain(DEMO_MEMBER.password);
  });

  it('rotates the session at login: the old session cookie no longer works', async () => {
    const browser = member('10.0.1.3');
    await browser.login(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const first = browser.shopper.jar.get(SESSION_COOKIE);
    await browser.login(DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect(browser.shopper.jar.get(SESSION_COOKIE)).not.toBe(first);
    const old = await server.app.inject({
      url: SESSION,
      headers: { cookie: `${SESSION_COOKIE}=${first}` },
    });
    expect(old.json()).toEqual({ xsrfToken: null });
  });

  it('answers a wrong email and a wrong password alike', async () => {
    const wrongPassword = await member('10.0.2.1').login(DEMO_MEMBER.email, 'not-it');
    const wrongEmail = await member('10.0.2.2').login('nobody@example.com', DEMO_MEMBER.password);
    for (const response of [wrongPassword, wrongEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: LOGIN_FAILED });
      expect(setCookie(response, SESSION_COOKIE)).toBe('');
    }
  });

  it('refuses an account after 5 failures with 429 and Retry-After, even with the right password', async () => {
    const email = 'locked@example.com';
    for (let i = 0; i < 5; i++) {
      expect((await member(`10.0.3.${i}`).login(email, 'wrong')).statusCode).toBe(401);
    }
    const refused = await member('10.0.3.9').login(email, 'anything');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: LOGIN_LIMITED });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
  });

  it('refuses a client after 20 failures across accounts', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await member('10.0.4.1').login(`guess${i}@example.com`, 'x')).statusCode).toBe(401);
    }
    const refused = await member('10.0.4.1').login(DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect(refused.statusCode).toBe(429);
    expect(
      (await member('10.0.4.2').login(DEMO_MEMBER.email, DEMO_MEMBER.password)).statusCode,
    ).toBe(200);
  });

  it('needs the session XSRF token to log out, then ends the session and both cookies', async () => {
    const browser = member('10.0.5.1');
    const { xsrfToken } = (await browser.login(DEMO_MEMBER.email, DEMO_MEMBER.password)).json();
    const token = browser.shopper.jar.get(SESSION_COOKIE);
    expect((await browser.logout(null, false)).statusCode).toBe(403);
    expect((await browser.logout('wrong', false)).statusCode).toBe(403);
    const other = await server.app.inject({
      url: SESSION,
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(other.json()).toEqual({ xsrfToken });
    const done = await browser.logout(xsrfToken, false);
    expect(done.statusCode).toBe(204);
    expect(browser.shopper.jar.has(SESSION_COOKIE)).toBe(false);
    expect(browser.shopper.jar.has('SiteUserInfo')).toBe(false);
    const after = await server.app.inject({
      url: SESSION,
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(after.json()).toEqual({ xsrfToken: null });
  });

  it('refuses a logout without the crumb', async () => {
    const browser = member('10.0.5.2');
    await browser.login(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const response = await server.app.inject({
      method: 'DELETE',
      url: `${SESSION}?cloneCart=true`,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ crumbFail: true });
  });

  it('keeps the cart across sign-in, leaves a copy at sign-out with cloneCart, and gives it back at the next sign-in', async () => {
    const browser = member('10.0.6.1');
    await browser.shopper.send('POST', ADD, { ...MUG, quantity: 2 });
    const cartId = browser.shopper.jar.get('CART');
    const { xsrfToken } = (await browser.login(DEMO_MEMBER.email, DEMO_MEMBER.password)).json();
    expect(browser.shopper.jar.get('CART')).toBe(cartId);

    await browser.logout(xsrfToken, true);
    const copy = browser.shopper.jar.get('CART');
    expect(copy).toBeTruthy();
    expect(copy).not.toBe(cartId);
    const kept = (await browser.shopper.get('/api/commerce/shopping-cart')).json();
    expect(kept.totalQuantity).toBe(2);

    const fresh = member('10.0.6.2');
    await fresh.login(DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect(fresh.shopper.jar.get('CART')).toBe(cartId);
  });

  it('clears the cart cookie at sign-out without cloneCart', async () => {
    const browser = member('10.0.7.1');
    await browser.shopper.send('POST', ADD, { ...MUG, quantity: 1 });
    const { xsrfToken } = (await browser.login(DEMO_MEMBER.email, DEMO_MEMBER.password)).json();
    await browser.logout(xsrfToken, false);
    expect(browser.shopper.jar.has('CART')).toBe(false);
  });
});
