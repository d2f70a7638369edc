// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_EVENT, followConsent, restrictiveCookiesAllowed } from './consent';
import { visitorCookies } from './visitor-cookies';

const names = () =>
  document.cookie
    .split(/;\s*/)
    .filter(Boolean)
    .map((part) => part.slice(0, part.indexOf('=')))
    .sort();

afterEach(() => {
  for (const name of names())
    document.cookie = `${name}=; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

/** What a site's banner does: record the answer, then tell the page. */
function answer(allowed: boolean): void {
  document.cookie = `ss_cookieAllowed=${allowed}; path=/`;
  document.dispatchEvent(new CustomEvent(CONSENT_EVENT));
}

describe('cookie consent [D-05]', () => {
  it('a site that does not ask allows restrictive cookies; one that asks needs "true"', () => {
    expect(restrictiveCookiesAllowed({ required: false })).toBe(true);
    expect(restrictiveCookiesAllowed({ required: true })).toBe(false);
    document.cookie = 'ss_cookieAllowed=false; path=/';
    expect(restrictiveCookiesAllowed({ required: true })).toBe(false);
    document.cookie = 'ss_cookieAllowed=true; path=/';
    expect(restrictiveCookiesAllowed({ required: true })).toBe(true);
  });

  it('writes no visitor cookie before consent, writes them once given, removes them when withdrawn', () => {
    document.cookie = 'crumb=c1; path=/';
    document.cookie = 'CART=cart-1; path=/';
    document.cookie = 'SiteUserInfo=%7B%7D; path=/';
    const consent = { required: true };
    const visitor = visitorCookies({ allowed: () => restrictiveCookiesAllowed(consent) });
    const heard: boolean[] = [];
    const stop = followConsent(document, consent, (allowed) => {
      heard.push(allowed);
      if (allowed) visitor.touch();
    });
    expect(visitor.visitorCookie()).toBeNull();
    expect(names()).toEqual(['CART', 'SiteUserInfo', 'crumb']);

    answer(true);
    expect(names()).toEqual([
      'CART',
      'SiteUserInfo',
      'crumb',
      'ss_cfl',
      'ss_cfs',
      'ss_cid',
      'ss_cookieAllowed',
      'ss_cvr',
      'ss_cvt',
    ]);

    answer(false);
    // The crumb, cart and site-user cookies are not the analytics' to remove.
    expect(names()).toEqual(['CART', 'SiteUserInfo', 'crumb', 'ss_cookieAllowed']);
    expect(heard).toEqual([true, false]);
    stop();
  });

  it('a withdrawal made without the event still removes them at the next write', () => {
    document.cookie = 'ss_cookieAllowed=true; path=/';
    const consent = { required: true };
    const visitor = visitorCookies({ allowed: () => restrictiveCookiesAllowed(consent) });
    expect(visitor.visitorCookie()).toMatch(/\|1$/);
    document.cookie = 'ss_cookieAllowed=false; path=/';
    expect(visitor.visitorCookie()).toBeNull();
    expect(names()).toEqual(['ss_cookieAllowed']);
  });

  it('on a page that already lost consent, following it removes what is left', () => {
    document.cookie = 'ss_cvr=a|1|1|1|1; path=/';
    document.cookie = 'ss_cid=x; path=/';
    followConsent(document, { required: true })();
    expect(names()).toEqual([]);
  });
});
