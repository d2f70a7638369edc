// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookiesEnabled, getCookie, readSiteUserInfo, removeCookie, setCookie } from './cookies';

afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of ['a', 'SiteUserInfo']) removeCookie(name);
});

describe('cookies', () => {
  it('sets, reads (decoded) and removes a cookie', () => {
    setCookie('a', 'x y;z', { maxAgeSeconds: 60 });
    expect(getCookie('a')).toBe('x y;z');
    removeCookie('a');
    expect(getCookie('a')).toBeNull();
  });

  it('does not confuse cookies whose names share a prefix', () => {
    setCookie('a', '1');
    expect(getCookie('')).toBeNull();
    expect(getCookie('aa')).toBeNull();
  });

  it('reports cookies as disabled when the browser says so', () => {
    expect(cookiesEnabled()).toBe(true);
    vi.stubGlobal('navigator', { cookieEnabled: false });
    expect(cookiesEnabled()).toBe(false);
  });
});

describe('site-user info cookie', () => {
  it('reads a signed-in member', () => {
    setCookie('SiteUserInfo', JSON.stringify({ authenticated: true, siteUserId: 'u1' }));
    expect(readSiteUserInfo()).toEqual({ authenticated: true, siteUserId: 'u1' });
  });

  it.each(['', 'not json', '42', '{"authenticated":"yes"}'])('treats %j as signed out', (value) => {
    setCookie('SiteUserInfo', value);
    expect(readSiteUserInfo()).toEqual({ authenticated: false, siteUserId: null });
  });
});
