import { describe, expect, it } from 'vitest';
import { enumCodes } from '../../tests/helpers/enum-codes';
import { isTweakPageType, PAGE_TYPE, TWEAK_PAGE_TYPES, TWEAK_TYPES } from './page-types';

describe('page types', () => {
  it('has exactly the 25 page codes of the platform [B-01]', () => {
    expect(enumCodes(PAGE_TYPE)).toEqual({
      CONTENT_COLLECTION: 1,
      PAGE: 2,
      SPLASH_PAGE: 3,
      CONTENT_ITEM: 50,
      NOT_FOUND: 100,
      ERROR: 101,
      SEARCH: 102,
      LOCK_SCREEN: 103,
      POPUP_OVERLAY: 104,
      PROTECTED_CONTENT: 105,
      MEMBER_AREA_ACCESS_DENIED: 106,
      SHOW_CART: 200,
      CHECKOUT: 201,
      ORDER_CONFIRMED: 202,
      DONATE: 203,
      CONTRIBUTION_CONFIRMED: 204,
      COMMERCE_CART_V2: 205,
      SUBSCRIPTION_CONFIRMED: 206,
      ORDER_RECEIVED: 207,
      MEMBERSHIP_CONFIRMED: 208,
      REVIEWS_REQUEST: 209,
      DIGITAL_PRODUCT_COMPOSER_PREVIEW: 210,
      ORDER_STATUS: 211,
      NEWSLETTER_UNSUBSCRIBE: 300,
      COMMERCE_EMAIL_PREVIEW: 301,
    });
    expect(new Set(Object.values(enumCodes(PAGE_TYPE))).size).toBe(25);
  });

  it('names five tweak types, "style" among them with no page of its own [B-02]', () => {
    expect(TWEAK_TYPES).toEqual(['splash', 'lock-screen', 'popup-overlay', 'checkout', 'style']);
    expect(TWEAK_PAGE_TYPES).not.toHaveProperty('style');
    expect(Object.isFrozen(TWEAK_TYPES)).toBe(true);
  });

  it('counts splash, lock screen, pop-up overlay and checkout pages as tweak pages, no other [B-02]', () => {
    const tweakCodes = Object.values(enumCodes(PAGE_TYPE)).filter(isTweakPageType);
    expect(tweakCodes).toEqual([3, 103, 104, 201]);
    for (const notACode of [0, 4, 1000, -1, 3.5, '3', 'style', null, undefined]) {
      expect(isTweakPageType(notACode)).toBe(false);
    }
  });
});
