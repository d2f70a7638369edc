import * as crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { XSRF_HEADER } from '../src/api/client';
import {
  ADD,
  browser,
  MUG,
  serverPerTest,
  suiteServer,
  withDatabase,
} from '../tests/helpers/test-server';
import {
  createSiteUserRepository,
  DEMO_MEMBER,
  DEVICE_MS,
  seedDemoMember,
} from './repositories/site-users';
import { sweepExpired } from './repositories/sweeper';
import { DEVICE_COOKIE, LOGIN_FAILED, LOGIN_LIMITED, SESSION_COOKIE } from './routes/site-users';

// Every scrypt derivation is counted (and still done by Node's own): a password check is one.
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  return { ...real, scrypt: vi.fn(real.scrypt) };
});
const passwordChecks = () => vi.mocked(crypto.scrypt).mock.calls.length;

const SESSION = '/api/site-users/account/session';
/** The account delays asked for; none is waited, so no test depends on the machine's speed. */
const delays: number[] = [];
const sleep = async (ms: number) => {
  delays.push(ms);
};
const server = suiteServer({ memberLogin: { sleep } });

/** A browser at its own client address, with a cookie jar. */
function member(address = '10.0.0.1', app: FastifyInstance = server.app) {
  const shopper = browser(app);
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
        await app.inject({
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
        await app.inject({
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

  it('refuses an account from one address after 5 failures with 429 and Retry-After, even with the right password', async () => {
    const browser = member('10.0.3.1');
    for (let i = 0; i < 5; i++) {
      expect((await browser.login(DEMO_MEMBER.email, 'wrong')).statusCode).toBe(401);
    }
    const refused = await browser.login(DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: LOGIN_LIMITED });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
    // Another address is not refused.
    expect(
      (await member('10.0.3.2').login(DEMO_MEMBER.email, DEMO_MEMBER.password)).statusCode,
    ).toBe(200);
  });

  it('slows an account down after 5 failures from anywhere, never refusing it', async () => {
    const email = 'slowed@example.com';
    delays.length = 0;
    for (let i = 0; i < 5; i++) {
      expect((await member(`10.0.3.${10 + i}`).login(email, 'wrong')).statusCode).toBe(401);
    }
    expect(delays).toEqual([]);
    for (let i = 0; i < 3; i++) {
      expect((await member(`10.0.3.${20 + i}`).login(email, 'wrong')).statusCode).toBe(401);
    }
    expect(delays).toEqual([250, 500, 1000]);
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

describe('site-member login hardening', { timeout: 30_000 }, () => {
  const startServer = serverPerTest();
  const statuses = (responses: LightMyRequestResponse[]) => {
    const counts: Record<number, number> = {};
    for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  };

  it('lets at most 5 of 40 parallel wrong guesses on one account from one address reach a password check', async () => {
    const { app } = await startServer({ memberLogin: { sleep } });
    const guesser = member('10.1.0.1', app);
    await guesser.shopper.get('/api/commerce/shopping-cart');
    const before = passwordChecks();
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => guesser.login(DEMO_MEMBER.email, `wrong-${i}`)),
    );
    expect(passwordChecks() - before).toBe(5);
    expect(statuses(burst)).toEqual({ 401: 5, 429: 35 });
  });

  it('lets at most 20 of 30 parallel guesses on 30 accounts from one address reach a password check', async () => {
    const { app } = await startServer({ memberLogin: { sleep } });
    const sprayer = member('10.1.0.2', app);
    await sprayer.shopper.get('/api/commerce/shopping-cart');
    const before = passwordChecks();
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => sprayer.login(`spray-${i}@example.com`, 'guess')),
    );
    expect(passwordChecks() - before).toBe(20);
    expect(statuses(burst)).toEqual({ 401: 20, 429: 10 });
  });

  it('counts a whole IPv6 /64 as one address', async () => {
    const { app } = await startServer({ memberLogin: { sleep } });
    const burst = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const guesser = member(`2001:db8:0:1::${i + 1}`, app);
        return guesser.login(DEMO_MEMBER.email, `wrong-${i}`);
      }),
    );
    expect(statuses(burst)).toEqual({ 401: 5, 429: 3 });
  });

  it('signs the member in from another address after a stranger’s failures, only slowed down', async () => {
    const waited: number[] = [];
    const { app } = await startServer({
      memberLogin: { sleep: async (ms) => void waited.push(ms) },
    });
    // Strangers at 10 addresses, 5 failures each: the per-address budget is spent everywhere.
    const strangers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        member(`10.2.${i % 10}.1`, app).login(DEMO_MEMBER.email, `wrong-${i}`),
      ),
    );
    expect(statuses(strangers)).toEqual({ 401: 50 });
    const signedIn = await member('10.2.99.1', app).login(DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect(signedIn.statusCode).toBe(200);
    // The delay doubled from 250 ms and stopped at 8 s.
    expect(waited.at(-1)).toBe(8_000);
    expect(Math.max(...waited)).toBe(8_000);
  });

  it('lets a device that signed in before sign in again despite its address being locked, with no delay', async () => {
    const waited: number[] = [];
    const { app } = await startServer({
      memberLogin: { sleep: async (ms) => void waited.push(ms) },
    });
    const address = '10.3.0.1';
    const device = member(address, app);
    const first = await device.login(DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect(first.statusCode).toBe(200);
    const cookie = setCookie(first, DEVICE_COOKIE);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/site-users\/account\/session/);
    expect(cookie).toMatch(/Max-Age=34560000/);

    // Someone else at the same address spends its budget, and the member's account is slowed.
    const stranger = member(address, app);
    await stranger.shopper.get('/api/commerce/shopping-cart');
    const spray = await Promise.all(
      Array.from({ length: 20 }, (_, i) => stranger.login(`spray-${i}@example.com`, 'guess')),
    );
    expect(statuses(spray)).toEqual({ 401: 20 });
    for (let i = 0; i < 6; i++) await member(`10.3.1.${i}`, app).login(DEMO_MEMBER.email, 'wrong');
    expect(
      (await member(address, app).login(DEMO_MEMBER.email, DEMO_MEMBER.password)).statusCode,
    ).toBe(429);

    waited.length = 0;
    const again = await device.login(DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect(again.statusCode).toBe(200);
    expect(waited).toEqual([]);
    // The device keeps its token, for 400 days more.
    expect(device.shopper.jar.get(DEVICE_COOKIE)).toBe(/=([^;]+)/.exec(cookie)?.[1]);
    expect(setCookie(again, DEVICE_COOKIE)).toMatch(/Max-Age=34560000/);
    // A device token is good for its own account only.
    const other = await device.login('someone@example.com', 'guess');
    expect(other.statusCode).toBe(429);
  });

  it('keeps a member’s 10 most recent devices, storing only their tokens’ hashes', async () => {
    const server = await startServer({ memberLogin: { sleep } });
    const devices = [];
    for (let i = 0; i < 12; i++) {
      const device = member(`10.4.0.${i}`, server.app);
      expect((await device.login(DEMO_MEMBER.email, DEMO_MEMBER.password)).statusCode).toBe(200);
      devices.push(device.shopper.jar.get(DEVICE_COOKIE) ?? '');
    }
    const rows = await server.sql(
      "SELECT id_hash FROM member_devices WHERE site_user_id = 'demo-member'",
    );
    expect(rows).toHaveLength(10);
    const stored = rows.map((row) => String(row.id_hash));
    const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
    expect(stored.sort()).toEqual(devices.slice(2).map(hash).sort());
    expect(stored).not.toContain(devices[11]);
  });

  it('forgets a device unseen for 400 days, its cookie having expired', async () => {
    await withDatabase(async (db) => {
      await seedDemoMember(db.client);
      const members = createSiteUserRepository(db);
      const now = Date.now();
      const old = await members.rememberDevice('demo-member', undefined, now - DEVICE_MS);
      const seenAgain = await members.rememberDevice('demo-member', undefined, now - DEVICE_MS);
      expect(await members.rememberDevice('demo-member', seenAgain, now - 1)).toBe(seenAgain);
      expect(await members.knownDevice(old, DEMO_MEMBER.email)).not.toBeNull();
      expect(await members.knownDevice(old, 'someone@example.com')).toBeNull();

      expect((await sweepExpired(db, now)).devices).toBe(1);
      expect(await members.knownDevice(old, DEMO_MEMBER.email)).toBeNull();
      expect(await members.knownDevice(seenAgain, DEMO_MEMBER.email)).not.toBeNull();
    });
  });

  it('limits right passwords too, per address per minute', async () => {
    const clock = { now: Date.now() };
    const { app } = await startServer({
      memberLogin: { sleep, checksPerMinute: 3, now: () => clock.now },
    });
    const logins = [];
    for (let i = 0; i < 4; i++) {
      logins.push(await member('10.5.0.1', app).login(DEMO_MEMBER.email, DEMO_MEMBER.password));
    }
    expect(logins.map((response) => response.statusCode)).toEqual([200, 200, 200, 429]);
    expect(logins[3]?.headers['retry-after']).toBe('60');
    clock.now += 60_000;
    expect(
      (await member('10.5.0.1', app).login(DEMO_MEMBER.email, DEMO_MEMBER.password)).statusCode,
    ).toBe(200);
  });

  it('refuses a 1,000-character email and a 1,025-character password (400), and a 200 KB body (413)', async () => {
    const { app } = await startServer({ memberLogin: { sleep } });
    const browser = member('10.6.0.1', app);
    const before = passwordChecks();
    const longEmail = await browser.login(`${'a'.repeat(988)}@example.com`, 'guess');
    expect(longEmail.statusCode).toBe(400);
    expect(longEmail.json()).toEqual({
      message: 'Invalid request: email: must NOT have more than 254 characters',
      errors: { email: 'must NOT have more than 254 characters' },
    });
    const longPassword = await browser.login(DEMO_MEMBER.email, 'p'.repeat(1025));
    expect(longPassword.statusCode).toBe(400);
    expect(longPassword.json().errors).toEqual({
      password: 'must NOT have more than 1024 characters',
    });
    expect((await browser.login(DEMO_MEMBER.email, 'p'.repeat(1024))).statusCode).toBe(401);
    const huge = await app.inject({
      method: 'POST',
      url: `${SESSION}?crumb=${browser.shopper.jar.get('crumb')}`,
      remoteAddress: '10.6.0.1',
      headers: {
        cookie: `crumb=${browser.shopper.jar.get('crumb')}`,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({
        email: DEMO_MEMBER.email,
        password: 'x'.repeat(200_000),
        rememberMe: false,
      }),
    });
    expect(huge.statusCode).toBe(413);
    expect(passwordChecks() - before).toBe(1);
  });

  it('copies no cart at 20 sign-outs with cloneCart=true and no session, and leaves the visitor’s cart alone', async () => {
    const server = await startServer({ memberLogin: { sleep } });
    const visitor = member('10.7.0.1', server.app);
    await visitor.shopper.send('POST', ADD, { ...MUG, quantity: 1 });
    const cartId = visitor.shopper.jar.get('CART');
    const count = async () => Number((await server.sql('SELECT COUNT(*) AS n FROM carts'))[0]?.n);
    const before = await count();
    visitor.shopper.jar.set(SESSION_COOKIE, 'ended-or-forged');
    const outs = await Promise.all(Array.from({ length: 20 }, () => visitor.logout(null, true)));
    expect(statuses(outs)).toEqual({ 204: 20 });
    expect(await count()).toBe(before);
    expect(visitor.shopper.jar.get('CART')).toBe(cartId);
    expect(visitor.shopper.jar.has(SESSION_COOKIE)).toBe(false);
    for (const out of outs) expect(setCookie(out, 'CART')).toBe('');
  });

  it('copies at sign-out only the member’s current cart', async () => {
    const server = await startServer({ memberLogin: { sleep } });
    const count = async () => Number((await server.sql('SELECT COUNT(*) AS n FROM carts'))[0]?.n);
    const first = member('10.8.0.1', server.app);
    await first.shopper.send('POST', ADD, { ...MUG, quantity: 1 });
    const { xsrfToken } = (await first.login(DEMO_MEMBER.email, DEMO_MEMBER.password)).json();
    // The member signs in elsewhere with another cart, which becomes the member's.
    const second = member('10.8.0.2', server.app);
    await second.shopper.send('POST', ADD, { ...MUG, quantity: 3 });
    await second.login(DEMO_MEMBER.email, DEMO_MEMBER.password);

    const before = await count();
    expect((await first.logout(xsrfToken, true)).statusCode).toBe(204);
    expect(await count()).toBe(before);
    expect(first.shopper.jar.has('CART')).toBe(false);
  });
});
