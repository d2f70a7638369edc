/**
 * User-visible messages of the cart and purchase flows, verbatim as the platform shows them. Note
 * the U+2026 ellipsis in 'Adding…' and which messages end with a period and which do not: both
 * are deliberate, so tests pin them character for character.
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
  /**
   * The alert body when no response arrived; it ends with a period, unlike the cart page's copy
   * below.
   */
  checkConnection: 'Please check your internet connection.',
  /**
   * The cart page's reason when no response arrived: the same text without a period [A-39, I-14].
   */
  cartCheckConnection: 'Please check your internet connection',
  pleaseTryAgain: 'Please try again',
  unableToUpdateQuantity: 'Unable to update quantity',
  unableToUpdateForm: 'Unable to update form',
  unableToOpenForm: 'Unable to open form',
  unableToAddItemLower: 'Unable to add item',
  unableToRemoveItem: 'Unable to remove item',
  // Checks before adding to cart; {option} is one option name, or several joined with 'and'.
  selectOption: 'Please select the {option} option.',
  variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
  notEnoughStock: 'Sorry, we do not have enough of that item available.',
  quantityNotNumber: 'Quantity must be a number.',
  quantityNotWhole: 'Quantity must be a whole number',
  selectGiftCardDenomination: 'Select a denomination for the Gift Card',
  // The cart page: why checkout is blocked ({subtotal} holds the store's minimum) [I-11, I-12],
  // and the placeholder of an item without an image.
  checkoutMinimum: 'To check out, your order subtotal must be {subtotal} or more.',
  updateMissingInformation: 'Update the missing or invalid information above.',
  noImage: 'No image',
  // Pill and cart counts: a count above PILL_MAX_COUNT (100) shows as '100+' and is spoken as
  // 'More than 100 items' [H-05 to H-07].
  pillCountOverflow: '100+',
  pillOneItem: 'One item in cart',
  pillItems: '{n} items in cart',
  pillMoreThanMax: 'More than 100 items in cart',
  /** The pill's label when the template has no quantity element. */
  pillCart: 'Cart',
  cartItemCountOverflow: 'More than 100 items',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/**
 * The back-in-stock box's messages, and the default texts a site's restock messages replace.
 */
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

/** The messages of custom and additional-fields forms, verbatim. */
export const FORM_MESSAGES = {
  submitting: 'Submitting…',
  required: 'Required',
  emailNotValid: 'Email is not valid. Email addresses should follow the format {email}.',
  emailExample: 'user@domain.com',
  characterLimit: 'You have exceeded the character limit.',
  // The spec has no text for a number or currency field holding no number: this is its quantity
  // check's ('Quantity must be a number.'), said of the field [N-12].
  notANumber: 'Must be a number.',
  invalidFields: 'One or more fields is invalid, please check your entries.',
  problemAbove: 'Your form has encountered a problem. Please scroll down to review.',
  problemBelow: 'Your form has encountered a problem. Please scroll up to review.',
  completeCaptcha: 'Complete CAPTCHA before submitting.',
  processingError: 'Error processing form submission. Please reload and try again.',
  unknownError: 'Unknown error, please try again later.',
  noKey: 'Could not get a form submission key, please try again later.',
  cannotParse: 'Could not parse the form fields, please check your entries.',
  unauthorized: 'Unable to submit form. Please try again later.',
  notConfigured: 'This form has not been configured yet.',
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  serverError: 'Unable to send form. Please try again later.',
} as const;
