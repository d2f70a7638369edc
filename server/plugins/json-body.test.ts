import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../src/forms/json-depth';
import { registerErrorHandler } from './errors';
import { registerJsonBody } from './json-body';

const app = Fastify();
beforeAll(async () => {
  registerErrorHandler(app);
  registerJsonBody(app);
  app.post('/echo', async (request) => ({ body: request.body }));
  await app.ready();
});
afterAll(() => app.close());

const post = (payload: string) =>
  app.inject({
    method: 'POST',
    url: '/echo',
    headers: { 'content-type': 'application/json; charset=utf-8' },
    payload,
  });

const nested = (levels: number) => ({
  array: '['.repeat(levels) + ']'.repeat(levels),
  object: `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`,
});

describe('JSON bodies', () => {
  it('parses ordinary bodies, and bodies exactly at the depth limit', async () => {
    expect((await post('{"a":[1,{"b":"[[[["}]}')).json()).toEqual({
      body: { a: [1, { b: '[[[[' }] },
    });
    for (const text of Object.values(nested(MAX_JSON_DEPTH))) {
      expect((await post(text)).statusCode).toBe(200);
    }
  });

  it.each([MAX_JSON_DEPTH + 1, 5000, 100_000])(
    'refuses a body nested %i levels deep with a 400 saying so',
    async (levels) => {
      for (const text of Object.values(nested(levels))) {
        const response = await post(text);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain(`nested more than ${MAX_JSON_DEPTH} levels deep`);
      }
    },
  );

  it('still refuses text that is not JSON, an empty body and prototype poisoning', async () => {
    expect((await post('{"a": ')).json().message).toMatch(/not valid JSON/);
    expect((await post('')).statusCode).toBe(400);
    expect((await post('{"__proto__":{"x":1}}')).statusCode).toBe(400);
  });
});
