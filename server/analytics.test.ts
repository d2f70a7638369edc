import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsRequests, AnalyticsSummary } from '../src/contract/analytics';
import {
  ADD,
  browser,
  MUG,
  serverPerTest,
  suiteServer,
  type TestServer,
  testServer,
  withDatabase,
} from '../tests/helpers/test-server';
import { ANALYTICS_TABLES, createAnalyticsRepository } from './repositories/analytics';
import { sweepExpired } from './repositories/sweeper';

const OWNER = 'owner-session-analytics';
const server = suiteServer({ faults: true, merchantSession: OWNER });

const HIT = '/api/census/RecordHit';
const EVENT = '/api/events/RecordEvent';
const RECORDS = '/api/1/performance/records';
const ERRORS = '/api/events/RecordJavascriptErrors';
const CLANKER = '/api/v1/clanker/events';
const LOG = '/api/__test/analytics-requests';
const SUMMARY = '/api/merchant/analytics/summary';

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';
const BEACON = 'text/plain;charset=UTF-8';

const cvr = (uuid: string, visit: number) =>
  `${uuid}|1700000000000|1700000000000|1700000000000|${visit}`;

/** A POST with the crumb (cookie and query) unless `crumb: false`, and any other cookies. */
function post(
  url: string,
  payload: string,
  contentType: string,
  options: { crumb?: boolean; cookie?: string } = {},
) {
  const crumb = options.crumb ?? true;
  const cookies = [crumb ? 'crumb=c' : '', options.cookie ?? ''].filter(Boolean).join('; ');
  return server.app.inject({
    method: 'POST',
    url: crumb ? `${url}?crumb=c` : url,
    headers: { cookie: cookies, 'content-type': contentType },
    payload,
  });
}

const hitForm = (data: Record<string, unknown>, ssCvr?: string) =>
  new URLSearchParams({
    event: 'view',
    data: JSON.stringify(data),
    ...(ssCvr === undefined ? {} : { ss_cvr: ssCvr }),
  }).toString();

const hit = (path: string, ssCvr?: string, extra: Record<string, unknown> = {}) =>
  post(
    HIT,
    hitForm({ url: `https://shop.example${path}?utm_source=x`, title: 'T', ...extra }, ssCvr),
    FORM,
  );

const commerceEvent = (name: string, content: Record<string, unknown> = {}) =>
  post(
    CLANKER,
    JSON.stringify({
      eventSchemaName: 'CommerceVisitorEvent',
      eventContent: {
        name,
        cartId: 'cart-1',
        itemIds: ['a', 'b'],
        crumb: 'c',
        census: cvr('u-1', 1),
        ...content,
      },
    }),
    JSON_TYPE,
  );

const record = (
  metric: string,
  value: number,
  path: string,
  id: string,
  pageLoadId = 'load-1',
) => ({
  app: 'storefront-bundle',
  event: metric,
  pageLoadId,
  ts: 1_700_000_000_000,
  data: { value, rating: 'good', id, path },
});

const report = (message: string, source: string | null, stack = '') => ({
  event: 'error',
  timestamp: 1_700_000_000_000,
  data: { message, source, line: 1, column: 2, stack, path: '/shop' },
});

const summary = (query: string, authorization = `Bearer ${OWNER}`) =>
  server.app.inject({ url: `${SUMMARY}${query}`, headers: authorization ? { authorization } : {} });

/** Clears the analytics tables, so each test reads only its own rows. */
async function clearTables() {
  for (const table of [...ANALYTICS_TABLES, 'orders']) {
    await server.sql(`DELETE FROM ${table}`);
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('page views (RecordHit)', () => {
  beforeAll(clearTables);

  it('stores a form-encoded hit with its path, the visitor’s uuid and visit, and the item', async () => {
    const response = await hit('/shop/mug', cvr('visitor-1', 3), {
      itemId: 'item-9',
      recordType: 1,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await server.sql('SELECT path, visitor, visit, item_id FROM page_views');
    expect(rows.map((r) => ({ ...r }))).toEqual([
      { path: '/shop/mug', visitor: 'visitor-1', visit: 3, item_id: 'item-9' },
    ]);
  });

  it('stores a hit without a visitor cookie (no consent) with no visitor', async () => {
    await server.sql('DELETE FROM page_views');
    expect((await hit('/about', '')).statusCode).toBe(204);
    expect((await hit('/about')).statusCode).toBe(204);
    const rows = await server.sql('SELECT path, visitor, visit FROM page_views');
    expect(rows.map((r) => ({ ...r }))).toEqual([
      { path: '/about', visitor: null, visit: null },
      { path: '/about', visitor: null, visit: null },
    ]);
  });

  it.each([
    ['data that is not JSON', 'event=view&data=%7Bnope', 'data'],
    ['data without a url', hitForm({ title: 'x' }), 'data.url'],
    ['a url that is not text', hitForm({ url: 3 }), 'data.url'],
    [
      'an event other than view',
      hitForm({ url: '/' }).replace('event=view', 'event=click'),
      'event',
    ],
    ['a malformed visitor cookie', hitForm({ url: '/' }, 'abc|1|2'), 'ss_cvr'],
    ['a repeated field', `${hitForm({ url: '/' })}&event=view`, 'event'],
    ['an unknown field', `${hitForm({ url: '/' })}&extra=1`, 'extra'],
    ['no data', 'event=view', 'data'],
  ])('refuses %s with a 400 naming the field', async (_case, payload, field) => {
    const response = await post(HIT, payload, FORM);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('refuses data nested deeper than the JSON guard allows (400)', async () => {
    const deep = new URLSearchParams({ event: 'view', data: `${'['.repeat(40)}${']'.repeat(40)}` });
    const response = await post(HIT, deep.toString(), FORM);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/nested more than 32 levels/);
  });

  it('refuses a hit without the crumb (401) and one over 64 KB (413), storing neither', async () => {
    await server.sql('DELETE FROM page_views');
    expect((await post(HIT, hitForm({ url: '/' }), FORM, { crumb: false })).statusCode).toBe(401);
    const huge = `${hitForm({ url: '/' })}&pad=${'x'.repeat(70 * 1024)}`;
    expect((await post(HIT, huge, FORM)).statusCode).toBe(413);
    expect(await server.sql('SELECT * FROM page_views')).toEqual([]);
  });
});

describe('census hits', () => {
  it('answers button clicks, button renders and overlays with 204', async () => {
    const button = JSON.stringify({ visitorCookie: cvr('v', 1), buttonId: 'b1', path: '/shop' });
    expect((await post('/api/census/button-click', button, JSON_TYPE)).statusCode).toBe(204);
    expect((await post('/api/census/button-render', button, JSON_TYPE)).statusCode).toBe(204);
    const overlay = JSON.stringify({ overlayId: 'o1', pageId: 'p1', visitorCookie: '' });
    expect((await post('/api/census/overlay', overlay, JSON_TYPE)).statusCode).toBe(204);
  });

  it('refuses a button hit without its visitor cookie, and an overlay with an unknown field', async () => {
    const noCookie = await post('/api/census/button-click', '{"buttonId":"b"}', JSON_TYPE);
    expect(noCookie.statusCode).toBe(400);
    expect(Object.keys(noCookie.json().errors)).toContain('visitorCookie');
    const extra = JSON.stringify({ overlayId: 'o', pageId: 'p', visitorCookie: '', x: 1 });
    expect(
      Object.keys((await post('/api/census/overlay', extra, JSON_TYPE)).json().errors),
    ).toContain('x');
    expect((await post('/api/census/overlay', '{}', JSON_TYPE, { crumb: false })).statusCode).toBe(
      401,
    );
  });
});

describe('events (RecordEvent and clanker)', () => {
  beforeAll(clearTables);

  it('stores a form-encoded RecordEvent with the visitor of its cookie and the payload’s ids, not the payload', async () => {
    const form = new URLSearchParams({
      crumb: 'c',
      event: 'recordEvent',
      data: JSON.stringify({
        eventName: 'newsletter_signup',
        payload: { cartId: 'k1', itemIds: ['i1'], list: 'x' },
      }),
    });
    const response = await post(EVENT, form.toString(), FORM, {
      cookie: `ss_cvr=${encodeURIComponent(cvr('v-7', 2))}`,
    });
    expect(response.statusCode).toBe(204);
    const rows = await server.sql(
      "SELECT source, name, visitor, cart_id, item_ids FROM visitor_events WHERE source = 'record-event'",
    );
    expect(rows.map((r) => ({ ...r }))).toEqual([
      {
        source: 'record-event',
        name: 'newsletter_signup',
        visitor: 'v-7',
        cart_id: 'k1',
        item_ids: '["i1"]',
      },
    ]);
  });

  it.each([
    ['data without an eventName', { payload: {} }, 'data.eventName'],
    ['a payload that is a list', { eventName: 'x', payload: [] }, 'data.payload'],
    ['an unknown key in data', { eventName: 'x', other: 1 }, 'data.other'],
  ])('refuses a RecordEvent with %s (400)', async (_case, data, field) => {
    const form = new URLSearchParams({ event: 'e', data: JSON.stringify(data) });
    const response = await post(EVENT, form.toString(), FORM);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('refuses a RecordEvent without the crumb (401)', async () => {
    const form = new URLSearchParams({ event: 'e', data: '{"eventName":"x"}' });
    expect((await post(EVENT, form.toString(), FORM, { crumb: false })).statusCode).toBe(401);
  });

  it('stores named commerce visitor events’ names, visitors and ids, and no other events', async () => {
    await server.sql("DELETE FROM visitor_events WHERE source = 'clanker'");
    expect((await commerceEvent('add_to_cart')).statusCode).toBe(202);
    const beacon = JSON.stringify({
      eventSchemaName: 'CommerceVisitorEvent',
      eventContent: { name: 'view_cart', cartId: 'cart-2', census: '' },
    });
    expect((await post(CLANKER, beacon, BEACON)).statusCode).toBe(202);
    const other = JSON.stringify({ eventSchemaName: 'Other', eventContent: { name: 'x' } });
    expect((await post(CLANKER, other, JSON_TYPE)).statusCode).toBe(202);
    const nameless = JSON.stringify({
      eventSchemaName: 'CommerceVisitorEvent',
      eventContent: { i: 1 },
    });
    expect((await post(CLANKER, nameless, JSON_TYPE)).statusCode).toBe(202);
    const rows = await server.sql(
      "SELECT name, visitor, cart_id, item_ids FROM visitor_events WHERE source = 'clanker' ORDER BY id",
    );
    expect(rows.map((r) => ({ ...r }))).toEqual([
      { name: 'add_to_cart', visitor: 'u-1', cart_id: 'cart-1', item_ids: '["a","b"]' },
      { name: 'view_cart', visitor: null, cart_id: 'cart-2', item_ids: '[]' },
    ]);
  });
});

describe('performance records', () => {
  beforeAll(clearTables);

  it('gives each page load a fresh id, never cached', async () => {
    const first = await server.app.inject({ url: '/api/1/performance/settings' });
    const second = await server.app.inject({ url: '/api/1/performance/settings' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json().pageLoadId).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(first.json().pageLoadId).not.toBe(second.json().pageLoadId);
  });

  it('stores a JSON batch and a beacon’s text batch under each record’s path; a re-sent one replaces', async () => {
    const json = JSON.stringify([
      record('LCP', 1234.5, 'https://shop.example/shop?x=1', 'l1'),
      record('CLS', 0.05, '/shop', 'c1'),
    ]);
    expect((await post(RECORDS, json, JSON_TYPE)).statusCode).toBe(204);
    const again = JSON.stringify([record('CLS', 0.12, '/shop', 'c1')]);
    expect((await post(RECORDS, again, BEACON)).statusCode).toBe(204);
    const rows = await server.sql(
      'SELECT path, metric, value, page_load_id FROM vital_samples ORDER BY metric',
    );
    expect(rows.map((r) => ({ ...r }))).toEqual([
      { path: '/shop', metric: 'CLS', value: 0.12, page_load_id: 'load-1' },
      { path: '/shop', metric: 'LCP', value: 1234.5, page_load_id: 'load-1' },
    ]);
  });

  it.each([
    ['an unknown metric', [record('FID', 1, '/', 'x')], '0.event'],
    ['a negative value', [record('LCP', -1, '/', 'x')], '0.data.value'],
    [
      'a rating that is not one of the three',
      [{ ...record('LCP', 1, '/', 'x'), data: { value: 1, rating: 'ok', id: 'x', path: '/' } }],
      '0.data.rating',
    ],
    [
      'a record without its page load',
      [{ ...record('LCP', 1, '/', 'x'), pageLoadId: undefined }],
      'pageLoadId',
    ],
    ['an object instead of a list', record('LCP', 1, '/', 'x'), 'body'],
  ])('refuses %s with a 400', async (_case, body, field) => {
    const response = await post(RECORDS, JSON.stringify(body), JSON_TYPE);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('refuses text that is not JSON or nests too deep (400)', async () => {
    expect((await post(RECORDS, '[{"app":', BEACON)).statusCode).toBe(400);
    expect((await post(RECORDS, `${'['.repeat(40)}${']'.repeat(40)}`, BEACON)).statusCode).toBe(
      400,
    );
  });

  it('refuses more than 100 records or 64 KB whole (413), and without the crumb (401)', async () => {
    await server.sql('DELETE FROM vital_samples');
    const many = Array.from({ length: 101 }, (_, i) => record('LCP', i, '/', `r${i}`));
    expect((await post(RECORDS, JSON.stringify(many), JSON_TYPE)).statusCode).toBe(413);
    expect((await post(RECORDS, JSON.stringify(many), BEACON)).statusCode).toBe(413);
    const big = [{ ...record('LCP', 1, '/', 'x'), app: 'a'.repeat(70 * 1024) }];
    expect((await post(RECORDS, JSON.stringify(big), JSON_TYPE)).statusCode).toBe(413);
    const one = JSON.stringify([record('LCP', 1, '/', 'x')]);
    expect((await post(RECORDS, one, JSON_TYPE, { crumb: false })).statusCode).toBe(401);
    expect(await server.sql('SELECT * FROM vital_samples')).toEqual([]);
    // 100 is fine.
    expect((await post(RECORDS, JSON.stringify(many.slice(1)), JSON_TYPE)).statusCode).toBe(204);
  });
});

describe('JavaScript errors', () => {
  beforeAll(clearTables);

  it('counts a batch per message and source, keeping the latest stack (JSON and text)', async () => {
    const batch = [
      report('boom', '/a.js', 'stack 1'),
      report('boom', '/a.js'),
      report('oops', null),
    ];
    expect((await post(ERRORS, JSON.stringify(batch), JSON_TYPE)).statusCode).toBe(204);
    const later = [{ ...report('boom', '/a.js', 'stack 2'), event: 'unhandledrejection' }];
    expect((await post(ERRORS, JSON.stringify(later), BEACON)).statusCode).toBe(204);
    const rows = await server.sql(
      'SELECT message, source, count, sample_stack FROM js_errors ORDER BY message',
    );
    expect(rows.map((r) => ({ ...r }))).toEqual([
      { message: 'boom', source: '/a.js', count: 3, sample_stack: 'stack 2' },
      { message: 'oops', source: '', count: 1, sample_stack: '' },
    ]);
  });

  it('groups one error as Chromium and as Firefox report it, stack shapes apart, counting 2', async () => {
    const chromium = report(
      'Uncaught Error: one engine-neutral group',
      'https://shop.example/app.js',
      'Error: one engine-neutral group\n    at f (https://shop.example/app.js:3:7)',
    );
    const firefox = report(
      'Error: one engine-neutral group',
      'https://shop.example/app.js',
      'f@https://shop.example/app.js:3:7\n',
    );
    expect((await post(ERRORS, JSON.stringify([chromium]), JSON_TYPE)).statusCode).toBe(204);
    expect((await post(ERRORS, JSON.stringify([firefox]), BEACON)).statusCode).toBe(204);
    const body = (await summary('')).json() as AnalyticsSummary;
    const groups = body.errors.filter((e) => e.message.endsWith('one engine-neutral group'));
    expect(groups).toEqual([
      expect.objectContaining({
        message: 'Error: one engine-neutral group',
        source: 'https://shop.example/app.js',
        count: 2,
        sampleStack: 'f@https://shop.example/app.js:3:7\n',
      }),
    ]);
  });

  it.each([
    ['an unknown event', [{ ...report('x', null), event: 'warning' }], '0.event'],
    ['a stack over 5000 characters', [report('x', null, 's'.repeat(5001))], '0.data.stack'],
    ['a report without a message', [{ ...report('x', null), data: { path: '/' } }], 'message'],
  ])('refuses %s with a 400', async (_case, body, field) => {
    const response = await post(ERRORS, JSON.stringify(body), JSON_TYPE);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('refuses more than 20 reports (413) and a batch without the crumb (401)', async () => {
    const many = Array.from({ length: 21 }, (_, i) => report(`e${i}`, null));
    const response = await post(ERRORS, JSON.stringify(many), JSON_TYPE);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('A batch may hold at most 20 error reports.');
    expect((await post(ERRORS, JSON.stringify(many.slice(1)), JSON_TYPE)).statusCode).toBe(204);
    expect((await post(ERRORS, '[]', JSON_TYPE, { crumb: false })).statusCode).toBe(401);
  });
});

describe('checkouts', () => {
  beforeAll(clearTables);

  it('records a checkout page served for a cart with items, not for an empty or unknown cart', async () => {
    const shopper = browser(server.app);
    const added = await shopper.send('POST', ADD, { ...MUG, quantity: 1 });
    const cartId = added.json().shoppingCart.id as string;
    expect((await shopper.get(`/checkout?cartToken=${cartId}`)).statusCode).toBe(200);
    expect((await shopper.get('/checkout?cartToken=nope')).statusCode).toBe(404);
    const rows = await server.sql('SELECT cart_id, subscription FROM checkouts');
    expect(rows.map((r) => ({ ...r }))).toEqual([{ cart_id: cartId, subscription: 0 }]);
  });
});

describe('the raw request log (test hook)', () => {
  const startLogged = serverPerTest();

  it('lists analytics requests as received, newest last, refused ones too; DELETE clears', async () => {
    const clear = () =>
      server.app.inject({
        method: 'DELETE',
        url: `${LOG}?crumb=c`,
        headers: { cookie: 'crumb=c' },
      });
    expect((await clear()).statusCode).toBe(204);
    const form = hitForm({ url: '/a' }, '');
    await post(HIT, form, FORM);
    await post(RECORDS, '[{"bad":1}]', BEACON);
    await server.app.inject({ url: '/api/1/performance/settings?x=1' });
    const { requests } = (await server.app.inject({ url: LOG })).json();
    expect(requests).toEqual([
      { method: 'POST', path: HIT, contentType: FORM, body: form },
      { method: 'POST', path: RECORDS, contentType: BEACON, body: '[{"bad":1}]' },
      { method: 'GET', path: '/api/1/performance/settings', contentType: '', body: '' },
    ]);
    await clear();
    expect((await server.app.inject({ url: LOG })).json()).toEqual({ requests: [] });
  });

  it('keeps the last 500 of each matched route, so quick views of 600 items are one route', async () => {
    const { app } = await startLogged({ faults: true, rateLimitMax: 10_000 });
    const logged = (url: string, payload: string, contentType: string) =>
      app.inject({
        method: 'POST',
        url: `${url}?crumb=c`,
        headers: { cookie: 'crumb=c', 'content-type': contentType },
        payload,
      });
    const error = JSON.stringify([report('kept', null)]);
    expect((await logged(ERRORS, error, JSON_TYPE)).statusCode).toBe(204);
    const views = await Promise.all(
      Array.from({ length: 600 }, (_, i) =>
        logged(`/api/census/RecordQuickView/item-${i}`, '{}', JSON_TYPE),
      ),
    );
    expect(new Set(views.map((r) => r.statusCode))).toEqual(new Set([204]));
    const { requests } = (await app.inject({ url: LOG })).json() as AnalyticsRequests;
    expect(requests).toHaveLength(501);
    expect(requests[0]).toEqual({
      method: 'POST',
      path: ERRORS,
      contentType: JSON_TYPE,
      body: error,
    });
    expect(requests.slice(1).every((r) => r.path.startsWith('/api/census/RecordQuickView/'))).toBe(
      true,
    );
  });

  it('is not there without SQ_FAULTS, and the calls still work', async () => {
    const plain = await testServer();
    try {
      expect((await plain.app.inject({ url: LOG })).statusCode).toBe(404);
      const response = await plain.app.inject({
        method: 'POST',
        url: `${HIT}?crumb=c`,
        headers: { cookie: 'crumb=c', 'content-type': FORM },
        payload: hitForm({ url: '/a' }),
      });
      expect(response.statusCode).toBe(204);
      const huge = await plain.app.inject({
        method: 'POST',
        url: `${RECORDS}?crumb=c`,
        headers: { cookie: 'crumb=c', 'content-type': BEACON },
        payload: `["${'x'.repeat(70 * 1024)}"]`,
      });
      expect(huge.statusCode).toBe(413);
    } finally {
      await plain.close();
    }
  });
});

describe('the summary', () => {
  /** Runs `work` with the server's clock at a UTC time (only Date is faked). */
  async function at<T>(iso: string, work: () => Promise<T>): Promise<T> {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
    try {
      return await work();
    } finally {
      vi.useRealTimers();
    }
  }
  const times = {
    day1: Date.parse('2025-03-01T10:00:00Z'),
    day3: Date.parse('2025-03-03T18:30:00Z'),
  };

  beforeAll(async () => {
    await clearTables();
    // Outside the range on both sides: never counted.
    await at('2025-02-28T23:59:59Z', async () => {
      await hit('/', cvr('C', 1));
      await commerceEvent('visit_product_page');
      await post(ERRORS, JSON.stringify([report('old', '/o.js')]), JSON_TYPE);
    });
    await at('2025-03-04T00:00:00Z', () => hit('/', cvr('C', 2)));
    await at('2025-03-01T10:00:00Z', async () => {
      await hit('/', cvr('A', 1));
      await hit('/shop/mug', cvr('A', 1));
      await hit('/', cvr('B', 3));
      for (let i = 0; i < 4; i++) await commerceEvent('visit_product_page');
      await commerceEvent('add_to_cart');
      await commerceEvent('remove_from_cart');
      // A recordEvent of the same name is not a funnel step.
      const form = new URLSearchParams({ event: 'e', data: '{"eventName":"add_to_cart"}' });
      await post(EVENT, form.toString(), FORM);
      const lcp = [1000, 3000, 2000, 5000].map((v, i) => record('LCP', v, '/shop/mug', `l${i}`));
      const cls = [0.05, 0.3, 0.3, 0.02, 0.01].map((v, i) =>
        record('CLS', v, '/shop/mug', `c${i}`),
      );
      await post(RECORDS, JSON.stringify([...lcp, ...cls]), JSON_TYPE);
      await post(
        RECORDS,
        JSON.stringify([
          record('LCP', 1200, '/', 'a'),
          record('INP', 200, '/', 'b'),
          record('TTFB', 1800, '/', 'c'),
          record('FCP', 3001, '/', 'd'),
        ]),
        JSON_TYPE,
      );
      await post(
        ERRORS,
        JSON.stringify([report('boom', '/a.js', 'first'), report('boom', '/a.js')]),
        JSON_TYPE,
      );
    });
    await at('2025-03-02T12:00:00Z', async () => {
      await post(ERRORS, JSON.stringify([report('oops', null)]), JSON_TYPE);
    });
    await at('2025-03-03T18:30:00Z', async () => {
      await hit('/', cvr('A', 2));
      await hit('/shop/mug', cvr('A', 2));
      await hit('/', '');
      await commerceEvent('add_to_cart');
      await commerceEvent('view_cart');
      await commerceEvent('view_cart');
      const shopper = browser(server.app);
      const cartId = (await shopper.send('POST', ADD, { ...MUG, quantity: 1 })).json().shoppingCart
        .id;
      // Served twice, one cart: one checkout.
      await shopper.get(`/checkout?cartToken=${cartId}`);
      await shopper.get(`/checkout?cartToken=${cartId}`);
      expect(
        (await shopper.send('POST', '/api/commerce/orders', { cartToken: cartId })).statusCode,
      ).toBe(200);
      await post(ERRORS, JSON.stringify([report('boom', '/a.js', 'latest')]), JSON_TYPE);
    });
  });

  it('answers the range’s numbers, day by day with zeros, funnel, p75 ratings and grouped errors', async () => {
    const response = await summary('?from=2025-03-01&to=2025-03-03');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json() as AnalyticsSummary;
    expect(body.range).toEqual({ from: '2025-03-01', to: '2025-03-03' });
    // Views 3 + 3; visits (A,1) (B,3) (A,2); visitors A and B; A is new (visit 1 in range).
    expect(body.totals).toEqual({
      pageViews: 6,
      visits: 3,
      visitors: 2,
      newVisitors: 1,
      returningVisitors: 1,
    });
    expect(body.daily).toEqual([
      { date: '2025-03-01', pageViews: 3, visits: 2, visitors: 2 },
      { date: '2025-03-02', pageViews: 0, visits: 0, visitors: 0 },
      { date: '2025-03-03', pageViews: 3, visits: 1, visitors: 1 },
    ]);
    expect(body.topPages).toEqual([
      { path: '/', pageViews: 4, visitors: 2 },
      { path: '/shop/mug', pageViews: 2, visitors: 1 },
    ]);
    expect(body.funnel).toEqual([
      { step: 'product-views', count: 4, rate: null },
      { step: 'adds-to-cart', count: 2, rate: 0.5 },
      { step: 'cart-views', count: 2, rate: 1 },
      { step: 'checkouts', count: 1, rate: 0.5 },
      { step: 'orders', count: 1, rate: 1 },
    ]);
    // Nearest rank: the ⌈0.75·n⌉-th smallest; thresholds inclusive of `good` and of `poor`.
    expect(body.webVitals).toEqual([
      { path: '/', metric: 'LCP', p75: 1200, samples: 1, rating: 'good' },
      { path: '/', metric: 'INP', p75: 200, samples: 1, rating: 'good' },
      { path: '/', metric: 'FCP', p75: 3001, samples: 1, rating: 'poor' },
      { path: '/', metric: 'TTFB', p75: 1800, samples: 1, rating: 'needs-improvement' },
      { path: '/shop/mug', metric: 'LCP', p75: 3000, samples: 4, rating: 'needs-improvement' },
      { path: '/shop/mug', metric: 'CLS', p75: 0.3, samples: 5, rating: 'poor' },
    ]);
    expect(body.errors).toEqual([
      {
        message: 'boom',
        source: '/a.js',
        count: 3,
        firstSeen: times.day1,
        lastSeen: times.day3,
        sampleStack: 'latest',
      },
      {
        message: 'oops',
        source: '',
        count: 1,
        firstSeen: Date.parse('2025-03-02T12:00:00Z'),
        lastSeen: Date.parse('2025-03-02T12:00:00Z'),
        sampleStack: '',
      },
    ]);
  });

  it('answers one day as it would any range: its views, visits, new and returning visitors', async () => {
    const body = (await summary('?from=2025-03-01&to=2025-03-01')).json() as AnalyticsSummary;
    // Views (A,1) (A,1) (B,3): A is new, B returning.
    expect(body.totals).toEqual({
      pageViews: 3,
      visits: 2,
      visitors: 2,
      newVisitors: 1,
      returningVisitors: 1,
    });
    expect(body.topPages).toEqual([
      { path: '/', pageViews: 2, visitors: 2 },
      { path: '/shop/mug', pageViews: 1, visitors: 1 },
    ]);
    expect(body.dropped).toBe(0);
  });

  it('gives null rates after a step of 0, and zeros for a range without data', async () => {
    const body = (await summary('?from=2025-03-02&to=2025-03-02')).json() as AnalyticsSummary;
    expect(body.totals).toEqual({
      pageViews: 0,
      visits: 0,
      visitors: 0,
      newVisitors: 0,
      returningVisitors: 0,
    });
    expect(body.daily).toEqual([{ date: '2025-03-02', pageViews: 0, visits: 0, visitors: 0 }]);
    expect(body.funnel.map((s) => [s.count, s.rate])).toEqual([
      [0, null],
      [0, null],
      [0, null],
      [0, null],
      [0, null],
    ]);
    expect(body.topPages).toEqual([]);
    expect(body.webVitals).toEqual([]);
    expect(body.errors.map((e) => [e.message, e.count])).toEqual([['oops', 1]]);
  });

  it('defaults to the 30 days up to today (UTC)', async () => {
    const body = await at('2025-03-03T23:00:00Z', async () => (await summary('')).json());
    expect(body.range).toEqual({ from: '2025-02-02', to: '2025-03-03' });
    expect(body.daily).toHaveLength(30);
    expect(body.totals.pageViews).toBe(7);
    const onlyTo = (await summary('?to=2025-03-01')).json();
    expect(onlyTo.range).toEqual({ from: '2025-01-31', to: '2025-03-01' });
  });

  it.each([
    ['from after to', '?from=2025-03-04&to=2025-03-03', 'from'],
    ['more than 366 days', '?from=2024-01-01&to=2025-01-01', 'from'],
    ['a day that is not in the calendar', '?from=2025-02-30&to=2025-03-03', 'from'],
    ['a day in another format', '?from=03/01/2025', 'from'],
    ['a repeated parameter', '?to=2025-03-03&to=2025-03-04', 'to'],
  ])('refuses %s with a 400 naming the field', async (_case, query, field) => {
    const response = await summary(query);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('takes exactly 366 days', async () => {
    const response = await summary('?from=2024-01-01&to=2024-12-31');
    expect(response.statusCode).toBe(200);
    expect(response.json().daily).toHaveLength(366);
  });

  it('refuses without the merchant session or with a wrong one (401)', async () => {
    expect((await summary('', '')).statusCode).toBe(401);
    expect((await summary('', 'Bearer not-the-owner-secret')).statusCode).toBe(401);
  });
});

type TestApp = TestServer['app'];
type TestSql = TestServer['sql'];

// Bursts of hundreds of calls: generous timeouts, so a busy machine is slow, never red.
describe('anonymous analytics under attack', { timeout: 60_000 }, () => {
  const start = serverPerTest();
  /** Every test runs on one fixed UTC day (only Date is faked), never across a midnight. */
  const DAY = '2025-05-05';
  const today = () => DAY;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${DAY}T12:00:00Z`));
  });

  /** A POST with the crumb from the client address `ip`. */
  const send = (
    app: TestApp,
    url: string,
    payload: string,
    contentType: string,
    ip = '203.0.113.1',
  ) =>
    app.inject({
      method: 'POST',
      url: `${url}?crumb=c`,
      remoteAddress: ip,
      headers: { cookie: 'crumb=c', 'content-type': contentType },
      payload,
    });
  const storeBytes = async (sql: TestSql) =>
    Number(
      (
        await sql(
          'SELECT page_count * page_size AS bytes FROM pragma_page_count(), pragma_page_size()',
        )
      )[0]?.bytes,
    );
  const count = async (sql: TestSql, table: string) =>
    Number((await sql(`SELECT COUNT(*) AS n FROM ${table}`))[0]?.n);
  const todaysSummary = async (app: TestApp) =>
    (
      await app.inject({
        url: `${SUMMARY}?from=${today()}&to=${today()}`,
        headers: { authorization: `Bearer ${OWNER}` },
      })
    ).json() as AnalyticsSummary;
  const statuses = (responses: { statusCode: number }[]) => [
    ...new Set(responses.map((r) => r.statusCode)),
  ];

  it('150 anonymous 60 KB analytics calls from one client, sent at once, grow the store by under 3 MB', async () => {
    const { app, sql } = await start({ merchantSession: OWNER });
    const before = await storeBytes(sql);
    const long = (n: number, i: number) => `${i}-${'x'.repeat(n)}`.slice(0, n);
    const clanker = (i: number) =>
      JSON.stringify({
        eventSchemaName: 'CommerceVisitorEvent',
        eventContent: {
          name: long(2000, i),
          cartId: long(2000, i),
          pageId: long(2000, i),
          itemIds: Array.from({ length: 40 }, (_, n) => long(300, n)),
          junk: 'j'.repeat(42 * 1024),
        },
      });
    const errors = (i: number) =>
      JSON.stringify(
        Array.from({ length: 5 }, (_, n) =>
          report(long(5000, i * 10 + n), `/${long(2000, n)}.js`, 's'.repeat(5000)),
        ),
      );
    const records = (i: number) =>
      JSON.stringify(
        Array.from({ length: 27 }, (_, n) =>
          record('LCP', n, `/${long(2000, i * 100 + n)}`, `${n}`, `load-${i}`),
        ),
      );
    const calls = Array.from({ length: 150 }, (_, i) => {
      const [url, body] =
        i % 3 === 0
          ? [CLANKER, clanker(i)]
          : i % 3 === 1
            ? [ERRORS, errors(i)]
            : [RECORDS, records(i)];
      expect(body.length).toBeGreaterThan(55 * 1024);
      expect(body.length).toBeLessThan(64 * 1024);
      return send(app, url, body, JSON_TYPE);
    });
    const responses = await Promise.all(calls);
    expect(statuses(responses).sort()).toEqual([202, 204]);
    const growth = (await storeBytes(sql)) - before;
    expect(growth).toBeLessThan(3 * 1024 * 1024);
    // What was stored is cut to what the dashboard reads.
    const [longest] = await sql(
      `SELECT MAX(LENGTH(name)) AS name, MAX(LENGTH(cart_id)) AS cart, MAX(LENGTH(item_ids)) AS items
       FROM visitor_events`,
    );
    expect({ ...longest }).toEqual({ name: 128, cart: 64, items: 20 * 67 + 1 });
    const [error] = await sql(
      'SELECT MAX(LENGTH(message)) AS m, MAX(LENGTH(source)) AS s, MAX(LENGTH(sample_stack)) AS st FROM js_errors',
    );
    expect({ ...error }).toEqual({ m: 500, s: 500, st: 4000 });
    // The client's 20 new error groups, and its 1,000 records in all.
    expect(await count(sql, 'js_errors')).toBe(20);
    const stored =
      (await count(sql, 'visitor_events')) +
      (await count(sql, 'vital_samples')) +
      Number((await sql('SELECT SUM(count) AS n FROM js_errors'))[0]?.n);
    expect(stored).toBe(1000);
    const sent = 50 + 50 * 5 + 50 * 27;
    expect((await todaysSummary(app)).dropped).toBe(sent - stored);
  });

  it('answers a client over its allowance 204 as before, storing none of the excess and counting it', async () => {
    const { app, sql } = await start({
      merchantSession: OWNER,
      analyticsQuota: { clientRowsPerDay: 5 },
    });
    const hits = Array.from({ length: 20 }, (_, i) =>
      send(app, HIT, hitForm({ url: `/p${i}` }, cvr(`v${i}`, 1)), FORM),
    );
    // Another address of the same IPv6 /64 is the same client; another /64 is another client.
    hits.push(send(app, HIT, hitForm({ url: '/six' }), FORM, '2001:db8:1:2::1'));
    hits.push(send(app, HIT, hitForm({ url: '/six' }), FORM, '2001:db8:1:2::ffff'));
    hits.push(send(app, HIT, hitForm({ url: '/other' }), FORM, '2001:db8:1:3::1'));
    expect(statuses(await Promise.all(hits))).toEqual([204]);
    expect(await count(sql, 'page_views')).toBe(5 + 2 + 1);
    const summary = await todaysSummary(app);
    expect(summary.dropped).toBe(15);
    expect(summary.totals.pageViews).toBe(8);
  });

  it('stores at most the day’s total from a burst of many clients', async () => {
    const { app, sql } = await start({
      merchantSession: OWNER,
      analyticsQuota: { rowsPerDay: 30 },
    });
    const burst = Array.from({ length: 100 }, (_, i) =>
      send(app, HIT, hitForm({ url: '/' }), FORM, `198.51.100.${i + 1}`),
    );
    expect(statuses(await Promise.all(burst))).toEqual([204]);
    expect(await count(sql, 'page_views')).toBe(30);
    expect((await todaysSummary(app)).dropped).toBe(70);
  });

  it('answers the calls that store 503 with Retry-After while the disk has less free than the threshold', async () => {
    const { app, sql } = await start({ analyticsMinFreeDiskBytes: Number.MAX_SAFE_INTEGER });
    const refused = await Promise.all([
      send(app, HIT, hitForm({ url: '/' }), FORM),
      send(app, ERRORS, JSON.stringify([report('x', null)]), JSON_TYPE),
      send(app, RECORDS, JSON.stringify([record('LCP', 1, '/', 'l')]), JSON_TYPE),
      send(
        app,
        CLANKER,
        '{"eventSchemaName":"CommerceVisitorEvent","eventContent":{"name":"a"}}',
        JSON_TYPE,
      ),
      send(
        app,
        EVENT,
        new URLSearchParams({ event: 'e', data: '{"eventName":"x"}' }).toString(),
        FORM,
      ),
    ]);
    for (const response of refused) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        message: 'The store cannot save changes right now. Please try again in a moment.',
      });
    }
    for (const table of ['page_views', 'js_errors', 'vital_samples', 'visitor_events']) {
      expect(await count(sql, table)).toBe(0);
    }
    // Calls that store nothing are answered as ever.
    expect((await app.inject({ url: '/api/1/performance/settings' })).statusCode).toBe(200);
    const button = JSON.stringify({ visitorCookie: '', buttonId: 'b' });
    expect((await send(app, '/api/census/button-click', button, JSON_TYPE)).statusCode).toBe(204);
  });

  it('keeps the errors seen most on the list after a client sends 3 batches of 20 fresh errors, and 3 more clients 20 each', async () => {
    const { app, sql } = await start({ merchantSession: OWNER });
    const real = ['cart is undefined', 'price is NaN', 'checkout failed'];
    // Each real error is seen 8 times, by 8 visitors.
    await Promise.all(
      Array.from({ length: 8 }, (_, v) =>
        send(
          app,
          ERRORS,
          JSON.stringify(real.map((m) => report(m, '/theme.js'))),
          JSON_TYPE,
          `192.0.2.${v + 1}`,
        ),
      ),
    );
    const fresh = (client: number, batch: number) =>
      JSON.stringify(
        Array.from({ length: 20 }, (_, i) => report(`junk ${client}-${batch}-${i}`, '/x.js')),
      );
    const oneClient = await Promise.all(
      [0, 1, 2].map((batch) => send(app, ERRORS, fresh(0, batch), JSON_TYPE)),
    );
    expect(statuses(oneClient)).toEqual([204]);
    // The client's 20 new groups are stored, the other 40 reports dropped.
    expect(await count(sql, "js_errors WHERE message LIKE 'junk 0-%'")).toBe(20);
    // Three more clients start 20 groups each: 80 fresh groups, all seen after the real ones.
    await Promise.all(
      [1, 2, 3].map((c) => send(app, ERRORS, fresh(c, 0), JSON_TYPE, `203.0.113.${100 + c}`)),
    );
    const summary = await todaysSummary(app);
    expect(summary.dropped).toBe(40);
    expect(summary.errors).toHaveLength(50);
    expect(
      summary.errors.filter((e) => real.includes(e.message)).map((e) => [e.message, e.count]),
    ).toEqual(real.map((m) => [m, 8]).sort((a, b) => String(a[0]).localeCompare(String(b[0]))));
    // Listed the most recently seen first.
    const seen = summary.errors.map((e) => e.lastSeen);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });
});

describe('retention', () => {
  it('sweeps analytics rows and their rollups older than 400 days and keeps the rest', async () => {
    await withDatabase(async (db) => {
      const analytics = createAnalyticsRepository(db);
      const now = Date.parse('2025-06-01T12:00:00Z');
      const old = now - 401 * 24 * 60 * 60 * 1000;
      const kept = now - 399 * 24 * 60 * 60 * 1000;
      for (const when of [old, kept]) {
        const at = { now: when };
        await analytics.pageView(
          { path: '/', visitor: 'v', visit: 1, itemId: null, collectionId: null },
          at,
        );
        await analytics.visitorEvent(
          {
            source: 'clanker',
            name: 'view_cart',
            visitor: null,
            cartId: null,
            pageId: null,
            itemIds: [],
          },
          at,
        );
        await analytics.checkout('c', false, when);
        await analytics.vitals(
          [{ path: '/', metric: 'LCP', value: 1, pageLoadId: `p${when}`, vitalId: 'x' }],
          at,
        );
        await analytics.errors([{ message: 'm', source: 's', stack: '' }], at);
      }
      const swept = await sweepExpired(db, now);
      expect(swept.analytics).toBe(ANALYTICS_TABLES.length);
      for (const table of ANALYTICS_TABLES) {
        const { rows } = await db.client.execute(`SELECT COUNT(*) AS n FROM ${table}`);
        expect([table, Number(rows[0]?.n)]).toEqual([table, 1]);
      }
    });
  });
});
