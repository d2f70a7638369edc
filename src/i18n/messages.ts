/**
 * User-visible messages of the cart and purchase flows, verbatim from the spec (§4, §5, §8, §9).
 * Note the U+2026 ellipsis in 'Adding…' and the missing final period of some messages.
 */
export const MESSAGES = {
  adding: 'Adding…',
  added: 'Added!',
  unableToAddItem: 'Unable to Add Item',
  unableToPurchaseItem: 'Unable to Purchase Item',
  unableToPurchaseGiftCard: 'Unable to purchase Gift Card',
  sessionExpired: 'Your session has expired. Please reload the page and try again.',
  cookiesDisabled: 'Please enable cookies in your browser, reload the page, and try again.',
  rateLimited: 'Please try again in a few seconds.',
  /** The add-to-cart alert body when no response arrived (spec §8 with its period). */
  checkConnection: 'Please check your internet connection.',
  pleaseTryAgain: 'Please try again',
  unableToUpdateQuantity: 'Unable to update quantity',
  unableToUpdateForm: 'Unable to update form',
  unableToOpenForm: 'Unable to open form',
  unableToAddItemLower: 'Unable to add item',
  unableToRemoveItem: 'Unable to remove item',
  selectOption: 'Please select the {option} option.',
  variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
  notEnoughStock: 'Sorry, we do not have enough of that item available.',
  quantityNotNumber: 'Quantity must be a number.',
  quantityNotWhole: 'Quantity must be a whole number',
  selectGiftCardDenomination: 'Select a denomination for the Gift Card',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The back-in-stock box (spec §8 "Restock", checklist Q-03 defaults). */
export const RESTOCK_MESSAGES = {
  emailBlank: 'Email cannot be blank',
  emailInvalid: 'Email is invalid',
  completeCaptcha: 'Complete CAPTCHA before submitting.',
  signedUp: 'Signed up!',
  buttonText: 'Notify Me',
  ctaText: 'Get notified when this product is back in stock.',
  placeholderText: 'Email Address',
  mailingListDescription: 'Sign up for our mailing list',
} as const;
