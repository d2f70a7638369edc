import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADD,
  browser,
  GUIDE,
  serverPerTest,
  suiteServer,
  type TestServer,
} from '../tests/helpers/test-server';
import { inlineScriptHashes } from './plugins/security-headers';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/** The script of the newsletter form's post-submit HTML (fixtures/forms.json). */
const NEWSLETTER_SCRIPT =
  "window.__postSubmitRan = true; document.querySelector('.newsletter-thanks').dataset.ran = 'yes';";

/** The CSP's directives by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('security headers', () => {
  const server = suiteServer();
  let pages: Record<string, string>;
  beforeAll(async () => {
    const shopper = browser(server.app);
    await shopper.send('POST', ADD, { ...GUIDE, quantity: 2 });
    const order = await shopper.send('POST', '/api/commerce/orders', {
      cartToken: shopper.jar.get('CART'),
    });
    expect(order.statusCode).toBe(200);
    const { order: placed } = order.json() as { order: { id: string } };
    await shopper.send('POST', ADD, { ...GUIDE, quantity: 2 });
    pages = {
      index: '/',
      'demo page': '/demo-pages/form-newsletter.html',
      shop: '/shop',
      product: '/shop/canvas-tote',
      'not-found shop page': '/shop/no-such-product',
      cart: '/cart',
      checkout: `/checkout?cartToken=${shopper.jar.get('CART')}`,
      'order confirmation': `/commerce/order-confirmed?orderId=${placed.id}`,
    };
  });

  const others = {
    bundle: '/sq-storefront.js',
    'API answer': '/api/commerce/shopping-cart',
    'API error': '/api/no-such-route',
    'instalment asset': '/assets/instalments/modal.en_US.html',
    image: '/demo-pages/images/ceramic-mug.svg',
  };

  it.each([
    'index',
    'demo page',
    'shop',
    'product',
    'not-found shop page',
    'cart',
    'checkout',
    'order confirmation',
    ...Object.keys(others),
  ])(
    'the %s is not sniffed, not framed by other sites, and sends only the origin to them',
    async (name) => {
      const url = pages[name] ?? others[name as keyof typeof others];
      const response = await server.app.inject({ url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      // The order pages' URLs carry an access token, so they send no referrer at all.
      expect(response.headers['referrer-policy']).toBe(
        name === 'order confirmation' ? 'no-referrer' : 'strict-origin-when-cross-origin',
      );
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(
        directives(response.headers['content-security-policy'] as string).get('frame-ancestors'),
      ).toEqual(["'self'"]);
    },
  );

  it.each(['index', 'demo page', 'shop', 'product', 'cart', 'checkout', 'order confirmation'])(
    'the %s runs only same-origin script files and the forms’ declared scripts',
    async (name) => {
      const response = await server.app.inject({ url: pages[name] as string });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const policy = directives(response.headers['content-security-policy'] as string);
      expect(policy.get('script-src')).toEqual(["'self'", sha256(NEWSLETTER_SCRIPT)]);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(response.headers['content-security-policy']).not.toContain('unsafe-eval');
    },
  );
});

describe('post-submit script hashes', () => {
  it('hash each inline script as the browser parses it', () => {
    const html =
      '<p>Thanks</p><script data-x="a>b">one()</script><SCRIPT>two()\r\n</SCRIPT ><script src="/x.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('one()'), sha256('two()\n'), sha256('')]);
  });

  it('find no script in plain HTML', () => {
    expect(inlineScriptHashes('<p>You are on the list.</p>')).toEqual([]);
  });
});

describe('cookies', () => {
  const startServer = serverPerTest();

  /** Every Set-Cookie a shopper gets from opening the cart to placing an order. */
  async function cookiesOfAnOrder(
    { app }: TestServer,
    headers: Record<string, string> = {},
  ): Promise<string[]> {
    const jar = new Map<string, string>();
    const setCookies: string[] = [];
    const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
      const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const response = await app.inject({
        method,
        url: method === 'POST' ? `${url}?crumb=${jar.get('crumb')}` : url,
        headers: { ...headers, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        payload: body ? JSON.stringify(body) : undefined,
      });
      for (const c of response.cookies as { name: string; value: string }[])
        jar.set(c.name, c.value);
      setCookies.push(...[response.headers['set-cookie'] ?? []].flat());
      return response;
    };
    await call('GET', '/api/commerce/shopping-cart');
    await call('POST', ADD, { ...GUIDE, quantity: 2 });
    const order = await call('POST', '/api/commerce/orders', { cartToken: jar.get('CART') });
    expect(order.statusCode).toBe(200);
    return setCookies;
  }
  const names = (cookies: string[]) => cookies.map((c) => c.split('=')[0]).sort();
  const secure = (cookie: string) => /;\s*Secure(;|$)/i.test(cookie);

  it('are all Secure when the site is served over HTTPS (cookieSecure)', async () => {
    const server = await startServer({ cookieSecure: true });
    const cookies = await cookiesOfAnOrder(server);
    expect(names(cookies)).toEqual(['CART', 'CART', 'crumb', 'sq-order-key']);
    expect(cookies.filter((c) => !secure(c))).toEqual([]);
  });

  it('are not Secure on a plain-HTTP server', async () => {
    const server = await startServer();
    const cookies = await cookiesOfAnOrder(server);
    expect(cookies.length).toBeGreaterThan(0);
    expect(cookies.filter(secure)).toEqual([]);
  });

  it('follow the trusted proxy: Secure when it says https, not when it says http', async () => {
    const server = await startServer({ trustProxy: true });
    const overHttps = await cookiesOfAnOrder(server, { 'x-forwarded-proto': 'https' });
    expect(overHttps.length).toBeGreaterThan(0);
    expect(overHttps.filter((c) => !secure(c))).toEqual([]);
    const overHttp = await cookiesOfAnOrder(server, { 'x-forwarded-proto': 'http' });
    expect(overHttp.filter(secure)).toEqual([]);
  });

  it('ignore X-Forwarded-Proto from an untrusted client', async () => {
    const server = await startServer();
    const cookies = await cookiesOfAnOrder(server, { 'x-forwarded-proto': 'https' });
    expect(cookies.filter(secure)).toEqual([]);
  });
});
