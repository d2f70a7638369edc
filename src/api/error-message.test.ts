import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { purchaseErrorMessage } from './error-message';

describe('cart and purchase error messages', () => {
  it.each([
    [
      new ApiError('crumb', 401, { crumbFail: true }),
      'Your session has expired. Please reload the page and try again.',
    ],
    [
      new ApiError('cookies', null, null),
      'Please enable cookies in your browser, reload the page, and try again.',
    ],
    [
      new ApiError('rate-limit', 429, { message: 'Too many requests.' }),
      'Please try again in a few seconds.',
    ],
    [new ApiError('offline', null, null), 'Please check your internet connection.'],
    [new ApiError('http', 409, { message: 'Sold out.' }), 'Sold out.'],
    [new ApiError('http', 400, { error: 'Bad sku' }), 'Bad sku'],
    [new ApiError('http', 500, null), 'Please try again'],
    [new ApiError('not-found', 404, { message: 'Product not found.' }), 'Product not found.'],
    [new ApiError('not-found', 404, null), 'Please try again'],
    [new Error('anything else'), 'Please try again'],
  ])('%o → %s', (error, message) => {
    expect(purchaseErrorMessage(error)).toBe(message);
  });
});
