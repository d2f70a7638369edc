import { describe, expect, it } from 'vitest';
import { ownerClient, suiteServer } from '../tests/helpers/test-server';
import { EXPORT_BATCH } from './repositories/restock';

/**
 * What the owner's back-in-stock page reads beyond the groups and signups: each group's variant
 * options and oldest signup, the notices sent (each variant's send, with its time and count,
 * newest first, paged), and every signup as CSV.
 */

const server = suiteServer({ merchantSession: 'owner-session-0002' });
const SCARF = '5f1a00000000000000000005';
const TOTE = '5f1a00000000000000000003';
const BASE = '/api/site-users/account/notifications/restock';

const { get, post, allPages } = ownerClient(server, 'owner-session-0002');

const signUp = (id: string, productId: string, variantId: string, email: string, created: number) =>
  server.sql(
    'INSERT INTO restock_signups (id, product_id, variant_id, email, is_join_mailing_list, created) VALUES (?, ?, ?, ?, 1, ?)',
    [id, productId, variantId, email, created],
  );

describe('the owner’s back-in-stock lists', () => {
  it('name each waiting group’s variant by its options, with its count and oldest signup', async () => {
    await signUp('t1', TOTE, 'SQ-TOTE-L-NAT', 'ada@example.com', 1_700_000_000_000);
    await signUp('t2', TOTE, 'SQ-TOTE-L-NAT', 'bea@example.com', 1_700_000_500_000);
    await signUp('s1', SCARF, 'SQ-SCARF-01', 'cy@example.com', 1_700_000_900_000);
    const body = (await get(`${BASE}/groups`)).json();
    expect(body.signUpGroups).toEqual([
      {
        productId: TOTE,
        variantId: 'SQ-TOTE-L-NAT',
        productTitle: 'Canvas Tote',
        variantAttributes: { Size: 'L', Color: 'Natural' },
        signUpCount: 2,
        oldestSignUp: 1_700_000_000_000,
      },
      {
        productId: SCARF,
        variantId: 'SQ-SCARF-01',
        productTitle: 'Wool Scarf',
        variantAttributes: {},
        signUpCount: 1,
        oldestSignUp: 1_700_000_900_000,
      },
    ]);
  });

  it('list each send of each variant with its count and time, newest first', async () => {
    expect((await get(`${BASE}/sent`)).json()).toEqual({
      sentGroups: [],
      hasNextPage: false,
      nextPageCursor: null,
    });
    const before = Date.now();
    expect(
      (await post(`${BASE}/send`, { productId: TOTE, variantId: 'SQ-TOTE-L-NAT' })).json(),
    ).toEqual({ sent: 2 });
    const between = Date.now();
    // A later signup for the same variant, sent later, is a send of its own.
    await signUp('t3', TOTE, 'SQ-TOTE-L-NAT', 'cat@example.com', between);
    const all = await post(`${BASE}/send/all`, {
      sendRequests: [
        { productId: SCARF, variantId: 'SQ-SCARF-01' },
        { productId: TOTE, variantId: 'SQ-TOTE-L-NAT' },
      ],
    });
    expect(all.json()).toEqual({ sent: 2 });
    const after = Date.now();

    const { sentGroups } = (await get(`${BASE}/sent`)).json();
    // Newest first; the sends of one time by product and variant, last first.
    expect(sentGroups).toMatchObject([
      { productId: SCARF, productTitle: 'Wool Scarf', variantAttributes: {}, sentCount: 1 },
      { productId: TOTE, variantId: 'SQ-TOTE-L-NAT', sentCount: 1 },
      {
        productId: TOTE,
        productTitle: 'Canvas Tote',
        variantAttributes: { Size: 'L', Color: 'Natural' },
        sentCount: 2,
      },
    ]);
    // One send-all is one time for every variant it sent.
    expect(sentGroups[0].sent).toBe(sentGroups[1].sent);
    expect(sentGroups[1].sent).toBeGreaterThanOrEqual(between);
    expect(sentGroups[1].sent).toBeLessThanOrEqual(after);
    expect(sentGroups[2].sent).toBeGreaterThanOrEqual(before);
    expect(sentGroups[2].sent).toBeLessThanOrEqual(between);
    expect((await get(`${BASE}/groups`)).json().signUpGroups).toEqual([]);
  });

  it('page through many sends of one time with cursors, each once and in order', async () => {
    for (let i = 0; i < 45; i++) {
      await signUp(`m${i}`, SCARF, `M${String(i).padStart(2, '0')}`, 'many@example.com', 1);
    }
    const sendRequests = Array.from({ length: 45 }, (_, i) => ({
      productId: SCARF,
      variantId: `M${String(i).padStart(2, '0')}`,
    }));
    expect((await post(`${BASE}/send/all`, { sendRequests })).json()).toEqual({ sent: 45 });
    const { items, pages } = await allPages<{ variantId: string }>(`${BASE}/sent`, 'sentGroups');
    expect(pages).toBe(3);
    expect(items.map((g) => g.variantId).slice(0, 45)).toEqual(
      sendRequests.map((r) => r.variantId).reverse(),
    );
    expect(items).toHaveLength(48);
  });

  it('refuse a cursor they did not make, and anyone without the merchant session', async () => {
    const groupsCursor = Buffer.from(JSON.stringify([SCARF, 'V'])).toString('base64url');
    const notATime = Buffer.from(JSON.stringify(['soon', SCARF, 'V'])).toString('base64url');
    for (const cursor of [groupsCursor, notATime, 'bm9wZQ']) {
      const response = await get(`${BASE}/sent?cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ cursor: 'is invalid' });
    }
    for (const path of ['/sent', '/signups.csv']) {
      expect((await get(`${BASE}${path}`, {})).statusCode).toBe(401);
      expect(
        (await get(`${BASE}${path}`, { cookie: 'sq-merchant-session=guess' })).statusCode,
      ).toBe(401);
    }
  });
});

describe('the signups’ CSV', () => {
  const csv = suiteServer({ merchantSession: 'owner-session-0003' });
  const owner = { authorization: 'Bearer owner-session-0003' };

  it('lists every signup, waiting or notified, a batch at a time, as a spreadsheet reads it', async () => {
    await csv.sql(
      'INSERT INTO restock_signups (id, product_id, variant_id, email, is_join_mailing_list, created, notified) VALUES (?, ?, ?, ?, 1, ?, ?)',
      ['n1', TOTE, 'SQ-TOTE-L-NAT', 'ada@example.com', Date.UTC(2025, 0, 2), Date.UTC(2025, 0, 3)],
    );
    await csv.sql(
      'INSERT INTO restock_signups (id, product_id, variant_id, email, is_join_mailing_list, created) VALUES (?, ?, ?, ?, 0, ?)',
      ['w1', TOTE, 'SQ-TOTE-L-NAT', '=cmd@example.com', Date.UTC(2025, 0, 4)],
    );
    // More than two batches of one variant's signups: each comes once, in email order.
    const many = EXPORT_BATCH * 2 + 1;
    await csv.sql(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${many - 1})
       INSERT INTO restock_signups (id, product_id, variant_id, email, is_join_mailing_list, created)
       SELECT 'b' || i, ?, 'SQ-SCARF-01', printf('s%05d@example.com', i), 0, ? FROM n`,
      [SCARF, Date.UTC(2025, 0, 5)],
    );

    const response = await csv.app.inject({ url: `${BASE}/signups.csv`, headers: owner });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="back-in-stock-signups.csv"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const lines = response.body.split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines.slice(0, 3)).toEqual([
      '"Product","Variant","Variant ID","Email","Mailing list","Signed up","Notified"',
      '"Canvas Tote","Size: L, Color: Natural","SQ-TOTE-L-NAT","\'=cmd@example.com","No","2025-01-04T00:00:00.000Z",""',
      '"Canvas Tote","Size: L, Color: Natural","SQ-TOTE-L-NAT","ada@example.com","Yes","2025-01-02T00:00:00.000Z","2025-01-03T00:00:00.000Z"',
    ]);
    const scarves = lines.slice(3);
    expect(scarves).toHaveLength(many);
    expect(scarves[0]).toBe(
      '"Wool Scarf","","SQ-SCARF-01","s00000@example.com","No","2025-01-05T00:00:00.000Z",""',
    );
    expect(new Set(scarves).size).toBe(many);
    expect(scarves.map((l) => l.split(',')[3])).toEqual(
      Array.from({ length: many }, (_, i) => `"s${String(i).padStart(5, '0')}@example.com"`),
    );
  });
});
