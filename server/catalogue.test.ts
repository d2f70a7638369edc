import { describe, expect, it } from 'vitest';
import {
  ADD,
  browser,
  GUIDE,
  MUG,
  serverPerTest,
  suiteServer,
  type TestServer,
} from '../tests/helpers/test-server';
import { openDatabase, WRITE_SYNCHRONOUS } from './db/database';

// The catalogue (products, variants, forms) and the shop pages are kept in memory; stock is not.
// Stock changed behind the server's back (another connection) must show at once everywhere.

const ENGRAVED = { itemId: '5f1a0000000000000000000e', sku: 'SQ-MUG-ENGRAVED' };
const engraving = (text: string) => JSON.stringify({ 'e-text': text, 'e-font': 'Serif' });

const setStock = (server: Pick<TestServer, 'sql'>, sku: string, qty: number, unlimited = 0) =>
  server.sql('UPDATE variants SET qty_in_stock = ?, unlimited = ? WHERE sku = ?', [
    qty,
    unlimited,
    sku,
  ]);

/** The page context blob of a page. */
function contextOf(html: string): { products: Record<string, unknown> } {
  const json = html.match(
    /<script type="application\/json" id="sq-context">([\s\S]*?)<\/script>/,
  )?.[1];
  if (json === undefined) throw new Error('no page context');
  return JSON.parse(json);
}

const stockOnPage = (html: string, itemId: string) =>
  (
    contextOf(html).products[itemId] as {
      structuredContent: { variants: { qtyInStock: number; unlimited: boolean }[] };
    }
  ).structuredContent.variants.map((v) => [v.qtyInStock, v.unlimited]);

describe('adds with the catalogue in memory', () => {
  const server = suiteServer();

  it('check the live stock: lowered, raised and made unlimited by another connection', async () => {
    const shopper = browser(server.app);
    expect((await shopper.send('POST', ADD, { ...MUG, quantity: 2 })).statusCode).toBe(200);
    await setStock(server, MUG.sku, 2);
    const refused = await shopper.send('POST', ADD, { ...MUG, quantity: 1 });
    expect(refused.statusCode).toBe(409);
    await setStock(server, MUG.sku, 3);
    expect((await shopper.send('POST', ADD, { ...MUG, quantity: 1 })).statusCode).toBe(200);
    await setStock(server, MUG.sku, 0, 1);
    expect((await shopper.send('POST', ADD, { ...MUG, quantity: 50 })).statusCode).toBe(200);
    await setStock(server, MUG.sku, 50);
  });

  it('answer the cart as a read of it afterwards shows it, line for line and in order', async () => {
    const shopper = browser(server.app);
    await shopper.send('POST', ADD, { ...GUIDE, quantity: 1 });
    await shopper.send('POST', ADD, { ...ENGRAVED, quantity: 1, additionalFields: engraving('A') });
    await shopper.send('POST', ADD, { ...MUG, quantity: 1 });
    await shopper.send('POST', ADD, { ...ENGRAVED, quantity: 2, additionalFields: engraving('B') });
    const added = await shopper.send('POST', ADD, {
      ...ENGRAVED,
      quantity: 1,
      additionalFields: engraving('A'),
    });
    expect(added.statusCode).toBe(200);
    const { shoppingCart, newlyAdded } = added.json();
    const read = (await shopper.get('/api/commerce/shopping-cart')).json();
    expect(shoppingCart).toEqual(read);
    // Lines added in the same millisecond are ordered by id, so compare them as a set here.
    const lines = read.entries.map(
      (e: { chosenVariant: { sku: string }; quantity: number; additionalFields: string }) =>
        [e.chosenVariant.sku, e.quantity, e.additionalFields].join(' '),
    );
    expect(lines.sort()).toEqual(
      [
        `${GUIDE.sku} 1 `,
        `${ENGRAVED.sku} 2 ${engraving('A')}`,
        `${MUG.sku} 1 `,
        `${ENGRAVED.sku} 2 ${engraving('B')}`,
      ].sort(),
    );
    expect(read.entries).toContainEqual(newlyAdded);
    expect(newlyAdded.additionalFields).toBe(engraving('A'));
    expect(read.totalQuantity).toBe(6);
  });

  it('still refuse an unknown product, a sku of another product and answers the form refuses', async () => {
    const shopper = browser(server.app);
    const unknown = await shopper.send('POST', ADD, {
      itemId: '5f1a0000000000000000ffff',
      sku: MUG.sku,
      quantity: 1,
    });
    expect(unknown.statusCode).toBe(404);
    const otherSku = await shopper.send('POST', ADD, { ...MUG, sku: GUIDE.sku, quantity: 1 });
    expect(otherSku.statusCode).toBe(400);
    const badAnswers = await shopper.send('POST', ADD, {
      ...ENGRAVED,
      quantity: 1,
      additionalFields: JSON.stringify({ 'no-such-field': 'x' }),
    });
    expect(badAnswers.statusCode).toBe(400);
    const noForm = await shopper.send('POST', ADD, {
      ...MUG,
      quantity: 1,
      additionalFields: engraving('A'),
    });
    expect(noForm.statusCode).toBe(400);
  });
});

describe('shop pages kept as rendered', () => {
  const server = suiteServer();
  const page = async (url: string) => (await server.app.inject({ url })).body;

  it('are rendered again when their stock changes behind the server’s back, and only then', async () => {
    const first = await page('/shop/ceramic-mug');
    expect(stockOnPage(first, MUG.itemId)).toEqual([[50, false]]);
    expect(await page('/shop/ceramic-mug')).toBe(first);
    await setStock(server, MUG.sku, 7);
    const lowered = await page('/shop/ceramic-mug');
    expect(stockOnPage(lowered, MUG.itemId)).toEqual([[7, false]]);
    await setStock(server, MUG.sku, 7, 1);
    expect(stockOnPage(await page('/shop/ceramic-mug'), MUG.itemId)).toEqual([[7, true]]);
    await setStock(server, MUG.sku, 50);
    expect(await page('/shop/ceramic-mug')).toBe(first);
  });

  it('the shop index follows every product’s stock', async () => {
    const first = await page('/shop');
    await setStock(server, 'SQ-PRINT-LAST', 0);
    const soldOut = await page('/shop');
    expect(soldOut).not.toBe(first);
    expect(stockOnPage(soldOut, '5f1a00000000000000000002')).toEqual([[0, false]]);
    await setStock(server, 'SQ-PRINT-LAST', 1);
    expect(await page('/shop')).toBe(first);
  });
});

describe('the database', () => {
  const startServer = serverPerTest();

  it('writes with synchronous = NORMAL in WAL mode, and keeps every acknowledged add', async () => {
    expect(WRITE_SYNCHRONOUS).toBe('NORMAL');
    const server = await startServer();
    const shopper = browser(server.app);
    for (let i = 0; i < 5; i++) await shopper.send('POST', ADD, { ...GUIDE, quantity: 1 });
    const [mode] = await server.sql('PRAGMA journal_mode');
    expect(mode?.journal_mode).toBe('wal');
    const [line] = await server.sql('SELECT quantity FROM cart_entries WHERE sku = ?', [GUIDE.sku]);
    expect(line?.quantity).toBe(5);
  });

  it('an in-memory database writes and reads through its one connection', async () => {
    const db = await openDatabase('file::memory:');
    try {
      await db.write((tx) => tx.execute('CREATE TABLE t (n INTEGER)'));
      await db.write((tx) => tx.execute('INSERT INTO t VALUES (1)'));
      const { rows } = await db.client.execute('SELECT n FROM t');
      expect(rows.map((row) => row.n)).toEqual([1]);
    } finally {
      db.close();
    }
  });
});
