import { describe, expect, it } from 'vitest';
import { ADD, browser, MUG, serverPerTest } from '../tests/helpers/test-server';
import { isMutating, routeTable } from './plugins/route-kind';

const startServer = serverPerTest();

const hex = (c: string) => c.charCodeAt(0).toString(16).padStart(2, '0');
/** Percent-escapes the character at `index` of `path`, with upper- or lower-case hex digits. */
const escapeAt = (path: string, index: number, upper: boolean) => {
  const code = `%${upper ? hex(path[index] as string).toUpperCase() : hex(path[index] as string)}`;
  return `${path.slice(0, index)}${code}${path.slice(index + 1)}`;
};
/** The first character after the leading slash whose escape has a hex letter (such as '-', 'm'). */
const letterEscapeIndex = (path: string) =>
  [...path].findIndex((c, i) => i > 0 && c !== '/' && c !== ':' && /[a-f]/.test(hex(c)));

/** Ways to write the same route path that a router decodes to it, or refuses as unknown. */
function variants(path: string): { url: string; sameRoute: boolean }[] {
  const out = [{ url: path, sameRoute: true }];
  if (path.startsWith('/api/')) {
    out.push({ url: `/%61pi${path.slice(4)}`, sameRoute: true });
    out.push({ url: `/ap%69${path.slice(4)}`, sameRoute: true });
    out.push({ url: `/%61%70%69${path.slice(4)}`, sameRoute: true });
  }
  const i = letterEscapeIndex(path);
  if (i > 0) {
    out.push({ url: escapeAt(path, i, true), sameRoute: true });
    out.push({ url: escapeAt(path, i, false), sameRoute: true });
  }
  out.push({ url: `/${path}`, sameRoute: false });
  out.push({ url: path.replace('/', '//').replace(/\/([^/]*)$/, '//$1'), sameRoute: false });
  return out;
}

/** A concrete path for a registered route: each `:param` filled in. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, 'x1');

describe('every state-changing route needs the crumb, however its path is written', () => {
  it('answers 401 without a crumb on every mutating route and every escaped form of its path', async () => {
    const server = await startServer({ faults: true });
    const routes = routeTable(server.app).filter((r) => isMutating(r.method));
    // The table really is the server's: the add-to-cart call and the checkout form are in it.
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([`POST ${ADD}`, 'POST /checkout/place-order']),
    );
    const failures: string[] = [];
    for (const route of routes) {
      for (const { url, sameRoute } of variants(concrete(route.url))) {
        for (const cookie of ['crumb=abc', '']) {
          const response = await server.app.inject({
            method: route.method as 'POST',
            url,
            headers: { cookie, 'content-type': 'application/json' },
            payload: '{}',
          });
          const allowed = sameRoute ? [401] : [401, 404];
          if (!allowed.includes(response.statusCode)) {
            failures.push(
              `${route.method} ${url} (${cookie || 'no cookie'}): ${response.statusCode}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('adds nothing to a cart through an escaped path without a crumb', async () => {
    const server = await startServer();
    const shopper = browser(server.app);
    await shopper.get('/api/commerce/shopping-cart');
    const sneaky = await shopper.send(
      'POST',
      `/%61pi${ADD.slice(4)}`,
      { ...MUG, quantity: 1 },
      {
        crumb: null,
      },
    );
    expect(sneaky.statusCode).toBe(401);
    expect(sneaky.json()).toMatchObject({ crumbFail: true });
    expect((await shopper.get('/api/commerce/shopping-cart')).json().entries).toEqual([]);
    // With the crumb the escaped path is the same call, and it works.
    const fair = await shopper.send('POST', `/ap%69${ADD.slice(4)}`, { ...MUG, quantity: 1 });
    expect(fair.statusCode).toBe(200);
  });

  it('keeps unknown paths 404', async () => {
    const server = await startServer();
    const shopper = browser(server.app);
    expect((await shopper.send('POST', '/%61pi/nothing/here', {})).statusCode).toBe(404);
    expect((await shopper.get('/api/nothing/here')).statusCode).toBe(404);
  });
});

describe('the rate limit counts by the matched route', () => {
  /** One route, spelt four ways. */
  const cartPaths = [
    '/api/commerce/shopping-cart',
    '/%61pi/commerce/shopping-cart',
    '/ap%69/commerce/shopping-cart',
    '/api/commerce/shopping%2Dcart',
  ];

  it('charges escaped paths to the same client budget', async () => {
    const server = await startServer({ rateLimitMax: 3 });
    const shopper = browser(server.app);
    const statuses: number[] = [];
    for (const url of cartPaths) statuses.push((await shopper.get(url)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('fault cookie', () => {
  it('fails an escaped API path like the plain one', async () => {
    const server = await startServer({ faults: true });
    const shopper = browser(server.app);
    shopper.jar.set('sq-fault', '500');
    expect((await shopper.get('/%61pi/commerce/shopping-cart')).statusCode).toBe(500);
    expect(shopper.jar.has('sq-fault')).toBe(false);
  });

  it('with kind:call fails only the named call and lets the others through', async () => {
    const server = await startServer({ faults: true, formSubmissionsPerMinute: 1000 });
    const shopper = browser(server.app);
    await shopper.get('/api/commerce/shopping-cart');
    shopper.jar.set('sq-fault', '429:SaveFormSubmission');
    const key = await shopper.send(
      'POST',
      '/api/form/FormSubmissionKey?formId=form-contact',
      undefined,
    );
    expect(key.statusCode).toBe(200);
    expect(shopper.jar.get('sq-fault')).toBe('429:SaveFormSubmission');
    const save = await shopper.send('POST', '/api/form/SaveFormSubmission', {
      key: key.json().key,
      form: '{}',
      pageTitle: 'Contact',
      pageId: 'p1',
      contentSource: 'c',
      pagePermissionTypeValue: 1,
      pagePath: '/contact',
    });
    expect(save.statusCode).toBe(429);
    expect(save.headers['retry-after']).toBe('1');
    expect(shopper.jar.has('sq-fault')).toBe(false);
  });

  it('does nothing on pages, which are not API calls', async () => {
    const server = await startServer({ faults: true });
    const shopper = browser(server.app);
    shopper.jar.set('sq-fault', '500');
    expect((await shopper.get('/shop')).statusCode).toBe(200);
    expect(shopper.jar.get('sq-fault')).toBe('500');
  });
});

describe('errors before routing', () => {
  it('answers a URL that does not decode with the API error shape', async () => {
    const server = await startServer();
    const response = await server.app.inject({ url: '/api/commerce/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid request: the URL is not valid' });
  });
});

describe('the crumb cookie', () => {
  const setsCrumb = (response: { cookies: { name: string }[] }) =>
    response.cookies.some((c) => c.name === 'crumb');

  it('comes with pages and API answers, never with the bundle', async () => {
    const server = await startServer();
    const get = (url: string) => server.app.inject({ url });
    expect(setsCrumb(await get('/demo-pages/add-to-cart.html'))).toBe(true);
    expect(setsCrumb(await get('/shop'))).toBe(true);
    expect(setsCrumb(await get('/api/commerce/shopping-cart'))).toBe(true);
    // npm test builds before the unit tests run.
    const bundle = await get('/sq-storefront.js');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['set-cookie']).toBeUndefined();
  });

  it("never comes with an analytics answer, so a cached page's beacons cannot replace the crumb an add was sent with", async () => {
    const server = await startServer();
    const analytics = routeTable(server.app).filter((r) =>
      r.url.match(/^\/api\/(census|events|v1\/clanker|1\/performance)\//),
    );
    expect(analytics.length).toBeGreaterThan(8);
    for (const route of analytics) {
      const response = await server.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        ...(isMutating(route.method)
          ? { headers: { 'content-type': 'text/plain' }, payload: '[]' }
          : {}),
      });
      // Refused for want of a crumb (or answered, for the settings call), and no cookie either way.
      expect([200, 401], `${route.method} ${route.url}`).toContain(response.statusCode);
      expect(setsCrumb(response), `${route.method} ${route.url}`).toBe(false);
    }
    // A shopper's own call without the cookie is refused with a fresh crumb, and goes with it.
    const add = (headers: Record<string, string>, crumb = '') =>
      server.app.inject({
        method: 'POST',
        url: crumb ? `${ADD}?crumb=${crumb}` : ADD,
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ ...MUG, quantity: 1 }),
      });
    const refused = await add({});
    expect(refused.statusCode).toBe(401);
    const issued = refused.cookies.find((c) => c.name === 'crumb')?.value ?? '';
    expect(issued).not.toBe('');
    expect((await add({ cookie: `crumb=${issued}` }, issued)).statusCode).toBe(200);
  });
});

describe('query strings', () => {
  it('every route but static files validates its query string', async () => {
    const server = await startServer({ faults: true });
    const unchecked = routeTable(server.app)
      .filter((r) => r.method !== 'HEAD' && !r.url.endsWith('*') && !r.querySchema)
      .map((r) => `${r.method} ${r.url}`);
    expect(unchecked).toEqual([]);
  });

  it('answers repeated or odd parameters on pages with a 4xx, never a 500', async () => {
    const oddQueries = [
      '/commerce/gift-card?itemId=a&itemId=b',
      '/checkout?cartToken=a&cartToken=b',
      '/commerce/order-confirmed?orderId=a&orderId=b',
      '/shop?x=1&x=2',
      '/shop/ceramic-mug?x=1&x=2',
      '/cart?a[b]=1',
      '/?x=1&x=2',
    ];
    const server = await startServer();
    const failures: string[] = [];
    for (const url of oddQueries) {
      const { statusCode } = await server.app.inject({ url });
      if (statusCode >= 500) failures.push(`${url}: ${statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
