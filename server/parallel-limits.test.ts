import { describe, expect, it } from 'vitest';
import { ADD, browser, MUG, suiteServer, testServer } from '../tests/helpers/test-server';
import { TOO_MANY_CARTS } from './repositories/cart-repository';

/**
 * Every limit an anonymous client meets, attacked as an attacker would: a burst of parallel
 * requests from one client, all sent before any is answered. However the requests interleave,
 * exactly the limit's number get through and the rest are refused, and nothing beyond the limit
 * is stored. (Logins and analytics have bursts of their own in site-users.test.ts and
 * analytics.test.ts.)
 */

const server = suiteServer({
  faults: true,
  formSubmissionsPerMinute: 20,
  restockSignupsPerHour: 20,
});

const count = async (sql: string) => Number((await server.sql(sql))[0]?.n);
const statuses = (responses: { statusCode: number }[]) => {
  const tally: Record<number, number> = {};
  for (const { statusCode } of responses) tally[statusCode] = (tally[statusCode] ?? 0) + 1;
  return tally;
};

const ENGRAVED = { itemId: '5f1a0000000000000000000e', sku: 'SQ-MUG-ENGRAVED' };
const engraving = (text: string) => JSON.stringify({ 'e-text': text, 'e-font': 'Serif' });

describe('limits under parallel bursts', { timeout: 60_000 }, () => {
  it('a cart takes 100 different lines: of 119 parallel adds of new lines, 99 go in and 20 are refused', async () => {
    const owner = browser(server.app);
    await owner.send('POST', '/api/__test/stock', { sku: ENGRAVED.sku, qtyInStock: 100_000 });
    const shopper = browser(server.app);
    const first = await shopper.send('POST', ADD, {
      ...ENGRAVED,
      quantity: 1,
      additionalFields: engraving('line 0'),
    });
    expect(first.statusCode).toBe(200);
    const burst = await Promise.all(
      Array.from({ length: 119 }, (_, i) =>
        shopper.send('POST', ADD, {
          ...ENGRAVED,
          quantity: 1,
          additionalFields: engraving(`line ${i + 1}`),
        }),
      ),
    );
    expect(statuses(burst)).toEqual({ 200: 99, 400: 20 });
    for (const refused of burst.filter((r) => r.statusCode === 400)) {
      expect(refused.json().message).toBe(
        'A cart can hold at most 100 different items. Remove one to add another.',
      );
    }
    const cart = (await shopper.get('/api/commerce/shopping-cart')).json();
    expect(cart.entries).toHaveLength(100);
    expect(await count(`SELECT COUNT(*) AS n FROM cart_entries WHERE cart_id = '${cart.id}'`)).toBe(
      100,
    );
  });

  it('a line holds at most 9,999: of 20 parallel adds of 600, 16 go in and the line holds 9,601', async () => {
    const owner = browser(server.app);
    await owner.send('POST', '/api/__test/stock', { sku: ENGRAVED.sku, qtyInStock: 100_000 });
    const shopper = browser(server.app);
    const line = { ...ENGRAVED, additionalFields: engraving('big order') };
    expect((await shopper.send('POST', ADD, { ...line, quantity: 1 })).statusCode).toBe(200);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => shopper.send('POST', ADD, { ...line, quantity: 600 })),
    );
    expect(statuses(burst)).toEqual({ 200: 16, 400: 4 });
    const cart = (await shopper.get('/api/commerce/shopping-cart')).json();
    expect(cart.entries.map((e: { quantity: number }) => e.quantity)).toEqual([1 + 16 * 600]);
  });

  it('form submissions: of 30 parallel submissions from one client, 20 are stored and 10 answered 429', async () => {
    const visitor = browser(server.app);
    const keys = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const response = await visitor.send(
          'POST',
          '/api/form/FormSubmissionKey?formId=form-newsletter',
          undefined,
        );
        expect(response.statusCode).toBe(200);
        return response.json().key as string;
      }),
    );
    const before = await count('SELECT COUNT(*) AS n FROM form_submissions');
    const burst = await Promise.all(
      keys.map((key, i) =>
        visitor.send('POST', '/api/form/SaveFormSubmission', {
          key,
          form: JSON.stringify({ 'n-email': `burst-${i}@example.com`, 'n-name': ['Ada', 'L'] }),
          pageTitle: 'Newsletter',
          pageId: 'page-1',
          contentSource: 'c',
          pagePermissionTypeValue: 1,
          pagePath: '/newsletter',
        }),
      ),
    );
    expect(statuses(burst)).toEqual({ 200: 20, 429: 10 });
    expect(await count('SELECT COUNT(*) AS n FROM form_submissions')).toBe(before + 20);
  });

  it('submission keys: a client gets three keys per submission it may send, then 429', async () => {
    const visitor = browser(server.app);
    await visitor.get('/api/commerce/shopping-cart');
    // Another client address than the other tests' (light-my-request's default).
    const burst = await Promise.all(
      Array.from({ length: 70 }, () =>
        server.app.inject({
          method: 'POST',
          url: `/api/form/FormSubmissionKey?formId=form-newsletter&crumb=${visitor.jar.get('crumb')}`,
          remoteAddress: '10.9.0.1',
          headers: { cookie: `crumb=${visitor.jar.get('crumb')}` },
        }),
      ),
    );
    expect(statuses(burst)).toEqual({ 200: 60, 429: 10 });
  });

  it('back-in-stock signups: of 30 parallel signups from one client, 20 are stored and 10 answered 429', async () => {
    const visitor = browser(server.app);
    await visitor.get('/api/commerce/shopping-cart');
    const before = await count('SELECT COUNT(*) AS n FROM restock_signups');
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        server.app.inject({
          method: 'POST',
          url: `/api/commerce/restock-notifications?crumb=${visitor.jar.get('crumb')}`,
          remoteAddress: '10.9.0.2',
          headers: {
            cookie: `crumb=${visitor.jar.get('crumb')}`,
            'content-type': 'application/json',
          },
          payload: JSON.stringify({
            productId: '5f1a00000000000000000005',
            variantId: 'SQ-SCARF-01',
            siteVisitorEmail: `burst-${i}@example.com`,
            isJoinMailingList: false,
            captchaToken: 'sq-test-captcha-token',
          }),
        }),
      ),
    );
    expect(statuses(burst)).toEqual({ 200: 20, 429: 10 });
    expect(burst.find((r) => r.statusCode === 429)?.headers['retry-after']).toBeDefined();
    expect(await count('SELECT COUNT(*) AS n FROM restock_signups')).toBe(before + 20);
  });

  it('the API limit: of 30 parallel calls against a limit of 20, 20 are answered and 10 refused', async () => {
    const limited = await testServer({ rateLimitMax: 20 });
    try {
      const burst = await Promise.all(
        Array.from({ length: 30 }, () =>
          limited.app.inject({ method: 'GET', url: '/api/commerce/shopping-cart' }),
        ),
      );
      expect(statuses(burst)).toEqual({ 200: 20, 429: 10 });
    } finally {
      await limited.close();
    }
  });

  it('new carts: of 80 parallel first adds from one address, 60 open a cart and 20 are answered 429', async () => {
    const visitor = browser(server.app);
    await visitor.get('/api/commerce/shopping-cart');
    const crumb = visitor.jar.get('crumb');
    const before = await count('SELECT COUNT(*) AS n FROM carts');
    const burst = await Promise.all(
      Array.from({ length: 80 }, () =>
        server.app.inject({
          method: 'POST',
          url: `${ADD}?crumb=${crumb}`,
          remoteAddress: '10.9.0.3',
          headers: { cookie: `crumb=${crumb}`, 'content-type': 'application/json' },
          payload: JSON.stringify({ ...MUG, quantity: 1 }),
        }),
      ),
    );
    expect(statuses(burst)).toEqual({ 200: 60, 429: 20 });
    const refused = burst.find((r) => r.statusCode === 429);
    expect(refused?.json().message).toBe(TOO_MANY_CARTS);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(await count('SELECT COUNT(*) AS n FROM carts')).toBe(before + 60);

    // A visitor of that address who already has a cart keeps adding to it.
    const shopper = burst.find((r) => r.statusCode === 200);
    const cart = shopper?.cookies.find((c) => c.name === 'CART')?.value;
    const more = await server.app.inject({
      method: 'POST',
      url: `${ADD}?crumb=${crumb}`,
      remoteAddress: '10.9.0.3',
      headers: { cookie: `crumb=${crumb}; CART=${cart}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...MUG, quantity: 1 }),
    });
    expect(more.statusCode).toBe(200);
  });
});
