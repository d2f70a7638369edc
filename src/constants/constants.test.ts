import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from './cookies';
import { PATHS } from './paths';
import { CLEARPAY_LOCALES, decodeProductType, INSTALMENT_LANGUAGES, QUANTITY } from './product';
import { ADDED_DELAY_MS, ADDED_DURATION_MS, ERROR_RESET_MS } from './timing';

describe('constants a shopper or a site meets', () => {
  it('decodes product types 1 to 5 and anything else as unknown [B-03]', () => {
    expect([1, 2, 3, 4, 5, 0, 99, -1, 1.5, null, undefined, '1'].map(decodeProductType)).toEqual([
      1, 2, 3, 4, 5, -1, -1, -1, -1, -1, -1, -1,
    ]);
  });

  it('takes quantities from 1 to 9,999 in whole steps, 1 by default [B-23]', () => {
    expect(QUANTITY).toEqual({ MIN: 1, MAX: 9999, STEP: 1, DEFAULT: 1 });
  });

  it("shows 'Added!' 1 s after the response for 2 s, and is idle 1 s after an error [B-24]", () => {
    expect([ADDED_DELAY_MS, ADDED_DURATION_MS, ERROR_RESET_MS]).toEqual([1000, 2000, 1000]);
  });

  it('uses the cookie names the platform uses [D-03]', () => {
    expect(COOKIE_NAMES).toEqual({
      crumb: 'crumb',
      cart: 'CART',
      siteUserInfo: 'SiteUserInfo',
      repeatVisitor: 'ss_cvr',
      visitTiming: 'ss_cvt',
      analyticsId: 'ss_cid',
      firstLanding: 'ss_cfl',
      firstSession: 'ss_cfs',
      cookieAllowed: 'ss_cookieAllowed',
    });
  });

  it('serves the cart at /cart [B-27]', () => {
    expect(PATHS.cart).toBe('/cart');
  });

  it('offers instalments in French only in Canada, and as Clearpay only in the UK', () => {
    expect(Object.keys(INSTALMENT_LANGUAGES)).toEqual(['US', 'CA', 'AU', 'NZ', 'GB']);
    expect(INSTALMENT_LANGUAGES.CA).toEqual(['en', 'fr']);
    expect(CLEARPAY_LOCALES).toEqual(['en_GB']);
  });
});
