import Fastify from 'fastify';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AddEntryRequest } from '../src/contract/cart';
import * as cart from '../src/contract/cart';
import * as events from '../src/contract/events';
import * as forms from '../src/contract/forms';
import * as orders from '../src/contract/orders';
import { ADD, browser, MUG, suiteServer } from '../tests/helpers/test-server';
import { type RegisteredRoute, registerRouteKinds, routeTable } from './plugins/route-kind';

/** Methods whose requests carry a body the route must validate. */
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** Routes missing a schema: a query schema on every route but static files, a body schema on every route taking one. */
function unvalidated(table: readonly RegisteredRoute[]): string[] {
  return table.flatMap((r) => {
    if (r.method === 'HEAD' || r.url.endsWith('*')) return [];
    const missing = [
      ...(r.querySchema ? [] : ['query']),
      ...(WITH_BODY.has(r.method) && !r.bodySchema ? ['body'] : []),
    ];
    return missing.length ? [`${r.method} ${r.url}: no ${missing.join(' or ')} schema`] : [];
  });
}

const server = suiteServer({ faults: true });

describe('every route validates what it is sent', () => {
  it('each route has a query schema, and each POST, PUT and PATCH route a body schema', () => {
    const table = routeTable(server.app);
    // The table is the server's, test hooks and page forms included.
    expect(table.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        `POST ${ADD}`,
        'PUT /api/commerce/shopping-cart/entries/:entryId',
        'POST /api/form/FormSubmissionKey',
        'POST /checkout/place-order',
        'POST /api/__test/stock',
      ]),
    );
    expect(unvalidated(table)).toEqual([]);
  });

  it('a route added without schemas is reported', async () => {
    const app = Fastify();
    registerRouteKinds(app);
    app.post('/api/unchecked', async () => ({}));
    app.put('/api/half', { schema: { querystring: { type: 'object' } } }, async () => ({}));
    app.delete('/api/gone', { schema: { querystring: { type: 'object' } } }, async () => ({}));
    await app.ready();
    expect(unvalidated(routeTable(app))).toEqual([
      'POST /api/unchecked: no query or body schema',
      'PUT /api/half: no body schema',
    ]);
    await app.close();
  });
});

/** The fields a valibot failure names, as the server's `errors` names them. */
const fieldsOf = (issues: v.BaseIssue<unknown>[]) =>
  [...new Set(issues.map((issue) => String(issue.path?.[0]?.key ?? 'body')))].sort();

describe('the client types and the server validation are one contract', () => {
  // Compile-time half: the request type the bundle sends is the schema's input.
  const good: AddEntryRequest = { ...MUG, quantity: 2, additionalFields: null };
  // @ts-expect-error '2' is not a quantity, for the type as for the server.
  const text: AddEntryRequest = { ...MUG, quantity: '2' };

  const ORDER_URL = '/api/commerce/orders';
  const cases: [string, v.GenericSchema, string, unknown, boolean][] = [
    ['add to cart', cart.addEntryBody, ADD, good, true],
    ['add to cart without answers', cart.addEntryBody, ADD, { ...MUG, quantity: 1 }, true],
    ['quantity as text', cart.addEntryBody, ADD, text, false],
    ['quantity 0', cart.addEntryBody, ADD, { ...MUG, quantity: 0 }, false],
    ['quantity 10000', cart.addEntryBody, ADD, { ...MUG, quantity: 10_000 }, false],
    ['a fraction', cart.addEntryBody, ADD, { ...MUG, quantity: 1.5 }, false],
    ['an unknown field', cart.addEntryBody, ADD, { ...MUG, quantity: 1, price: 0 }, false],
    ['a missing sku', cart.addEntryBody, ADD, { itemId: MUG.itemId, quantity: 1 }, false],
    [
      'a sku off the id pattern',
      cart.addEntryBody,
      ADD,
      { ...MUG, sku: 'a b', quantity: 1 },
      false,
    ],
    ['an id of 65', cart.addEntryBody, ADD, { ...MUG, sku: 'x'.repeat(65), quantity: 1 }, false],
    [
      'answers over the limit',
      cart.addEntryBody,
      ADD,
      { ...MUG, quantity: 1, additionalFields: 'x'.repeat(cart.ADDITIONAL_FIELDS_MAX_LENGTH + 1) },
      false,
    ],
    ['an order of an unknown cart', orders.placeOrderBody, ORDER_URL, { cartToken: 'nope' }, true],
    ['an order token as a number', orders.placeOrderBody, ORDER_URL, { cartToken: 42 }, false],
    [
      'a form render',
      events.formRenderBody,
      '/api/census/form-render',
      { formId: 'f1', visitorCookie: '' },
      true,
    ],
    [
      'a form render of no form',
      events.formRenderBody,
      '/api/census/form-render',
      { formId: '', visitorCookie: '' },
      false,
    ],
    [
      'a visitor event',
      events.clankerEventBody,
      '/api/v1/clanker/events',
      { eventSchemaName: 'view_cart', eventContent: { cartId: 'c1' } },
      true,
    ],
    [
      'a visitor event whose content is a list',
      events.clankerEventBody,
      '/api/v1/clanker/events',
      { eventSchemaName: 'view_cart', eventContent: [] },
      false,
    ],
    ['answers to check', forms.formValues, '/api/rest/forms/validate/nope', { a: 1 }, true],
    ['answers as a list', forms.formValues, '/api/rest/forms/validate/nope', ['a'], false],
    [
      'a submission from an unknown content source',
      forms.formSubmission,
      '/api/form/SaveFormSubmission',
      {
        key: 'k1',
        form: '{}',
        pageTitle: 'Contact',
        pageId: '',
        contentSource: 'x',
        pagePermissionTypeValue: 1,
        pagePath: '/contact',
      },
      false,
    ],
  ];

  it.each(cases)('%s: valibot and the server agree', async (_case, schema, url, body, valid) => {
    const parsed = v.safeParse(schema, body);
    expect(parsed.success).toBe(valid);
    const response = await browser(server.app).send('POST', url, body);
    if (valid) {
      expect(response.statusCode, response.body).not.toBe(400);
      return;
    }
    expect(response.statusCode).toBe(400);
    const answer = response.json() as { message: string; errors: Record<string, string> };
    expect(answer.message).toMatch(/^Invalid request: /);
    expect(Object.keys(answer.errors).sort()).toEqual(fieldsOf(parsed.issues ?? []));
  });

  it('a quantity change: 0 removes, -1 and "1" are refused by both', async () => {
    const shopper = browser(server.app);
    const { newlyAdded } = (await shopper.send('POST', ADD, { ...MUG, quantity: 1 })).json();
    const url = `${ADD}/${newlyAdded.id}`;
    for (const [body, valid] of [
      [{ quantity: 3 }, true],
      [{ quantity: -1 }, false],
      [{ quantity: '1' }, false],
      [{ quantity: 0 }, true],
    ] as const) {
      expect(v.is(cart.setQuantityBody, body)).toBe(valid);
      expect((await shopper.send('PUT', url, body)).statusCode).toBe(valid ? 200 : 400);
    }
  });
});
