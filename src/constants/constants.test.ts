import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from './cookies';
import { DEFAULT_SLIDER_ASPECT_RATIO, LAYOUT_LIMITS, TEXT_LIMITS, URL_MAX_LENGTH } from './limits';
import { PATHS } from './paths';
import { CLEARPAY_LOCALES, decodeProductType, INSTALMENT_LANGUAGES, QUANTITY } from './product';
import { US_TERRITORIES } from './regions';
import * as TIMING from './timing';

describe('constants a shopper or a site meets', () => {
  it('decodes product types 1 to 5 and anything else as unknown [B-03]', () => {
    expect([1, 2, 3, 4, 5, 0, 99, -1, 1.5, null, undefined, '1'].map(decodeProductType)).toEqual([
      1, 2, 3, 4, 5, -1, -1, -1, -1, -1, -1, -1,
    ]);
  });

  it('takes quantities from 1 to 9,999 in whole steps, 1 by default [B-23]', () => {
    expect(QUANTITY).toEqual({ MIN: 1, MAX: 9999, STEP: 1, DEFAULT: 1 });
  });

  it('keeps every delay, timeout and cookie lifetime in one table [B-24]', () => {
    const DAY_S = 24 * 60 * 60;
    expect({ ...TIMING }).toEqual({
      ADDED_DELAY_MS: 1000,
      ADDED_DURATION_MS: 2000,
      ERROR_RESET_MS: 1000,
      ANALYTICS_TIMEOUT_MS: 2500,
      PERFORMANCE_SETTINGS_TIMEOUT_MS: 30_000,
      PERFORMANCE_FLUSH_MS: 30_000,
      PERFORMANCE_HIDDEN_WAIT_MS: 60_000,
      ERROR_REPORT_DEBOUNCE_MS: 1000,
      SCROLL_TWEEN_MS: 300,
      REPEAT_VISITOR_COOKIE_SECONDS: 2 * 365 * DAY_S,
      VISIT_TIMING_MS: 30 * 60 * 1000,
      ANALYTICS_ID_COOKIE_SECONDS: 390 * DAY_S,
    });
  });

  it('holds layouts and collections to the platform’s limits [B-16]', () => {
    expect(LAYOUT_LIMITS).toEqual({
      BLOCKS_PER_LAYOUT: 60,
      TRACKS_PER_ALBUM: 60,
      ITEMS_PER_ORDERABLE_COLLECTION: 250,
      PRODUCTS_PER_COLLECTION: 200,
      NESTED_CATEGORIES: 10_000,
    });
    expect(Object.isFrozen(LAYOUT_LIMITS)).toBe(true);
  });

  it('holds tags, categories and SmugMug galleries to the platform’s limits [B-17]', () => {
    expect(TEXT_LIMITS).toEqual({
      TAG_LENGTH: 50,
      CATEGORY_LENGTH: 25,
      SMUGMUG_GALLERY_COUNT: 20,
      SMUGMUG_GALLERY_SIZE: 50,
    });
    expect(Object.isFrozen(TEXT_LIMITS)).toBe(true);
  });

  it('gives sliders an aspect ratio of 50 unless set, and URLs at most 2083 characters [B-18, D-09]', () => {
    expect(DEFAULT_SLIDER_ASPECT_RATIO).toBe(50);
    expect(URL_MAX_LENGTH).toBe(2083);
  });

  it('counts the US and its six territories as the United States [B-21]', () => {
    expect(US_TERRITORIES).toEqual(['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM']);
    expect(Object.isFrozen(US_TERRITORIES)).toBe(true);
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

  it('knows the search, cart and admin pages by their paths [B-27]', () => {
    expect(PATHS).toMatchObject({
      search: '/search',
      cart: '/cart',
      config: '/config',
      trialUpgrade: '/settings/billing/upgrade',
      upgradePlan: '/settings/billing/subscriptions/website',
    });
    expect(Object.isFrozen(PATHS)).toBe(true);
  });

  it('offers instalments in French only in Canada, and as Clearpay only in the UK', () => {
    expect(Object.keys(INSTALMENT_LANGUAGES)).toEqual(['US', 'CA', 'AU', 'NZ', 'GB']);
    expect(INSTALMENT_LANGUAGES.CA).toEqual(['en', 'fr']);
    expect(CLEARPAY_LOCALES).toEqual(['en_GB']);
  });
});
