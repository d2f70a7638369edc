// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../tests/helpers/api-answers';
import { freshPage } from '../../tests/helpers/dom';
import { ApiError } from '../api/api-error';
import { emptyCart } from '../commerce/empty-cart';
import { getRuntime } from '../runtime/runtime';
import { loginErrorMessage } from './login-error';
import { MEMBER_CHANNEL, memberSession } from './site-member';

describe('site member session', () => {
  it('reloads the cart, forgets its XSRF token and tells its subscribers when another tab signs in or out', async () => {
    const { requests } = await freshPage('', () => jsonResponse({ ...emptyCart(), id: 'c1' }));
    sessionStorage.setItem('sq:site-user-xsrf', 'stale');
    const session = memberSession(getRuntime());
    const told = new Promise<void>((resolve) => session.subscribe(resolve));
    const otherTab = new BroadcastChannel(MEMBER_CHANNEL);
    otherTab.postMessage({ signedIn: true });
    await told;
    otherTab.close();
    expect(requests.some((r) => r.url.includes('/api/commerce/shopping-cart'))).toBe(true);
    expect(sessionStorage.getItem('sq:site-user-xsrf')).toBeNull();
  });

  it('is one session per runtime', async () => {
    await freshPage('', () => jsonResponse({}));
    expect(memberSession(getRuntime())).toBe(memberSession(getRuntime()));
  });
});

describe('login error message', () => {
  it('gives the server message, a lockout’s too, and the fixed text of other failures', () => {
    const http = new ApiError('http', 401, { message: 'The email or password is incorrect.' });
    expect(loginErrorMessage(http)).toBe('The email or password is incorrect.');
    const locked = new ApiError('rate-limit', 429, { message: 'Too many failed attempts.' });
    expect(loginErrorMessage(locked)).toBe('Too many failed attempts.');
    expect(loginErrorMessage(new ApiError('rate-limit', 429, null))).toBe(
      'Please try again in a few seconds.',
    );
    expect(loginErrorMessage(new ApiError('offline', null, null))).toBe(
      'Please check your internet connection.',
    );
  });
});
