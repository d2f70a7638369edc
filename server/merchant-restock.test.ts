import { beforeAll, describe, expect, it } from 'vitest';
import { ownerClient, suiteServer } from '../tests/helpers/test-server';

const server = suiteServer({ merchantSession: 'owner-session-0001' });
const SCARF = '5f1a00000000000000000005';
const BASE = '/api/site-users/account/notifications/restock';

beforeAll(async () => {
  const now = Date.now();
  // 45 variants with one signup each, and 45 signups on one variant: three pages of each.
  for (let i = 0; i < 45; i++) {
    const n = String(i).padStart(2, '0');
    await server.sql(
      'INSERT INTO restock_signups (id, product_id, variant_id, email, is_join_mailing_list, created) VALUES (?, ?, ?, ?, 0, ?)',
      [`g${n}`, SCARF, `V${n}`, 'solo@example.com', now],
    );
    await server.sql(
      'INSERT INTO restock_signups (id, product_id, variant_id, email, is_join_mailing_list, created) VALUES (?, ?, ?, ?, 1, ?)',
      [`s${n}`, SCARF, 'SQ-SCARF-01', `shopper${n}@example.com`, now],
    );
  }
});

const { get, post, allPages } = ownerClient(server, 'owner-session-0001');

describe('merchant restock API', () => {
  it('answers 401 without a merchant session', async () => {
    expect((await get(`${BASE}/groups`, {})).statusCode).toBe(401);
    expect((await get(`${BASE}/groups`, { cookie: 'sq-merchant-session=guess' })).statusCode).toBe(
      401,
    );
  });

  it('pages through the signup groups with cursors, each group once', async () => {
    const { items, pages } = await allPages<{ variantId: string; signUpCount: number }>(
      `${BASE}/groups`,
      'signUpGroups',
    );
    expect(pages).toBe(3);
    expect(items).toHaveLength(46);
    expect(new Set(items.map((g) => g.variantId)).size).toBe(46);
    expect(items.find((g) => g.variantId === 'SQ-SCARF-01')).toMatchObject({
      signUpCount: 45,
      productTitle: 'Wool Scarf',
    });
  });

  it('pages through the signups of one variant', async () => {
    const { items, pages } = await allPages<{ email: string }>(
      `${BASE}?productId=${SCARF}&variantId=SQ-SCARF-01`,
      'signUps',
    );
    expect(pages).toBe(3);
    expect(items.map((s) => s.email)).toEqual(
      Array.from({ length: 45 }, (_, i) => `shopper${String(i).padStart(2, '0')}@example.com`),
    );
  });

  it('refuses a cursor it did not make', async () => {
    expect((await get(`${BASE}/groups?cursor=bm9wZQ`)).statusCode).toBe(400);
  });

  it('sends the notices of one variant, then of several, each signup once', async () => {
    expect(
      (await post(`${BASE}/send`, { productId: SCARF, variantId: 'SQ-SCARF-01' })).json(),
    ).toEqual({ sent: 45 });
    expect(
      (await post(`${BASE}/send`, { productId: SCARF, variantId: 'SQ-SCARF-01' })).json(),
    ).toEqual({ sent: 0 });
    const all = await post(`${BASE}/send/all`, {
      sendRequests: [
        { productId: SCARF, variantId: 'V00' },
        { productId: SCARF, variantId: 'V01' },
      ],
    });
    expect(all.json()).toEqual({ sent: 2 });
    const { items } = await allPages<{ variantId: string }>(`${BASE}/groups`, 'signUpGroups');
    expect(items).toHaveLength(43);
    expect(
      (await post(`${BASE}/send/all`, { sendRequests: [{ productId: SCARF }] })).statusCode,
    ).toBe(400);
  });
});
