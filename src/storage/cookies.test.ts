// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookiesEnabled, getCookie, readSiteUserInfo, removeCookie, setCookie } from './cookies';

afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of ['a', 'aa', 'b', 'SiteUserInfo']) removeCookie(name);
});

const SIGNED_OUT = { authenticated: false, siteUserId: null };

describe('cookies (D-02)', () => {
  it('sets, reads (decoded) and removes a cookie', () => {
    setCookie('a', 'x y;z=ü', { maxAgeSeconds: 60 });
    expect(getCookie('a')).toBe('x y;z=ü');
    removeCookie('a');
    expect(getCookie('a')).toBeNull();
  });

  it('keeps several cookies apart, including names that share a prefix', () => {
    setCookie('aa', '2');
    setCookie('a', '1');
    setCookie('b', '3');
    expect([getCookie('a'), getCookie('aa'), getCookie('b')]).toEqual(['1', '2', '3']);
    expect(getCookie('')).toBeNull();
    expect(getCookie('missing')).toBeNull();
  });

  it('writes path=/ and SameSite=Lax by default, Secure with SameSite=None', () => {
    const writes: string[] = [];
    vi.stubGlobal('document', {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        writes.push(value);
      },
    });
    setCookie('a', '1', { maxAgeSeconds: 90.7 });
    setCookie('b', '2', { sameSite: 'None', path: '/shop' });
    removeCookie('a');
    expect(writes).toEqual([
      'a=1; path=/; SameSite=Lax; max-age=90',
      'b=2; path=/shop; SameSite=None; Secure',
      'a=; path=/; SameSite=Lax; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
  });

  it('reads a value that is not valid percent-encoding as written', () => {
    document.cookie = 'a=100%; path=/';
    expect(getCookie('a')).toBe('100%');
  });

  it('never throws without a document or when cookie access is refused', () => {
    vi.stubGlobal('document', {
      get cookie(): string {
        throw new DOMException('sandboxed', 'SecurityError');
      },
      set cookie(_value: string) {
        throw new DOMException('sandboxed', 'SecurityError');
      },
    });
    expect(getCookie('a')).toBeNull();
    expect(() => setCookie('a', '1')).not.toThrow();
    expect(cookiesEnabled()).toBe(false);
    expect(readSiteUserInfo()).toEqual(SIGNED_OUT);
    vi.stubGlobal('document', undefined);
    expect(getCookie('a')).toBeNull();
    expect(() => setCookie('a', '1')).not.toThrow();
    expect(() => removeCookie('a')).not.toThrow();
    expect(readSiteUserInfo()).toEqual(SIGNED_OUT);
  });
});

describe('cookiesEnabled', () => {
  it('is true when a probe cookie can be written and read back, and leaves no probe behind', () => {
    expect(cookiesEnabled()).toBe(true);
    expect(document.cookie).not.toContain('sq_cookie_probe');
  });

  it('is false when the browser says cookies are disabled', () => {
    vi.stubGlobal('navigator', { cookieEnabled: false });
    expect(cookiesEnabled()).toBe(false);
  });

  it('is false when the probe does not stick, whatever navigator says', () => {
    vi.stubGlobal('navigator', { cookieEnabled: true });
    vi.stubGlobal('document', {
      get cookie() {
        return '';
      },
      set cookie(_value: string) {},
    });
    expect(cookiesEnabled()).toBe(false);
  });
});

describe('site-user info cookie (D-04)', () => {
  it('reads a signed-in member from JSON', () => {
    setCookie('SiteUserInfo', JSON.stringify({ authenticated: true, siteUserId: 'u1' }));
    expect(readSiteUserInfo()).toEqual({ authenticated: true, siteUserId: 'u1' });
  });

  it('reads raw JSON and JSON URL-encoded twice', () => {
    document.cookie = 'SiteUserInfo={"authenticated":true,"siteUserId":"u2"}; path=/';
    expect(readSiteUserInfo()).toEqual({ authenticated: true, siteUserId: 'u2' });
    const json = JSON.stringify({ authenticated: true, siteUserId: 'u3' });
    setCookie('SiteUserInfo', encodeURIComponent(json));
    expect(readSiteUserInfo()).toEqual({ authenticated: true, siteUserId: 'u3' });
  });

  it('keeps a numeric id as text and a signed-out member as signed out', () => {
    setCookie('SiteUserInfo', JSON.stringify({ authenticated: true, siteUserId: 42 }));
    expect(readSiteUserInfo()).toEqual({ authenticated: true, siteUserId: '42' });
    setCookie('SiteUserInfo', JSON.stringify({ authenticated: false, siteUserId: null }));
    expect(readSiteUserInfo()).toEqual(SIGNED_OUT);
  });

  it('is signed out without the cookie', () => {
    expect(readSiteUserInfo()).toEqual(SIGNED_OUT);
  });

  it.each([
    'not json',
    '42',
    'null',
    '[true]',
    '"authenticated"',
    '{"authenticated":"yes"}',
    '{"authenticated":1}',
    '{"authenticated":',
  ])('treats %j as signed out without throwing', (value) => {
    setCookie('SiteUserInfo', value);
    expect(readSiteUserInfo().authenticated).toBe(false);
  });
});
