import { describe, expect, it } from 'vitest';
import { normaliseErrorMessage } from './error-message';

describe('an error message, engine-neutral', () => {
  it("reads the same from Chromium's, Firefox's and WebKit's report of one error", () => {
    const reported = ['Uncaught Error: boom', 'Error: boom', 'Error: boom'];
    expect(reported.map(normaliseErrorMessage)).toEqual([
      'Error: boom',
      'Error: boom',
      'Error: boom',
    ]);
  });

  it("drops Chromium's rejection prefix whole", () => {
    expect(normaliseErrorMessage('Uncaught (in promise) TypeError: nope')).toBe('TypeError: nope');
    expect(normaliseErrorMessage('TypeError: nope')).toBe('TypeError: nope');
  });

  it('keeps an "Uncaught" later in the message, and any other text, as it is', () => {
    expect(normaliseErrorMessage('Error: Uncaught thing in the cart')).toBe(
      'Error: Uncaught thing in the cart',
    );
    expect(normaliseErrorMessage('sq-storefront: Uncaught (in promise) x')).toBe(
      'sq-storefront: Uncaught (in promise) x',
    );
    expect(normaliseErrorMessage('uncaught exception: x')).toBe('uncaught exception: x');
    expect(normaliseErrorMessage('Uncaught')).toBe('Uncaught');
  });

  it('trims the text, before and after the prefix', () => {
    expect(normaliseErrorMessage('  Uncaught Error: boom \n')).toBe('Error: boom');
    expect(normaliseErrorMessage('Uncaught  Error: boom')).toBe('Error: boom');
  });
});
