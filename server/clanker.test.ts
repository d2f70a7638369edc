import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { browser, suiteServer, testServer } from '../tests/helpers/test-server';

const server = suiteServer({ faults: true });

const EVENTS = '/api/v1/clanker/events';
const HOOK = '/api/__test/clanker-events';
const event = (name: string) => ({
  eventSchemaName: 'CommerceVisitorEvent',
  eventContent: { name, websiteId: 'demo-website', itemIds: ['a'], quantities: [1] },
});

describe('clanker visitor events', () => {
  it('accepts an event with 202 and no body; the test hook lists and clears them', async () => {
    const visitor = browser(server.app);
    await visitor.get('/api/commerce/shopping-cart');
    await server.app.inject({
      method: 'DELETE',
      url: `${HOOK}?crumb=${visitor.jar.get('crumb')}`,
      headers: { cookie: `crumb=${visitor.jar.get('crumb')}` },
    });
    const response = await visitor.send('POST', EVENTS, event('view_cart'));
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('');
    expect((await visitor.get(HOOK)).json()).toEqual({ events: [event('view_cart')] });
  });

  it('takes a beacon’s text/plain JSON too', async () => {
    const visitor = browser(server.app);
    await visitor.get('/api/commerce/shopping-cart');
    const crumb = visitor.jar.get('crumb');
    const response = await server.app.inject({
      method: 'POST',
      url: `${EVENTS}?crumb=${crumb}`,
      headers: { cookie: `crumb=${crumb}`, 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(event('remove_from_cart')),
    });
    expect(response.statusCode).toBe(202);
    const { events } = (await visitor.get(HOOK)).json();
    expect(events.at(-1)).toEqual(event('remove_from_cart'));
  });

  it('keeps the last 200', async () => {
    const visitor = browser(server.app);
    for (let i = 0; i < 205; i++) {
      await visitor.send('POST', EVENTS, { ...event('add_to_cart'), eventContent: { i } });
    }
    const { events } = (await visitor.get(HOOK)).json();
    expect(events).toHaveLength(200);
    expect(events.at(-1).eventContent).toEqual({ i: 204 });
    expect(events[0].eventContent).toEqual({ i: 5 });
  });

  it.each([
    ['no eventSchemaName', { eventContent: {} }, 'eventSchemaName'],
    ['an empty eventSchemaName', { eventSchemaName: '', eventContent: {} }, 'eventSchemaName'],
    ['a numeric eventSchemaName', { eventSchemaName: 3, eventContent: {} }, 'eventSchemaName'],
    ['no eventContent', { eventSchemaName: 'CommerceVisitorEvent' }, 'eventContent'],
    ['eventContent as text', { eventSchemaName: 'X', eventContent: '{}' }, 'eventContent'],
    ['eventContent as a list', { eventSchemaName: 'X', eventContent: [] }, 'eventContent'],
    ['an unknown field', { ...event('view_cart'), extra: 1 }, 'extra'],
  ])('refuses %s with a 400 naming the field', async (_case, body, field) => {
    const response = await browser(server.app).send('POST', EVENTS, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
  });

  it('refuses text that is not JSON, and a missing crumb', async () => {
    const visitor = browser(server.app);
    expect((await visitor.send('POST', EVENTS, '{"eventSchemaName":')).statusCode).toBe(400);
    expect(
      (await visitor.send('POST', EVENTS, event('view_cart'), { crumb: null })).statusCode,
    ).toBe(401);
  });

  it('stores a commerce event as its name, visitor and ids alone, however large its content', async () => {
    const visitor = browser(server.app);
    const content = {
      name: 'n'.repeat(1000),
      cartId: 'c'.repeat(1000),
      itemIds: Array.from({ length: 30 }, (_, i) => `${i}`.repeat(200)),
      census: `u-9|1700000000000|1700000000000|1700000000000|2`,
      junk: 'j'.repeat(50 * 1024),
    };
    const response = await visitor.send('POST', EVENTS, {
      eventSchemaName: 'CommerceVisitorEvent',
      eventContent: content,
    });
    expect(response.statusCode).toBe(202);
    const [row] = await server.sql(
      "SELECT * FROM visitor_events WHERE source = 'clanker' ORDER BY id DESC LIMIT 1",
    );
    const ids = JSON.parse(String(row?.item_ids)) as string[];
    expect({ ...row, item_ids: ids.length }).toMatchObject({
      name: 'n'.repeat(128),
      cart_id: 'c'.repeat(64),
      visitor: 'u-9',
      item_ids: 20,
    });
    expect(ids.every((id) => id.length === 64)).toBe(true);
    expect(Object.keys(row ?? {})).not.toContain('payload');
  });

  it('answers 202 to every event of a burst over the client’s allowance, storing only the allowance', async () => {
    const site = await testServer({ analyticsQuota: { clientRowsPerDay: 10 } });
    // One UTC day (only Date is faked), so the allowance is never renewed midway.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-05T12:00:00Z'));
    try {
      const visitor = browser(site.app);
      await visitor.get('/api/commerce/shopping-cart');
      const burst = await Promise.all(
        Array.from({ length: 100 }, (_, i) => visitor.send('POST', EVENTS, event(`step_${i}`))),
      );
      expect(new Set(burst.map((r) => r.statusCode))).toEqual(new Set([202]));
      const [stored] = await site.sql('SELECT COUNT(*) AS n FROM visitor_events');
      expect(Number(stored?.n)).toBe(10);
    } finally {
      vi.useRealTimers();
      await site.close();
    }
  });

  it('has no test hook without SQ_FAULTS', async () => {
    const plain = await testServer();
    try {
      expect((await plain.app.inject({ url: HOOK })).statusCode).toBe(404);
      const visitor = browser(plain.app);
      expect((await visitor.send('POST', EVENTS, event('view_cart'))).statusCode).toBe(202);
    } finally {
      await plain.close();
    }
  });
});

describe('/cart', () => {
  it('serves demo-pages/cart.html at /cart and /cart/, read at each request, and 404 without it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'sq-cart-page-'));
    const demo = join(root, 'demo-pages');
    await mkdir(demo);
    await cp('fixtures', join(root, 'fixtures'), { recursive: true });
    await cp('server/db/migrations', join(root, 'server/db/migrations'), { recursive: true });
    await mkdir(join(root, 'dist'));
    const site = await testServer({ root });
    try {
      const missing = await site.app.inject({ url: '/cart' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toContain('text/html');
      await writeFile(join(demo, 'cart.html'), '<!doctype html><title>Shopping Cart</title>');
      for (const url of ['/cart', '/cart/']) {
        const page = await site.app.inject({ url });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toContain('text/html');
        expect(page.body).toContain('<title>Shopping Cart</title>');
      }
    } finally {
      await site.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
