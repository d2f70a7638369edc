import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../src/forms/json-depth';
import { ADD, browser, GUIDE, LAST_PRINT, MUG, suiteServer } from '../tests/helpers/test-server';
import { ADDITIONAL_FIELDS_MAX_LENGTH } from './http/schemas';
import { MAX_CART_LINES } from './repositories/cart-repository';

/** The one fixture product with an additional-fields form: engraving text, and a font to choose. */
const ENGRAVED = { itemId: '5f1a0000000000000000000e', sku: 'SQ-MUG-ENGRAVED' };
const engraving = (text: string, font = 'Serif') =>
  JSON.stringify({ 'e-text': text, 'e-font': font });

const server = suiteServer({ faults: true });

const stockOf = async (itemId: string) =>
  (await server.app.inject({ url: `/api/commerce/inventory/stock/?itemId=${itemId}` })).json()
    .results[0];

describe('shopping cart API', () => {
  it('answers an empty cart without creating one when there is no cart cookie', async () => {
    const shopper = browser(server.app);
    const response = await shopper.get(
      '/api/commerce/shopping-cart?timecode=1&calculateSubtotal=true',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: '',
      entries: [],
      totalQuantity: 0,
      subtotalCents: 0,
    });
    expect(shopper.jar.has('CART')).toBe(false);
    expect(shopper.jar.has('crumb')).toBe(true);
  });

  it('adds an entry, sets the cart cookie and computes the totals', async () => {
    const shopper = browser(server.app);
    const first = await shopper.send('POST', ADD, { ...MUG, quantity: 2 });
    expect(first.statusCode).toBe(200);
    const { shoppingCart, newlyAdded } = first.json();
    expect(shopper.jar.get('CART')).toBe(shoppingCart.id);
    expect(newlyAdded).toMatchObject({
      itemId: MUG.itemId,
      chosenVariant: { sku: MUG.sku, attributes: {} },
      quantity: 2,
      title: 'Ceramic Mug',
      purchasePriceCents: 2400,
      subTotal: '$48.00',
      productType: 1,
    });
    expect(shoppingCart).toMatchObject({
      subtotalCents: 4800,
      grandTotalCents: 4800,
      totalQuantity: 2,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: true,
    });

    const second = (await shopper.send('POST', ADD, { ...GUIDE, quantity: 1 })).json().shoppingCart;
    expect(second.id).toBe(shoppingCart.id);
    expect(second).toMatchObject({
      subtotalCents: 6000,
      totalQuantity: 3,
      hasDigital: true,
      purelyDigital: false,
    });

    // The same variant again adds to its line.
    const third = (await shopper.send('POST', ADD, { ...MUG, quantity: 1 })).json().shoppingCart;
    expect(third.entries).toHaveLength(2);
    expect(third.entries[0].quantity).toBe(3);

    const reloaded = (await shopper.get('/api/commerce/shopping-cart')).json();
    expect(reloaded.totalQuantity).toBe(4);
  });

  it('a digital-only cart is purely digital and needs no shipping', async () => {
    const shopper = browser(server.app);
    const cart = (await shopper.send('POST', ADD, { ...GUIDE, quantity: 1 })).json().shoppingCart;
    expect(cart).toMatchObject({ hasDigital: true, purelyDigital: true, requiresShipping: false });
  });

  it('updates the additional fields of an entry in the shopper’s own cart only', async () => {
    const shopper = browser(server.app);
    const { newlyAdded } = (await shopper.send('POST', ADD, { ...ENGRAVED, quantity: 1 })).json();
    const url = `${ADD}/${newlyAdded.id}/additionalFields`;
    const answers = JSON.stringify({ 'e-text': 'For Ada', 'e-font': 'Script' });
    const updated = await shopper.send('PUT', url, { ...ENGRAVED, additionalFields: answers });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().updatedEntry.additionalFields).toBe(answers);

    const stranger = browser(server.app);
    const refused = await stranger.send('PUT', url, { ...ENGRAVED, additionalFields: answers });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Cart entry not found.');
  });

  it.each([
    ['a missing sku', { itemId: MUG.itemId, quantity: 1 }, 'sku'],
    ['quantity 0', { ...MUG, quantity: 0 }, 'quantity'],
    ['quantity 10000', { ...MUG, quantity: 10000 }, 'quantity'],
    ['quantity 1.5', { ...MUG, quantity: 1.5 }, 'quantity'],
    ['quantity as text', { ...MUG, quantity: '2' }, 'quantity'],
    ['an unknown field', { ...MUG, quantity: 1, price: 0 }, 'price'],
    ['a sku of another item', { itemId: MUG.itemId, sku: GUIDE.sku, quantity: 1 }, 'sku'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_case, body, field) => {
    const shopper = browser(server.app);
    await shopper.send('POST', ADD, { ...MUG, quantity: 1 });
    const before = await stockOf(MUG.itemId);
    const response = await shopper.send('POST', ADD, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(response.json().message).toContain(field);
    expect((await shopper.get('/api/commerce/shopping-cart')).json().totalQuantity).toBe(1);
    expect(await stockOf(MUG.itemId)).toEqual(before);
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const response = await browser(server.app).send('POST', ADD, '{"itemId": ');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/not valid JSON/);
  });

  it('answers 404 for an unknown item and for the stock of one', async () => {
    const response = await browser(server.app).send('POST', ADD, {
      itemId: 'nope',
      sku: 'nope',
      quantity: 1,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Product not found.');
    expect(
      (await server.app.inject({ url: '/api/commerce/inventory/stock/?itemId=nope' })).statusCode,
    ).toBe(404);
    expect((await server.app.inject({ url: '/api/commerce/inventory/stock/' })).statusCode).toBe(
      400,
    );
  });

  it('refuses a line above 9999 and more than is in stock', async () => {
    const shopper = browser(server.app);
    await shopper.send('POST', ADD, { ...GUIDE, quantity: 9999 });
    const tooMany = await shopper.send('POST', ADD, { ...GUIDE, quantity: 1 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.quantity).toBeDefined();

    const stock = (await stockOf(MUG.itemId)).qtyInStock;
    const over = await browser(server.app).send('POST', ADD, { ...MUG, quantity: stock + 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Sorry, we do not have enough of that item available.');
  });

  it('adding takes no stock; a cart may not hold more of a sku than there is', async () => {
    const setter = browser(server.app);
    await setter.send('POST', '/api/__test/stock', { sku: LAST_PRINT.sku, qtyInStock: 2 });
    const shopper = browser(server.app);
    expect((await shopper.send('POST', ADD, { ...LAST_PRINT, quantity: 2 })).statusCode).toBe(200);
    expect((await stockOf(LAST_PRINT.itemId)).qtyInStock).toBe(2);
    const more = await shopper.send('POST', ADD, { ...LAST_PRINT, quantity: 1 });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('Sorry, we do not have enough of that item available.');
    // Another shopper's cart is another matter: both may hold the last ones until one orders.
    expect(
      (await browser(server.app).send('POST', ADD, { ...LAST_PRINT, quantity: 2 })).statusCode,
    ).toBe(200);
  });

  it('counts every line of a sku against its stock, whatever the answers', async () => {
    const setter = browser(server.app);
    await setter.send('POST', '/api/__test/stock', { sku: ENGRAVED.sku, qtyInStock: 2 });
    const shopper = browser(server.app);
    const add = (text: string, quantity: number) =>
      shopper.send('POST', ADD, { ...ENGRAVED, quantity, additionalFields: engraving(text) });
    expect((await add('Ada', 2)).statusCode).toBe(200);
    const otherLine = await add('Grace', 1);
    expect(otherLine.statusCode).toBe(409);
    expect(otherLine.json().message).toBe('Sorry, we do not have enough of that item available.');
    expect((await shopper.get('/api/commerce/shopping-cart')).json().totalQuantity).toBe(2);
    await setter.send('POST', '/api/__test/stock', { sku: ENGRAVED.sku, qtyInStock: 10 });
  });

  it('never oversells: ten shoppers carting the last one order at once, exactly one gets it', async () => {
    const setter = browser(server.app);
    expect(
      (await setter.send('POST', '/api/__test/stock', { sku: LAST_PRINT.sku, qtyInStock: 1 }))
        .statusCode,
    ).toBe(200);
    const shoppers = Array.from({ length: 10 }, () => browser(server.app));
    for (const shopper of shoppers) {
      expect((await shopper.send('POST', ADD, { ...LAST_PRINT, quantity: 1 })).statusCode).toBe(
        200,
      );
    }
    expect((await stockOf(LAST_PRINT.itemId)).qtyInStock).toBe(1);
    const tokens = shoppers.map((s) => s.jar.get('CART'));
    const results = await Promise.all(
      shoppers.map((s, i) => s.send('POST', '/api/commerce/orders', { cartToken: tokens[i] })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(refused.json().message).toBe('Sorry, we do not have enough of that item available.');
    }
    expect(await stockOf(LAST_PRINT.itemId)).toMatchObject({ qtyInStock: 0, unlimited: false });

    const losers = shoppers.filter((_s, i) => results[i]?.statusCode === 409);
    expect(losers).toHaveLength(9);
    for (const loser of losers) {
      const cart = (await loser.get('/api/commerce/shopping-cart')).json();
      expect(cart).toMatchObject({ id: loser.jar.get('CART'), totalQuantity: 1 });
      expect(cart.entries[0].chosenVariant.sku).toBe(LAST_PRINT.sku);
    }
    const purchased = await server.sql(
      `SELECT COUNT(*) AS n FROM carts WHERE is_purchased = 1 AND id IN (${tokens.map(() => '?').join(',')})`,
      tokens as string[],
    );
    expect(Number(purchased[0]?.n)).toBe(1);
  });
});

describe('crumb', () => {
  it('refuses a state-changing call without the crumb or with a wrong one, and issues a new crumb', async () => {
    for (const crumb of [null, 'forged']) {
      const shopper = browser(server.app);
      await shopper.get('/api/commerce/shopping-cart');
      const before = shopper.jar.get('crumb');
      const response = await shopper.send('POST', ADD, { ...MUG, quantity: 1 }, { crumb });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        crumbFail: true,
        message: 'Your session has expired. Please reload the page and try again.',
      });
      expect(shopper.jar.get('crumb')).not.toBe(before);
      expect(shopper.jar.has('CART')).toBe(false);
    }
  });
});

describe('currencies', () => {
  const TENUGUI = { itemId: '5f1a0000000000000000000d', sku: 'SQ-TENUGUI-01' };

  it('a JPY product makes a JPY cart, in whole yen', async () => {
    const shopper = browser(server.app);
    const { shoppingCart, newlyAdded } = (
      await shopper.send('POST', ADD, { ...TENUGUI, quantity: 2 })
    ).json();
    expect(shoppingCart).toMatchObject({
      currencyCode: 'JPY',
      subtotalCents: 2400,
      totalQuantity: 2,
    });
    expect(newlyAdded).toMatchObject({ purchasePriceCents: 1200, subTotal: '¥2,400' });
  });

  it('refuses to mix currencies in one cart, and changes nothing', async () => {
    const shopper = browser(server.app);
    await shopper.send('POST', ADD, { ...MUG, quantity: 1 });
    const mixed = await shopper.send('POST', ADD, { ...TENUGUI, quantity: 1 });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().message).toBe('This cart is priced in USD; this item is priced in JPY.');
    expect((await shopper.get('/api/commerce/shopping-cart')).json()).toMatchObject({
      currencyCode: 'USD',
      totalQuantity: 1,
    });
  });
});

describe('changing and removing entries', () => {
  const entryUrl = (id: string) => `${ADD}/${id}`;

  it('a new quantity is refused above the stock, takes no stock, and 0 removes the entry', async () => {
    const setter = browser(server.app);
    await setter.send('POST', '/api/__test/stock', { sku: LAST_PRINT.sku, qtyInStock: 5 });
    const shopper = browser(server.app);
    const { newlyAdded } = (await shopper.send('POST', ADD, { ...LAST_PRINT, quantity: 2 })).json();
    expect((await stockOf(LAST_PRINT.itemId)).qtyInStock).toBe(5);

    const up = await shopper.send('PUT', entryUrl(newlyAdded.id), { quantity: 5 });
    expect(up.json().shoppingCart).toMatchObject({ totalQuantity: 5, subtotalCents: 60000 });
    expect((await stockOf(LAST_PRINT.itemId)).qtyInStock).toBe(5);

    const tooMany = await shopper.send('PUT', entryUrl(newlyAdded.id), { quantity: 6 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Sorry, we do not have enough of that item available.');
    expect((await shopper.get('/api/commerce/shopping-cart')).json().totalQuantity).toBe(5);

    // Stock that fell below the cart's quantity still lets the shopper lower it.
    await setter.send('POST', '/api/__test/stock', { sku: LAST_PRINT.sku, qtyInStock: 1 });
    const down = await shopper.send('PUT', entryUrl(newlyAdded.id), { quantity: 3 });
    expect(down.statusCode).toBe(200);
    expect((await shopper.send('PUT', entryUrl(newlyAdded.id), { quantity: 4 })).statusCode).toBe(
      409,
    );

    const removed = await server.app.inject({
      method: 'DELETE',
      url: `${entryUrl(newlyAdded.id)}?crumb=${shopper.jar.get('crumb')}`,
      headers: { cookie: [...shopper.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(removed.json().shoppingCart).toMatchObject({ totalQuantity: 0, entries: [] });
    expect((await stockOf(LAST_PRINT.itemId)).qtyInStock).toBe(1);

    const zero = (await shopper.send('POST', ADD, { ...LAST_PRINT, quantity: 1 })).json()
      .newlyAdded;
    expect(
      (await shopper.send('PUT', entryUrl(zero.id), { quantity: 0 })).json().shoppingCart.entries,
    ).toEqual([]);
  });

  it("refuses another shopper's entry, a bad quantity, and an unknown entry", async () => {
    const owner = browser(server.app);
    const { newlyAdded } = (await owner.send('POST', ADD, { ...MUG, quantity: 1 })).json();
    const stranger = browser(server.app);
    expect((await stranger.send('PUT', entryUrl(newlyAdded.id), { quantity: 2 })).statusCode).toBe(
      404,
    );
    for (const quantity of [-1, 10000, 1.5, '2']) {
      const response = await owner.send('PUT', entryUrl(newlyAdded.id), { quantity });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('quantity');
    }
    expect((await owner.send('PUT', entryUrl('nope'), { quantity: 1 })).statusCode).toBe(404);
    expect((await owner.get('/api/commerce/shopping-cart')).json().totalQuantity).toBe(1);
  });
});

describe('additional fields', () => {
  const cartOf = async (shopper: ReturnType<typeof browser>) =>
    (await shopper.get('/api/commerce/shopping-cart')).json();

  it('refuses answers for a product that has no form, and adds nothing', async () => {
    const shopper = browser(server.app);
    const response = await shopper.send('POST', ADD, {
      ...MUG,
      quantity: 1,
      additionalFields: JSON.stringify({ engraving: 'For Ada' }),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['additionalFields']);
    expect((await cartOf(shopper)).entries).toEqual([]);
  });

  it('adds valid answers, and a product with a form without answers yet', async () => {
    const shopper = browser(server.app);
    const answered = await shopper.send('POST', ADD, {
      ...ENGRAVED,
      quantity: 1,
      additionalFields: engraving('For Ada', 'Script'),
    });
    expect(answered.statusCode).toBe(200);
    expect(JSON.parse(answered.json().newlyAdded.additionalFields)).toEqual({
      'e-text': 'For Ada',
      'e-font': 'Script',
    });
    const unanswered = await shopper.send('POST', ADD, { ...ENGRAVED, quantity: 1 });
    expect(unanswered.statusCode).toBe(200);
    expect(unanswered.json().newlyAdded.additionalFields).toBeNull();
    expect((await cartOf(shopper)).entries).toHaveLength(2);
  });

  it.each([
    [
      'a font not among the options',
      { 'e-text': 'Ada', 'e-font': 'Comic' },
      { 'e-font': 'Not one of the options.' },
    ],
    ['a missing required answer', { 'e-text': 'Ada' }, { 'e-font': 'Required' }],
    ['a number for text', { 'e-text': 42, 'e-font': 'Serif' }, { 'e-text': 'Expected text.' }],
    [
      'a list for a choice',
      { 'e-text': 'Ada', 'e-font': ['Serif'] },
      { 'e-font': 'Expected text.' },
    ],
    [
      'an unknown field',
      { 'e-text': 'Ada', 'e-font': 'Serif', price: '0' },
      { price: 'This form has no such field.' },
    ],
  ])('refuses %s with per-field errors, and adds nothing', async (_case, answers, errors) => {
    const shopper = browser(server.app);
    const response = await shopper.send('POST', ADD, {
      ...ENGRAVED,
      quantity: 1,
      additionalFields: JSON.stringify(answers),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'One or more fields is invalid, please check your entries.',
      errors,
    });
    expect((await cartOf(shopper)).entries).toEqual([]);
  });

  it.each([
    ['text that is not JSON', '{"e-text": '],
    ['a list instead of a map', '["Ada", "Serif"]'],
    [
      'answers nested thousands of levels deep',
      `{"e-text":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    ],
    ['answers longer than the limit', engraving('x'.repeat(ADDITIONAL_FIELDS_MAX_LENGTH))],
  ])('refuses %s as a bad additionalFields', async (_case, additionalFields) => {
    const shopper = browser(server.app);
    const response = await shopper.send('POST', ADD, {
      ...ENGRAVED,
      quantity: 1,
      additionalFields,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['additionalFields']);
    expect((await cartOf(shopper)).entries).toEqual([]);
  });

  it('refuses invalid edited answers and keeps the ones the entry had', async () => {
    const shopper = browser(server.app);
    const answers = engraving('For Ada');
    const { newlyAdded } = (
      await shopper.send('POST', ADD, { ...ENGRAVED, quantity: 1, additionalFields: answers })
    ).json();
    const url = `${ADD}/${newlyAdded.id}/additionalFields`;
    const bad = await shopper.send('PUT', url, {
      ...ENGRAVED,
      additionalFields: JSON.stringify({ 'e-text': '', 'e-font': 'Gothic' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'e-text': 'Required',
      'e-font': 'Not one of the options.',
    });
    const oversize = await shopper.send('PUT', url, {
      ...ENGRAVED,
      additionalFields: engraving('x'.repeat(ADDITIONAL_FIELDS_MAX_LENGTH)),
    });
    expect(oversize.statusCode).toBe(400);
    expect((await cartOf(shopper)).entries[0].additionalFields).toBe(answers);
  });

  it('merges an entry edited to the answers of another line into one line of both', async () => {
    const shopper = browser(server.app);
    const add = (text: string, quantity: number) =>
      shopper.send('POST', ADD, { ...ENGRAVED, quantity, additionalFields: engraving(text) });
    await add('Ada', 1);
    const { newlyAdded } = (await add('Grace', 2)).json();
    const merged = await shopper.send('PUT', `${ADD}/${newlyAdded.id}/additionalFields`, {
      ...ENGRAVED,
      additionalFields: engraving('Ada'),
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().updatedEntry).toMatchObject({ id: newlyAdded.id, quantity: 3 });
    expect(merged.json().shoppingCart.entries).toHaveLength(1);
    expect(merged.json().shoppingCart.totalQuantity).toBe(3);
  });

  it('refuses answers on an edit of an entry whose product has no form', async () => {
    const shopper = browser(server.app);
    const { newlyAdded } = (await shopper.send('POST', ADD, { ...MUG, quantity: 1 })).json();
    const response = await shopper.send('PUT', `${ADD}/${newlyAdded.id}/additionalFields`, {
      ...MUG,
      additionalFields: '{}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('additionalFields');
    expect((await cartOf(shopper)).entries[0].additionalFields).toBeNull();
  });
});

describe('cart size', () => {
  it(`holds at most ${MAX_CART_LINES} lines: one more is refused and nothing is lost`, async () => {
    const setter = browser(server.app);
    await setter.send('POST', '/api/__test/stock', {
      sku: ENGRAVED.sku,
      qtyInStock: 0,
      unlimited: true,
    });
    const shopper = browser(server.app);
    const add = (i: number) =>
      shopper.send('POST', ADD, {
        ...ENGRAVED,
        quantity: 1,
        additionalFields: engraving(`No. ${i}`),
      });
    for (let i = 1; i <= MAX_CART_LINES; i++) expect((await add(i)).statusCode).toBe(200);

    const refused = await add(MAX_CART_LINES + 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      `A cart can hold at most ${MAX_CART_LINES} different items. Remove one to add another.`,
    );
    const cart = (await shopper.get('/api/commerce/shopping-cart')).json();
    expect(cart.entries).toHaveLength(MAX_CART_LINES);
    expect(cart.totalQuantity).toBe(MAX_CART_LINES);

    // More of a line already in the cart is still welcome.
    const more = await add(1);
    expect(more.statusCode).toBe(200);
    expect(more.json().shoppingCart.totalQuantity).toBe(MAX_CART_LINES + 1);
    await setter.send('POST', '/api/__test/stock', { sku: ENGRAVED.sku, qtyInStock: 10 });
  });
});

describe('deeply nested bodies', () => {
  const levels = 5000;
  it.each([
    ['arrays', '['.repeat(levels) + ']'.repeat(levels)],
    ['objects', `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`],
  ])('refuses %s nested 5000 levels deep with a 400 saying so', async (_case, body) => {
    const shopper = browser(server.app);
    const response = await shopper.send('POST', ADD, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`nested more than ${MAX_JSON_DEPTH} levels deep`);
    expect((await shopper.get('/api/commerce/shopping-cart')).json().entries).toEqual([]);
  });
});
