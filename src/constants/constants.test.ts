import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, DEFAULT_CURRENCY } from '../i18n/currencies';
import {
  ADDED_DELAY_MS,
  ADDED_DURATION_MS,
  AFTERPAY_LOCALES,
  ALT_TEXT_MAX_LENGTH,
  ANALYTICS_COOKIE_MS,
  ANALYTICS_POST_TIMEOUT_MS,
  BACKGROUND_SOURCE,
  BILLING_PERIODS_PER_YEAR,
  BLOCK_TYPE,
  BOOKKEEPER_CENTS_PER_UNIT,
  BYTES_PER_MB,
  CLEARPAY_LOCALES,
  COLLECTION_TYPE,
  CONTENT_SOURCE,
  CONTENT_STATUS_LABELS,
  COOKIE_NAMES,
  DEFAULT_FOCAL_POINT,
  DEFAULT_LOCALE,
  DESKTOP_MIN_WIDTH_PX,
  decodeProductType,
  ERROR_REPORT_DEBOUNCE_MS,
  ERROR_RESET_MS,
  FEATURES,
  FOLDER_BEHAVIOR,
  FORMAT_LOCALE,
  GALLERY_DESIGNS,
  IMAGE_BYTES_BASE,
  INSTALMENT_LANGUAGES,
  isClickableFolder,
  isConfigPath,
  isTweakPageType,
  isValidBlockType,
  LIGHT_COLOR_THRESHOLD,
  LIKERT_VALUES,
  MAX_BLOCKS_PER_LAYOUT,
  MAX_CATEGORY_LENGTH,
  MAX_ITEMS_IN_USER_ORDERABLE_COLLECTION,
  MAX_PRODUCTS_IN_COLLECTION,
  MAX_SMUGMUG_GALLERY_COUNT,
  MAX_SMUGMUG_GALLERY_SIZE,
  MAX_TAG_LENGTH,
  MAX_TRACKS_IN_ALBUM,
  MOBILE_MAX_WIDTH_PX,
  MONEY_MAX_INTEGER_DIGITS,
  NESTED_CATEGORIES_LIMIT,
  NUMBER_DIGITS_RANGE,
  PAGE_ACCESS_LABEL,
  PAGE_TYPE,
  PATHS,
  PERCENT_FRACTION_DIGITS,
  PERFORMANCE_FLUSH_MS,
  PERFORMANCE_HIDDEN_WAIT_MS,
  PERFORMANCE_SETTINGS_TIMEOUT_MS,
  PILL_MAX_COUNT,
  PRODUCT_TYPE,
  QUANTITY,
  RECORD_TYPE,
  REPEAT_VISITOR_COOKIE_MS,
  RESTRICTIVE_COOKIES,
  ROLE,
  SCROLL_TWEEN_MS,
  SESSION_RECORDING_MIN_CORES,
  SITE_STATUS,
  SLICE_TYPE,
  SRCSET_WIDTHS,
  SUBSCRIBABLE_PRODUCT_TYPES,
  siteStatusName,
  THUMBNAIL_STEPS,
  TWEAK_PAGE_TYPES,
  US_TERRITORIES,
  VISIT_TIMING_COOKIE_MS,
} from './index';

const codes = (table: Record<string, number>) =>
  [...new Set(Object.values(table))].sort((a, b) => a - b);
const DAY_MS = 86_400_000;

describe('enumerations (spec §2, §3)', () => {
  it('has exactly the 25 page types (B-01)', () => {
    expect(codes(PAGE_TYPE)).toEqual([
      1, 2, 3, 50, 100, 101, 102, 103, 104, 105, 106, 200, 201, 202, 203, 204, 205, 206, 207, 208,
      209, 210, 211, 300, 301,
    ]);
    expect(Object.keys(PAGE_TYPE)).toHaveLength(25);
  });

  it('treats splash, lock screen, popup overlay and checkout codes as tweak page types (B-02)', () => {
    expect(codes(PAGE_TYPE).filter(isTweakPageType)).toEqual([3, 103, 104, 201]);
    expect(['3', null, undefined].map(isTweakPageType)).toEqual([false, false, false]);
    expect(TWEAK_PAGE_TYPES).toEqual([
      'splash',
      'lock screen',
      'popup overlay',
      'checkout',
      'style',
    ]);
  });

  it('decodes product types 1 to 5 and anything else as unknown (B-03)', () => {
    expect([1, 2, 3, 4, 5, 0, 99, -1, 1.5, null, undefined, '1'].map(decodeProductType)).toEqual([
      1, 2, 3, 4, 5, -1, -1, -1, -1, -1, -1, -1,
    ]);
    expect(PRODUCT_TYPE).toEqual({
      UNKNOWN: -1,
      PHYSICAL: 1,
      DIGITAL: 2,
      SERVICE: 3,
      GIFT_CARD: 4,
      PAYWALL: 5,
    });
    expect(SUBSCRIBABLE_PRODUCT_TYPES).toEqual([PRODUCT_TYPE.PHYSICAL, PRODUCT_TYPE.SERVICE]);
  });

  it('has the 13 roles and no 5 (B-04)', () => {
    expect(codes(ROLE)).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(ROLE.STORE_MANAGER).toBe(8);
    expect(ROLE.NONE).toBe(14);
  });

  it('names the listed site statuses and decodes the unlisted ones generically (B-05)', () => {
    expect(SITE_STATUS.COMPED).toBe(SITE_STATUS.COMMED);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 15].map(siteStatusName)).toEqual([
      'EXPIRED',
      'PASTDUE',
      'TRIAL',
      'BETA',
      'REMOVED',
      'INTERNAL',
      'COMMED',
      'PAID',
      'ENTERPRISE',
    ]);
    expect([9, 14, 16, 0].map(siteStatusName)).toEqual([
      'UNKNOWN_STATUS(9)',
      'UNKNOWN_STATUS(14)',
      'UNKNOWN_STATUS(16)',
      'UNKNOWN_STATUS(0)',
    ]);
  });

  it('has the background sources and folder behaviours (B-06, B-08)', () => {
    expect(BACKGROUND_SOURCE).toEqual({
      UNDEFINED: -1,
      UPLOAD: 1,
      INSTAGRAM: 2,
      VIDEO: 3,
      NONE: 4,
    });
    expect(FOLDER_BEHAVIOR).toEqual({ INDEX: 1, REDIRECT: 2, NONE: 3 });
    expect([1, 2, 3, undefined].map(isClickableFolder)).toEqual([true, true, false, false]);
  });

  it('has 16 collection types without 9 or 14 (B-07)', () => {
    expect(codes(COLLECTION_TYPE)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 15, 16, 17, 18,
    ]);
  });

  it('has exactly the 21 record types (B-09)', () => {
    expect(codes(RECORD_TYPE)).toEqual([
      1, 2, 4, 5, 7, 8, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 30, 31, 50, 52, 54,
    ]);
    expect(RECORD_TYPE.STORE_ITEM).toBe(11);
  });

  it('has exactly the 18 slice types, without 2 (B-10)', () => {
    expect(codes(SLICE_TYPE)).toEqual([
      1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
  });

  it('knows only the named block types but accepts any integer from 1 to 71 (B-11)', () => {
    expect(BLOCK_TYPE).toEqual({
      NAVIGATION: 1,
      HTML: 2,
      LOGO: 3,
      MAP: 4,
      IMAGE: 5,
      ACCORDION: 69,
    });
    expect([0, 1, 70, 71, 72, 1.5, '5', null].map(isValidBlockType)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('has the content labels, billing periods, sources, designs and likert scale (B-13 to B-26)', () => {
    expect(CONTENT_STATUS_LABELS).toEqual(['Scheduled', 'Needs Review', 'Draft', 'Private']);
    expect(PAGE_ACCESS_LABEL).toBe('This page is locked; available only to site members.');
    expect(BILLING_PERIODS_PER_YEAR).toEqual({ WEEK: 52, MONTH: 12, YEAR: 1 });
    expect(CONTENT_SOURCE).toEqual({ ITEM: 'i', COLLECTION: 'c' });
    expect(GALLERY_DESIGNS).toEqual(['grid', 'slideshow', 'slider', 'stacked']);
    expect(LIKERT_VALUES).toEqual([-2, -1, 0, 1, 2]);
  });
});

describe('limits and paths (spec §9)', () => {
  it('has the layout, collection and text limits (B-16 to B-18, B-20)', () => {
    expect([
      MAX_BLOCKS_PER_LAYOUT,
      MAX_TRACKS_IN_ALBUM,
      MAX_ITEMS_IN_USER_ORDERABLE_COLLECTION,
      MAX_PRODUCTS_IN_COLLECTION,
      NESTED_CATEGORIES_LIMIT,
      MAX_TAG_LENGTH,
      MAX_CATEGORY_LENGTH,
      MAX_SMUGMUG_GALLERY_COUNT,
      MAX_SMUGMUG_GALLERY_SIZE,
      BYTES_PER_MB,
    ]).toEqual([60, 60, 250, 200, 10_000, 50, 25, 20, 50, 1_000_000]);
  });

  it('breakpoints neither overlap nor leave a gap (B-19)', () => {
    expect(MOBILE_MAX_WIDTH_PX).toBe(432);
    expect(DESKTOP_MIN_WIDTH_PX - MOBILE_MAX_WIDTH_PX).toBe(1);
  });

  it('lists the US territories exactly (B-21)', () => {
    expect(US_TERRITORIES).toEqual(['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM']);
  });

  it('defaults to English and US dollars (B-22)', () => {
    expect(DEFAULT_LOCALE).toBe('en');
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(CURRENCY_CODES).toContain('USD');
  });

  it('bounds the quantity input and the pill count (B-23, §9)', () => {
    expect(QUANTITY).toEqual({ MIN: 1, MAX: 9999, STEP: 1, DEFAULT: 1 });
    expect(PILL_MAX_COUNT).toBe(100);
  });

  it('has every timing constant of B-24', () => {
    expect({
      ADDED_DELAY_MS,
      ADDED_DURATION_MS,
      ERROR_RESET_MS,
      ANALYTICS_POST_TIMEOUT_MS,
      PERFORMANCE_SETTINGS_TIMEOUT_MS,
      PERFORMANCE_FLUSH_MS,
      PERFORMANCE_HIDDEN_WAIT_MS,
      ERROR_REPORT_DEBOUNCE_MS,
      SCROLL_TWEEN_MS,
    }).toEqual({
      ADDED_DELAY_MS: 1000,
      ADDED_DURATION_MS: 2000,
      ERROR_RESET_MS: 1000,
      ANALYTICS_POST_TIMEOUT_MS: 2500,
      PERFORMANCE_SETTINGS_TIMEOUT_MS: 30_000,
      PERFORMANCE_FLUSH_MS: 30_000,
      PERFORMANCE_HIDDEN_WAIT_MS: 60_000,
      ERROR_REPORT_DEBOUNCE_MS: 1000,
      SCROLL_TWEEN_MS: 300,
    });
    expect(REPEAT_VISITOR_COOKIE_MS).toBe(730 * DAY_MS);
    expect(VISIT_TIMING_COOKIE_MS).toBe(30 * 60_000);
    expect(ANALYTICS_COOKIE_MS).toBe(390 * DAY_MS);
  });

  it('has the path constants (B-27) and recognises /config and below only (D-11)', () => {
    expect(PATHS).toEqual({
      search: '/search',
      cart: '/cart',
      config: '/config',
      trialUpgrade: '/settings/billing/upgrade',
      upgradePlan: '/settings/billing/subscriptions/website',
    });
    expect(['/config', '/config/pages', '/configure', '/', '/x/config'].map(isConfigPath)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('has the instalment locales of §9, each brand on its own', () => {
    expect(Object.keys(INSTALMENT_LANGUAGES)).toEqual(['US', 'CA', 'AU', 'NZ', 'GB']);
    expect(INSTALMENT_LANGUAGES.CA).toEqual(['en', 'fr']);
    expect(CLEARPAY_LOCALES).toEqual(['en_GB']);
    expect(AFTERPAY_LOCALES).toEqual(['en_US', 'en_CA', 'fr_CA', 'en_AU', 'en_NZ']);
  });
});

describe('formatting, images and other §9 constants', () => {
  it('has the formatting constants', () => {
    expect(MONEY_MAX_INTEGER_DIGITS).toBe(15);
    expect(NUMBER_DIGITS_RANGE).toEqual({ MIN: 0, MAX: 50 });
    expect(PERCENT_FRACTION_DIGITS).toEqual({ MIN: 2, MAX: 3, TRIM_MIN: 0 });
    expect(BOOKKEEPER_CENTS_PER_UNIT).toBe(100);
    expect(FORMAT_LOCALE).toBe('en-US');
  });

  it('has the image constants (Z-01 to Z-07)', () => {
    expect(SRCSET_WIDTHS).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
    expect(THUMBNAIL_STEPS.map((step) => [step.over, step.width])).toEqual([
      [1000, 1500],
      [750, 1000],
      [500, 750],
      [300, 500],
      [100, 300],
    ]);
    expect(DEFAULT_FOCAL_POINT).toEqual({ x: 0.5, y: 0.5 });
    expect(ALT_TEXT_MAX_LENGTH).toBe(1000);
    expect(LIGHT_COLOR_THRESHOLD).toBe(8_388_607.5);
    expect(IMAGE_BYTES_BASE).toBe(1024);
  });

  it('needs more than 2 cores for session recording, and names features as strings (B-12)', () => {
    expect(SESSION_RECORDING_MIN_CORES).toBe(3);
    expect(FEATURES).toContain('restockNotifications');
    expect(FEATURES.every((name) => typeof name === 'string')).toBe(true);
  });
});

describe('cookie names (D-03, D-05)', () => {
  it('uses the proposed names', () => {
    expect(Object.values(COOKIE_NAMES).sort()).toEqual(
      ['CART', 'SiteUserInfo', 'crumb', 'ss_cid', 'ss_cookieAllowed', 'ss_cvr', 'ss_cvt'].sort(),
    );
  });

  it('clears only census and analytics cookies when cookies are not allowed', () => {
    expect([...RESTRICTIVE_COOKIES].sort()).toEqual(['ss_cid', 'ss_cvr', 'ss_cvt']);
  });
});
