import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { browser, expectHtml, serverPerTest } from '../tests/helpers/test-server';
import { buildServer } from './app';

const SECRET = 'owner-secret-0123456789';
const startServer = serverPerTest();

type Cookie = {
  name: string;
  value: string;
  httpOnly?: boolean;
  sameSite?: string;
  secure?: boolean;
};
const cookieOf = (response: LightMyRequestResponse, name: string) =>
  (response.cookies as Cookie[]).find((c) => c.name === name);
/** A session token: 256 random bits as base64url. */
const TOKEN = /^[\w-]{43}$/;
/** A merchant API call: the contact form's submissions. */
const MERCHANT_API = '/api/forms/form-contact/submissions';

/** An owner's browser on a fresh server: the crumb it was given, and a form poster. */
async function owner(options: { rateLimitMax?: number; cookieSecure?: boolean } = {}) {
  const server = await startServer({ merchantSession: SECRET, ...options });
  const client = browser(server.app);
  await client.get('/merchant/analytics');
  const post = (url: string, fields: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: {
        cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: String(new URLSearchParams(fields)),
    });
  const crumb = client.jar.get('crumb') as string;
  /** Signs in with the secret as the form does; the session's cookie goes into the jar. */
  const signIn = async () => {
    const response = await post('/merchant/login', { secret: SECRET, crumb });
    const session = cookieOf(response, 'sq-merchant-session');
    if (!session) throw new Error(`no session: ${response.statusCode}`);
    client.jar.set(session.name, session.value);
    return session.value;
  };
  return { server, client, crumb, post, signIn };
}

/** Whether the dashboard (not the login form) is what the session cookie `token` opens. */
async function opensDashboard(app: FastifyInstance, token: string): Promise<boolean> {
  const page = await app.inject({
    url: '/merchant/analytics',
    headers: { cookie: `sq-merchant-session=${token}` },
  });
  return page.body.includes('<div id="sq-dashboard">');
}

describe('the owner dashboard page', () => {
  it('without the merchant session shows the login form, not the dashboard', async () => {
    const { client } = await owner();
    const page = expectHtml(
      await client.get('/merchant/analytics?from=2025-01-01&to=2025-01-31'),
      200,
      [
        '<label for="merchant-secret">Merchant secret</label>',
        'name="secret" type="password"',
        'action="/merchant/login"',
        '<input type="hidden" name="from" value="2025-01-01">',
      ],
    );
    expect(page).toMatch(/<input type="hidden" name="crumb" value="[0-9a-f]{32}">/);
    expect(page).not.toContain('/merchant/analytics.js');
  });

  it('with the session serves the shell and the dashboard’s own script, never cached', async () => {
    const { client, signIn } = await owner();
    await signIn();
    const response = await client.get('/merchant/analytics');
    const page = expectHtml(response, 200, [
      '<div id="sq-dashboard">',
      '<script type="module" src="/merchant/analytics.js"></script>',
      '<link rel="stylesheet" href="/merchant/analytics.css">',
      'action="/merchant/logout"',
    ]);
    expect(page).not.toContain('/sq-storefront.js');
    expect(page).not.toContain('name="secret"');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('serves the dashboard’s script and stylesheet as built, compressed and revalidated', async () => {
    // npm test builds before the unit tests run.
    const { server } = await owner();
    for (const url of ['/merchant/analytics.js', '/merchant/analytics.css']) {
      const response = await server.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toBeTruthy();
    }
  });

  it('a wrong secret is refused with 401 and the error linked to the field', async () => {
    const { post, crumb } = await owner();
    const response = await post('/merchant/login', { secret: 'not-it', crumb });
    const page = expectHtml(response, 401, [
      '<p id="merchant-secret-error" class="sq-dash-field-error">The merchant secret is not correct.</p>',
      'aria-describedby="merchant-secret-hint merchant-secret-error" aria-invalid="true"',
    ]);
    expect(page).not.toContain('not-it');
    expect(cookieOf(response, 'sq-merchant-session')).toBeUndefined();
  });

  it('the secret itself as the cookie opens nothing: only a session signed in with it does', async () => {
    const { server, client } = await owner();
    client.jar.set('sq-merchant-session', SECRET);
    const page = await client.get('/merchant/analytics');
    expectHtml(page, 200, ['name="secret" type="password"']);
    expect(page.body).not.toContain('<div id="sq-dashboard">');
    const api = await server.app.inject({
      url: MERCHANT_API,
      headers: { cookie: `sq-merchant-session=${SECRET}` },
    });
    expect(api.statusCode).toBe(401);
  });

  it('the right secret sets the httpOnly, SameSite=Strict session and goes back with the range', async () => {
    const { post, crumb } = await owner({ cookieSecure: true });
    const response = await post('/merchant/login', {
      secret: SECRET,
      crumb,
      from: '2025-01-01',
      to: '2025-01-31',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/merchant/analytics?from=2025-01-01&to=2025-01-31');
    const session = cookieOf(response, 'sq-merchant-session') as Cookie & { maxAge?: number };
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: true });
    // A random token of its own, never the secret; the cookie lasts as long as the session.
    expect(session.value).toMatch(TOKEN);
    expect(session.value).not.toContain(SECRET);
    expect(session.maxAge).toBe(12 * 3600);
  });

  it('each sign-in opens a session of its own, which opens the dashboard and the merchant API', async () => {
    const { server, signIn } = await owner();
    const first = await signIn();
    const second = await signIn();
    expect(first).not.toBe(second);
    for (const token of [first, second]) {
      expect(await opensDashboard(server.app, token)).toBe(true);
      const api = await server.app.inject({
        url: MERCHANT_API,
        headers: { cookie: `sq-merchant-session=${token}` },
      });
      expect(api.statusCode).toBe(200);
    }
  });

  it('goes back to the plain page for a range that is not two days', async () => {
    const { post, crumb } = await owner();
    const response = await post('/merchant/login', {
      secret: SECRET,
      crumb,
      from: '//evil.test',
      to: '2025-01-31',
    });
    expect(response.headers.location).toBe('/merchant/analytics');
  });

  it('refuses a login without the page’s crumb, even with the right secret', async () => {
    const { post } = await owner();
    const response = await post('/merchant/login', { secret: SECRET, crumb: 'stale' });
    expectHtml(response, 401, ['Your session has expired.']);
    expect(cookieOf(response, 'sq-merchant-session')).toBeUndefined();
  });

  it('rate limits login tries per client, answering with the form', async () => {
    const { post, crumb } = await owner({ rateLimitMax: 2 });
    const statuses: number[] = [];
    let last: LightMyRequestResponse | null = null;
    for (let i = 0; i < 3; i++) {
      last = await post('/merchant/login', { secret: 'wrong', crumb });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
    expectHtml(last as LightMyRequestResponse, 429, [
      'Too many tries. Wait a minute, then try again.',
    ]);
  });

  it('logging out ends the session: its cookie, kept or copied, opens nothing any more', async () => {
    const { server, post, crumb, signIn } = await owner();
    const other = await signIn();
    // The browser's cookie is the last sign-in's.
    const token = await signIn();
    const response = await post('/merchant/logout', { crumb });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/merchant/analytics');
    expect(cookieOf(response, 'sq-merchant-session')?.value).toBe('');
    expect(await opensDashboard(server.app, token)).toBe(false);
    const api = await server.app.inject({
      url: MERCHANT_API,
      headers: { cookie: `sq-merchant-session=${token}` },
    });
    expect(api.statusCode).toBe(401);
    // Only that session: another sign-in's stays open.
    expect(await opensDashboard(server.app, other)).toBe(true);
  });
});

describe('a changed merchant secret', () => {
  it('ends every session opened with the old one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sq-merchant-secret-'));
    const databaseUrl = `file:${join(dir, 'store.db')}`;
    try {
      const before = await buildServer({ databaseUrl, merchantSession: SECRET });
      const client = browser(before);
      await client.get('/merchant/analytics');
      const login = await before.inject({
        method: 'POST',
        url: '/merchant/login',
        headers: {
          cookie: `crumb=${client.jar.get('crumb')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: String(
          new URLSearchParams({ secret: SECRET, crumb: client.jar.get('crumb') ?? '' }),
        ),
      });
      const token = cookieOf(login, 'sq-merchant-session')?.value ?? '';
      expect(await opensDashboard(before, token)).toBe(true);
      await before.close();

      const after = await buildServer({ databaseUrl, merchantSession: `${SECRET}-changed` });
      try {
        expect(await opensDashboard(after, token)).toBe(false);
      } finally {
        await after.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
