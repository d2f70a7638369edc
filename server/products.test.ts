import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PRODUCT_ANSWER_KEYS, productAnswer } from '../src/contract/products';
import { browser, suiteServer } from '../tests/helpers/test-server';
import { PRODUCT_NOT_FOUND } from './routes/products';
import { publicProduct } from './views/product-answer';

const TOTE = '5f1a00000000000000000003';
const SCARF = '5f1a00000000000000000005';
const PRODUCT = (id: string) => `/api/commerce/products/${id}`;

const server = suiteServer();

/** The page context blob of a page. */
function contextOf(html: string): { products: Record<string, Record<string, unknown>> } {
  const json = html.match(
    /<script type="application\/json" id="sq-context">([\s\S]*?)<\/script>/,
  )?.[1];
  if (json === undefined) throw new Error('no page context');
  return JSON.parse(json);
}

describe('GET /api/commerce/products/{id}: one product, as a store page carries it', () => {
  it('answers the product the shop page’s context holds, field for field, without a crumb', async () => {
    const shop = contextOf((await server.app.inject({ url: '/shop' })).body);
    const response = await server.app.inject({ url: PRODUCT(TOTE) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const answer = response.json();
    expect(answer).toEqual(shop.products[TOTE]);
    expect(answer).toMatchObject({ title: 'Canvas Tote', fullUrl: '/shop/canvas-tote' });
    expect(answer.structuredContent.variants).toHaveLength(5);
    expect(v.is(productAnswer, answer)).toBe(true);
    expect(
      Object.keys(answer).every((key) => (PRODUCT_ANSWER_KEYS as string[]).includes(key)),
    ).toBe(true);
  });

  it('reads the variants’ stock live, and is never kept by a cache', async () => {
    const stockOf = async () => {
      const response = await server.app.inject({ url: PRODUCT(SCARF) });
      expect(response.headers['cache-control']).toBe('no-cache');
      return response
        .json()
        .structuredContent.variants.map((v: { qtyInStock: number }) => v.qtyInStock);
    };
    expect(await stockOf()).toEqual([0]);
    await server.sql('UPDATE variants SET qty_in_stock = 4 WHERE product_id = ?', [SCARF]);
    expect(await stockOf()).toEqual([4]);
    await server.sql('UPDATE variants SET qty_in_stock = 0 WHERE product_id = ?', [SCARF]);
  });

  it('answers an unknown id and a malformed one with the same 404 and message', async () => {
    for (const id of [
      '5f1a0000000000000000ffff',
      'nope',
      'a%20b',
      'x'.repeat(65),
      '%3Cscript%3E',
      '%E2%9C%93',
    ]) {
      const response = await server.app.inject({ url: PRODUCT(id) });
      expect(response.statusCode, id).toBe(404);
      expect(response.json(), id).toEqual({ message: PRODUCT_NOT_FOUND });
    }
  });

  it('lets unknown query parameters through, as every page does', async () => {
    const response = await server.app.inject({ url: `${PRODUCT(TOTE)}?utm_source=mail` });
    expect(response.statusCode).toBe(200);
  });
});

describe('publicProduct: what leaves the server of a product', () => {
  it('keeps the contract’s public fields and drops any other', () => {
    const item = {
      id: TOTE,
      title: 'Canvas Tote',
      urlSlug: 'canvas-tote',
      fullUrl: '/shop/canvas-tote',
      structuredContent: { variants: [] },
      position: 3,
      priceCents: 3500,
      data: '{"secret":true}',
      merchantNotes: 'reorder in May',
    };
    expect(publicProduct(item)).toEqual({
      id: TOTE,
      title: 'Canvas Tote',
      urlSlug: 'canvas-tote',
      fullUrl: '/shop/canvas-tote',
      structuredContent: { variants: [] },
    });
  });
});

describe('POST /api/census/RecordQuickView/{id}: a quick view was opened', () => {
  const URL = `/api/census/RecordQuickView/${TOTE}`;

  it('is accepted with the crumb and an empty body, or an empty object', async () => {
    const shopper = browser(server.app);
    expect((await shopper.send('POST', URL, undefined)).statusCode).toBe(204);
    expect((await shopper.send('POST', URL, {})).statusCode).toBe(204);
  });

  it('is refused without the crumb, with a body, or with a path segment that is no id', async () => {
    const shopper = browser(server.app);
    expect((await shopper.send('POST', URL, undefined, { crumb: null })).statusCode).toBe(401);
    expect((await shopper.send('POST', URL, { itemId: TOTE })).statusCode).toBe(400);
    const bad = await shopper.send('POST', '/api/census/RecordQuickView/a%20b', undefined);
    expect(bad.statusCode).toBe(400);
  });
});
