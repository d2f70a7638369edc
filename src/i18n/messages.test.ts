import { describe, expect, it } from 'vitest';
import { PILL_MAX_COUNT } from '../constants/product';
import { interpolate } from './interpolate';
import { MESSAGES, RESTOCK_MESSAGES } from './messages';

describe('cart and purchase messages, verbatim from the spec', () => {
  it('has the add-to-cart states with the single-character ellipsis ', () => {
    expect(MESSAGES.adding).toBe('Adding\u2026');
    expect(MESSAGES.adding).not.toContain('...');
    expect(MESSAGES.added).toBe('Added!');
  });

  it('has the alert titles and bodies with their exact punctuation', () => {
    expect(MESSAGES.unableToAddItem).toBe('Unable to Add Item');
    expect(MESSAGES.unableToPurchaseItem).toBe('Unable to Purchase Item');
    expect(MESSAGES.unableToPurchaseGiftCard).toBe('Unable to purchase Gift Card');
    expect(MESSAGES.sessionExpired).toBe(
      'Your session has expired. Please reload the page and try again.',
    );
    expect(MESSAGES.cookiesDisabled).toBe(
      'Please enable cookies in your browser, reload the page, and try again.',
    );
    expect(MESSAGES.rateLimited).toBe('Please try again in a few seconds.');
    expect(MESSAGES.pleaseTryAgain).toBe('Please try again');
  });

  it('keeps both spellings of the connection message: alert with a period, cart list without', () => {
    expect(MESSAGES.checkConnection).toBe('Please check your internet connection.');
    expect(MESSAGES.cartCheckConnection).toBe('Please check your internet connection');
  });

  it('has the cart messages, none ending with a period', () => {
    expect([
      MESSAGES.unableToUpdateQuantity,
      MESSAGES.unableToUpdateForm,
      MESSAGES.unableToOpenForm,
      MESSAGES.unableToAddItemLower,
      MESSAGES.unableToRemoveItem,
    ]).toEqual([
      'Unable to update quantity',
      'Unable to update form',
      'Unable to open form',
      'Unable to add item',
      'Unable to remove item',
    ]);
  });

  it('has the checks before adding to cart, periods exactly where the platform has them', () => {
    expect(interpolate(MESSAGES.selectOption, { option: 'Size' })).toBe(
      'Please select the Size option.',
    );
    expect(MESSAGES.variantUnavailable).toBe(
      'Sorry, that item variant is unavailable. Please select another variant.',
    );
    expect(MESSAGES.notEnoughStock).toBe('Sorry, we do not have enough of that item available.');
    expect(MESSAGES.quantityNotNumber).toBe('Quantity must be a number.');
    expect(MESSAGES.quantityNotWhole).toBe('Quantity must be a whole number');
    expect(MESSAGES.selectGiftCardDenomination).toBe('Select a denomination for the Gift Card');
  });

  it('has the checkout messages', () => {
    expect(interpolate(MESSAGES.checkoutMinimum, { subtotal: '$10.00' })).toBe(
      'To check out, your order subtotal must be $10.00 or more.',
    );
    expect(MESSAGES.updateMissingInformation).toBe(
      'Update the missing or invalid information above.',
    );
  });

  it('has the pill texts with the same threshold as PILL_MAX_COUNT', () => {
    expect(MESSAGES.pillCountOverflow).toBe(`${PILL_MAX_COUNT}+`);
    expect(MESSAGES.pillOneItem).toBe('One item in cart');
    expect(interpolate(MESSAGES.pillItems, { n: 7 })).toBe('7 items in cart');
    expect(MESSAGES.pillMoreThanMax).toBe(`More than ${PILL_MAX_COUNT} items in cart`);
    expect(MESSAGES.pillCart).toBe('Cart');
    expect(MESSAGES.cartItemCountOverflow).toBe(`More than ${PILL_MAX_COUNT} items`);
  });

  it('has the restock texts', () => {
    expect(RESTOCK_MESSAGES.emailBlank).toBe('Email cannot be blank');
    expect(RESTOCK_MESSAGES.emailInvalid).toBe('Email is invalid');
    expect(RESTOCK_MESSAGES.completeCaptcha).toBe('Complete CAPTCHA before submitting.');
    expect(RESTOCK_MESSAGES.signedUp).toBe('Signed up!');
  });

  it('uses no three-dot ellipsis and no stray whitespace anywhere', () => {
    for (const text of [...Object.values(MESSAGES), ...Object.values(RESTOCK_MESSAGES)]) {
      expect(text).not.toContain('...');
      expect(text).toBe(text.trim());
    }
  });
});
