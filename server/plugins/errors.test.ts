import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  conflict,
  invalidField,
  invalidInput,
  limitReached,
  notFound,
  OutOfStockError,
} from '../errors/domain-error';
import { HttpError } from '../errors/http-error';
import { httpOf, registerErrorHandler } from './errors';

describe('a refusal in the store’s terms, as HTTP says it', () => {
  it('each kind has its status; a field at fault is named in the body', () => {
    expect(httpOf(notFound('Cart entry not found.'))).toEqual({
      statusCode: 404,
      body: { message: 'Cart entry not found.' },
    });
    expect(httpOf(invalidField('sku', 'is not a variant of this item'))).toEqual({
      statusCode: 400,
      body: {
        message: 'Invalid request: sku: is not a variant of this item',
        errors: { sku: 'is not a variant of this item' },
      },
    });
    expect(httpOf(invalidInput('Check the fields.', { name: 'is required' })).body).toEqual({
      message: 'Check the fields.',
      errors: { name: 'is required' },
    });
    expect(httpOf(conflict('Not that many.')).statusCode).toBe(409);
    expect(httpOf(limitReached('Too many.')).statusCode).toBe(429);
    const out = new OutOfStockError('Ceramic Mug', 2);
    expect(httpOf(out).statusCode).toBe(409);
    expect(out).toMatchObject({ title: 'Ceramic Mug', available: 2 });
  });

  it('the error handler answers a thrown refusal so, and an HttpError with its own status', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/refused', async () => {
      throw invalidField('quantity', 'is too large');
    });
    app.get('/too-large', async () => {
      throw new HttpError(413, { message: 'Too large.' });
    });
    const refused = await app.inject({ url: '/refused' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'Invalid request: quantity: is too large',
      errors: { quantity: 'is too large' },
    });
    const tooLarge = await app.inject({ url: '/too-large' });
    expect([tooLarge.statusCode, tooLarge.json()]).toEqual([413, { message: 'Too large.' }]);
    await app.close();
  });
});
