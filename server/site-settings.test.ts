import { describe, expect, it } from 'vitest';
import { suiteServer } from '../tests/helpers/test-server';

const server = suiteServer({ merchantSession: 'owner-session-0001' });
const merchant = { authorization: 'Bearer owner-session-0001', cookie: 'crumb=c' };

const call = (
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = merchant,
) =>
  server.app.inject({
    method,
    url: method === 'GET' ? url : `${url}?crumb=c`,
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });

describe('the site header and footer', () => {
  it('reads back exactly what was saved, keys and values the layout does not know included', async () => {
    const body = {
      header: {
        title: 'Fern & Fig',
        links: [{ label: 'About', href: '/about' }],
        theme: { x: [1, null] },
      },
      footer: { text: '© Fern & Fig', links: [], extra: 'kept' },
    };
    expect((await call('PUT', '/api/site-header-footer', body)).statusCode).toBe(200);
    const got = await call('GET', '/api/site-header-footer');
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(body);
  });

  it('refuses a header or footer that is not a JSON object, and a body over the size cap', async () => {
    expect(
      (await call('PUT', '/api/site-header-footer', { header: [], footer: {} })).statusCode,
    ).toBe(400);
    expect((await call('PUT', '/api/site-header-footer', { header: {} })).statusCode).toBe(400);
    const big = { header: { title: 'x'.repeat(20_000) }, footer: {} };
    expect((await call('PUT', '/api/site-header-footer', big)).statusCode).toBe(413);
  });

  it('shows the saved header and footer on /shop, escaped, without unsafe links', async () => {
    await call('PUT', '/api/site-header-footer', {
      header: {
        title: '<b>Fern</b>',
        links: [
          { label: 'Journal', href: 'https://example.com/journal' },
          { label: 'Evil', href: 'javascript:alert(1)' },
          { label: 'Elsewhere', href: '//evil.example' },
        ],
      },
      footer: { text: 'Made <i>by hand</i>', links: [{ label: 'Contact', href: '/contact' }] },
    });
    const html = (await server.app.inject({ url: '/shop' })).body;
    expect(html).toContain('&lt;b&gt;Fern&lt;/b&gt;');
    expect(html).toContain('href="https://example.com/journal">Journal</a>');
    expect(html).not.toContain('javascript:alert');
    expect(html).not.toContain('//evil.example');
    expect(html).toContain('Made &lt;i&gt;by hand&lt;/i&gt;');
    expect(html).toContain('href="/contact">Contact</a>');
  });
});

describe('languages', () => {
  it('starts with the default language alone, and saves a list with one default', async () => {
    expect((await call('GET', '/api/multilingual/settings')).json()).toEqual({
      languages: [{ code: 'en-US', isDefault: true }],
    });
    const languages = [
      { code: 'en-US', isDefault: true },
      { code: 'fr', isDefault: false },
    ];
    expect((await call('PUT', '/api/multilingual/languages', { languages })).statusCode).toBe(200);
    expect((await call('GET', '/api/multilingual/settings')).json()).toEqual({ languages });
  });

  it.each([
    ['no default', [{ code: 'en', isDefault: false }]],
    [
      'two defaults',
      [
        { code: 'en', isDefault: true },
        { code: 'fr', isDefault: true },
      ],
    ],
    [
      'an invalid code',
      [
        { code: 'en', isDefault: true },
        { code: 'french!', isDefault: false },
      ],
    ],
    [
      'a repeated code',
      [
        { code: 'en', isDefault: true },
        { code: 'EN', isDefault: false },
      ],
    ],
    ['no language', []],
  ])('refuses a list with %s, and keeps the saved one', async (_, languages) => {
    const before = (await call('GET', '/api/multilingual/settings')).json();
    const answer = await call('PUT', '/api/multilingual/languages', { languages });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().errors)[0]).toMatch(/^languages/);
    expect((await call('GET', '/api/multilingual/settings')).json()).toEqual(before);
  });

  it('shows a language switcher on /shop, serving the page under the other language prefix', async () => {
    const languages = [
      { code: 'en-US', isDefault: true },
      { code: 'fr', isDefault: false },
    ];
    await call('PUT', '/api/multilingual/languages', { languages });
    const html = (await server.app.inject({ url: '/fr/shop/ceramic-mug' })).body;
    expect(html).toMatch(/<a href="\/shop\/ceramic-mug" hreflang="en-US" lang="en-US">/);
    expect(html).toMatch(
      /<a href="\/fr\/shop\/ceramic-mug" hreflang="fr" lang="fr" aria-current="page">/,
    );
    expect((await server.app.inject({ url: '/de/shop' })).statusCode).toBe(404);
  });
});

describe('the translation connection', () => {
  it('is connected to the seeded provider until disconnected', async () => {
    expect((await call('GET', '/api/multilingual/status')).json()).toEqual({
      connected: true,
      provider: 'Zapier',
    });
    expect((await call('DELETE', '/api/multilingual/connection')).statusCode).toBe(200);
    expect((await call('GET', '/api/multilingual/status')).json()).toEqual({ connected: false });
  });
});

describe('merchant permission', () => {
  const routes: ['GET' | 'PUT' | 'DELETE', string, unknown?][] = [
    ['GET', '/api/site-header-footer'],
    ['PUT', '/api/site-header-footer', { header: {}, footer: {} }],
    ['GET', '/api/multilingual/settings'],
    ['GET', '/api/multilingual/status'],
    ['PUT', '/api/multilingual/languages', { languages: [{ code: 'en', isDefault: true }] }],
    ['DELETE', '/api/multilingual/connection'],
  ];
  it.each(routes)('%s %s is 401 without the merchant session', async (method, url, body) => {
    const answer = await call(method, url, body, { cookie: 'crumb=c' });
    expect(answer.statusCode).toBe(401);
  });
  it.each(routes.filter(([method]) => method !== 'GET'))(
    '%s %s is 401 without the crumb',
    async (method, url, body) => {
      const answer = await server.app.inject({
        method,
        url,
        headers: merchant,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ crumbFail: true });
    },
  );
});

describe('the merchant page /merchant/site', () => {
  const form = (body: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url: '/merchant/login',
      headers: { cookie: 'crumb=c', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
    });

  it('without the session is the login form, which comes back to it', async () => {
    const page = (await server.app.inject({ url: '/merchant/site' })).body;
    expect(page).toContain('<input type="hidden" name="next" value="/merchant/site">');
    expect(page).not.toContain('id="sq-site-settings"');
    const back = await form({ secret: 'owner-session-0001', crumb: 'c', next: '/merchant/site' });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/merchant/site');
  });

  it('goes nowhere but the two merchant pages after the login', async () => {
    const away = await form({
      secret: 'owner-session-0001',
      crumb: 'c',
      next: 'https://evil.example',
    });
    expect(away.headers.location).toBe('/merchant/analytics');
  });

  it('with the session is the settings shell with the dashboard script', async () => {
    const signedIn = await form({
      secret: 'owner-session-0001',
      crumb: 'c',
      next: '/merchant/site',
    });
    const session = (signedIn.cookies as { name: string; value: string }[]).find(
      (cookie) => cookie.name === 'sq-merchant-session',
    );
    const page = (
      await server.app.inject({
        url: '/merchant/site',
        headers: { cookie: `sq-merchant-session=${session?.value}` },
      })
    ).body;
    expect(page).toContain('<div id="sq-site-settings">');
    expect(page).toContain('<script type="module" src="/merchant/analytics.js"></script>');
  });
});
