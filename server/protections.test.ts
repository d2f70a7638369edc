import { describe, expect, it } from 'vitest';
import { ADD, browser, MUG, serverPerTest } from '../tests/helpers/test-server';

const startServer = serverPerTest();

describe('rate limit', () => {
  it('answers 429 with Retry-After past the limit, on API routes only', async () => {
    const server = await startServer({ rateLimitMax: 3 });
    const shopper = browser(server.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await shopper.get('/api/commerce/shopping-cart')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await shopper.get('/api/commerce/shopping-cart');
    expect(limited.json().message).toBe('Too many requests.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await shopper.get('/')).statusCode).toBe(200);
  });
});

describe('fault injection', () => {
  const withFault = (shopper: ReturnType<typeof browser>, kind: string) =>
    shopper.jar.set('sq-fault', kind);

  it.each([
    ['429', 429, { message: 'Too many requests.' }],
    ['500', 500, { message: 'Something went wrong on our side.' }],
    ['400-error', 400, { error: 'This request was refused. Please check it and try again.' }],
    [
      '400-errors',
      400,
      { errors: { itemId: 'This entry was refused. Please check it and try again.' } },
    ],
    ['stock', 409, { message: 'Sorry, we do not have enough of that item available.' }],
    [
      'crumb',
      401,
      {
        crumbFail: true,
        message: 'Your session has expired. Please reload the page and try again.',
      },
    ],
  ])(
    'sq-fault=%s fails one request that way, then the cookie is gone',
    async (kind, status, body) => {
      const server = await startServer({ faults: true });
      const shopper = browser(server.app);
      await shopper.get('/api/commerce/shopping-cart');
      withFault(shopper, kind);
      const failed = await shopper.send('POST', ADD, { ...MUG, quantity: 1 });
      expect(failed.statusCode).toBe(status);
      expect(failed.json()).toEqual(body);
      expect(shopper.jar.has('sq-fault')).toBe(false);
      expect((await shopper.send('POST', ADD, { ...MUG, quantity: 1 })).statusCode).toBe(200);
    },
  );

  it("sq-fault=400-errors refuses a form submission's first field once its body is read", async () => {
    const server = await startServer({ faults: true });
    const visitor = browser(server.app);
    const { key } = (
      await visitor.send('POST', '/api/form/FormSubmissionKey?formId=form-contact', undefined)
    ).json();
    withFault(visitor, '400-errors:SaveFormSubmission');
    const refused = await visitor.send('POST', '/api/form/SaveFormSubmission', {
      key,
      form: JSON.stringify({ 'f-email': 'ada@example.com', 'f-message': 'Hello' }),
      captchaKey: 'sq-test-captcha-token',
      pageTitle: 'Contact',
      pageId: 'page-1',
      contentSource: 'c',
      pagePermissionTypeValue: 1,
      pagePath: '/contact',
    });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { errors: { 'f-email': 'This entry was refused. Please check it and try again.' } },
    ]);
    expect(visitor.jar.has('sq-fault')).toBe(false);
  });

  it('sq-fault=offline drops the connection without an answer', async () => {
    const server = await startServer({ faults: true });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const address = server.app.server.address() as { port: number };
    const failure = await fetch(`http://127.0.0.1:${address.port}/api/commerce/shopping-cart`, {
      headers: { cookie: 'sq-fault=offline; crumb=abc' },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
  });

  it('is ignored entirely when the server runs without SQ_FAULTS', async () => {
    const server = await startServer({ faults: false });
    const shopper = browser(server.app);
    await shopper.get('/api/commerce/shopping-cart');
    withFault(shopper, '500');
    expect((await shopper.send('POST', ADD, { ...MUG, quantity: 1 })).statusCode).toBe(200);
    expect(
      (await shopper.send('POST', '/api/__test/stock', { sku: MUG.sku, qtyInStock: 5 })).statusCode,
    ).toBe(404);
  });
});

describe('pages', () => {
  it('lists every demo page by its title on the index, and serves the bundle and the pages', async () => {
    const server = await startServer();
    const index = await server.app.inject({ url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain(
      '<a href="/demo-pages/add-to-cart.html">Add to cart: Ceramic Mug</a>',
    );
    const page = await server.app.inject({ url: '/demo-pages/add-to-cart.html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="/sq-storefront.js" defer></script>');
    // npm test builds before the unit tests run.
    const bundle = await server.app.inject({ url: '/sq-storefront.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
  });
});
