import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { describe, expect, it } from 'vitest';
import { ADD, browser, MUG } from '../tests/helpers/test-server';
import { buildServer } from './app';

describe('starting on an existing database', () => {
  it('keeps its carts and stock, and adds nothing twice', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sq-seed-test-'));
    const databaseUrl = `file:${join(dir, 'kept.db')}`;
    try {
      const first = await buildServer({ databaseUrl });
      const shopper = browser(first);
      await shopper.send('POST', ADD, { ...MUG, quantity: 3 });
      const stockOf = async (app: typeof first) =>
        (await app.inject({ url: `/api/commerce/inventory/stock/?itemId=${MUG.itemId}` })).json()
          .results[0].qtyInStock;
      const before = await stockOf(first);
      await first.close();

      const second = await buildServer({ databaseUrl });
      expect(await stockOf(second)).toBe(before);
      expect((await browser(second).get('/api/commerce/shopping-cart')).json().totalQuantity).toBe(
        0,
      );
      const cart = await second.inject({
        url: '/api/commerce/shopping-cart',
        headers: { cookie: `CART=${shopper.jar.get('CART')}` },
      });
      expect(cart.json().totalQuantity).toBe(3);
      await second.close();

      const client = createClient({ url: databaseUrl });
      const count = async (table: string) =>
        Number((await client.execute(`SELECT COUNT(*) AS n FROM ${table}`)).rows[0]?.n);
      const fixtures = JSON.parse(await readFile('fixtures/products.json', 'utf8')) as unknown[];
      expect(await count('products')).toBe(fixtures.length);
      client.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
