/**
 * The core's catalogue of texts a site may override, with their defaults: the platform's localized
 * strings and the bundle's own. A site overrides any of them through the page context's
 * `localizedStrings` [C-26]. Texts only one part shows have their own catalogue, resolved the same
 * way (`resolveStringsWith`): the gallery chunk's (`elements/gallery/strings.ts`) and the merchant
 * editing toolkit's (`editing-toolkit-strings.ts`); a subscription's price wording, one string per
 * kind of plan, is built by `subscription-strings.ts`. The messages of the cart, purchase, restock
 * and form flows, shown verbatim and not overridable, are in `messages.ts`.
 */
export const DEFAULT_STRINGS = {
  productAddToCartText: 'Add To Cart',
  productSubscribeText: 'Subscribe',
  productQuantityInputLabel: 'Quantity',
  productQuickViewText: 'Quick View',
  productSoldOutText: 'sold out',
  productSaleText: 'sale',
  // The engine's key and default for a price that varies between variants [E-14].
  productPriceFromText: 'from {price}',
  // The engine's key and default for a subscription whose plan fits no price pattern [L-08]; the
  // patterns that fit have a catalogue of their own (subscription-strings.ts).
  productPriceUnavailable: 'Unavailable',
  productVariantSelectText: 'Select {variantName}',
  // A gift-card denomination's label: the formatted amount itself unless the site sets one [C-22].
  giftCardValueDisplayText: '{price}',
  giftCardVariantSelectText: 'Select Value',
  productSummaryFormNoAnswerText: 'N/A',
  likertStronglyDisagreeText: 'Strongly Disagree',
  likertDisagreeText: 'Disagree',
  likertNeutralText: 'Neutral',
  likertAgreeText: 'Agree',
  likertStronglyAgreeText: 'Strongly Agree',
  // The heading of the cart page's suggested products [I-13].
  relatedProductsTitle: 'Customers also bought',
  // The accessible name of a digital product's audio preview player.
  productAudioPreviewText: 'Listen to a preview',
  // The bundle's own texts beyond the platform's list, overridable the same way.
  cartTitleText: 'Shopping Cart',
  cartEmptyText: 'You have nothing in your shopping cart.',
  cartSubtotalText: 'Subtotal',
  cartCheckoutText: 'Checkout',
  cartContinueShoppingText: 'Continue Shopping',
  cartEditDetailsText: 'Edit details',
  cartRemoveText: 'Remove',
  cartSaveDetailsText: 'Save',
  dialogOkText: 'OK',
  dialogCancelText: 'Cancel',
  dialogCloseText: 'Close Popup',
  productOptionsTitleText: 'Product options',
  // The quick view's dialog: while its product is coming, when it cannot be read, and its close.
  quickViewLoadingText: 'Loading…',
  quickViewErrorText: 'This product could not be loaded.',
  quickViewCloseText: 'Close',
  productReviewsText: 'Reviews',
  formSubmitText: 'Submit',
  formThankYouText: 'Thank you!',
  formSelectOptionText: 'Select an option',
  // Why a captcha-bound submit button cannot submit yet, beside it: the spec's wording [N-06, Q-07].
  captchaRequiredText: 'Complete CAPTCHA before submitting.',
  // The instalment pill: {amount} is shown in bold and {brand} is the information button.
  instalmentOfferText: 'or {count} interest-free payments of {amount} with {brand}',
  instalmentInfoLabel: '{brand} information',
  // The pill outside the price range it is offered in, after {brand}: {amount} is the bound [J-06].
  instalmentOrdersOverText: 'available for orders over {amount}',
  instalmentOrdersUpToText: 'available for orders up to {amount}',
  // The site-member control and its sign-in dialog; a failed login shows the generic text and the
  // server's message.
  accountSignInText: 'Sign in',
  accountSignOutText: 'Sign out',
  accountMenuText: 'Account',
  accountEmailLabel: 'Email',
  accountPasswordLabel: 'Password',
  accountRememberMeLabel: 'Remember me',
  accountLoginFailedText: 'Unable to log in',
  // The custom form's address suggestions [W-03]: the list's name, and what the live region says
  // when suggestions come ({count}; one has its own text), when none match, and for the active
  // one ({option}, {position}).
  addressSuggestionsLabel: 'Address suggestions',
  addressSuggestionsCountText: '{count} suggestions. Use the up and down arrows to choose.',
  addressOneSuggestionText: '1 suggestion. Use the up and down arrows to choose.',
  addressNoSuggestionsText: 'No suggestions.',
  addressSuggestionActiveText: '{option}, {position} of {count}',
} as const;

export type LocalizedStringKey = keyof typeof DEFAULT_STRINGS;
export type LocalizedStrings = { -readonly [K in LocalizedStringKey]: string };

/** A catalogue's texts, each overridable: the same keys, every value a string. */
export type ResolvedStrings<T extends Record<string, string>> = {
  -readonly [K in keyof T]: string;
};

/**
 * A catalogue's defaults with a site's overrides: an override wins for a known key whose value is
 * a non-empty string. An empty override is ignored on purpose: it would leave a button or a label
 * with no text at all. Unknown keys and inherited properties are ignored.
 */
export function resolveStringsWith<T extends Record<string, string>>(
  defaults: T,
  overrides?: Record<string, unknown> | null,
): ResolvedStrings<T> {
  const strings = { ...defaults } as ResolvedStrings<T>;
  if (!overrides || typeof overrides !== 'object') return strings;
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const value = Object.hasOwn(overrides, key) ? overrides[key] : undefined;
    if (typeof value === 'string' && value !== '') strings[key] = value;
  }
  return strings;
}

/** The bundle's texts with the site's `localizedStrings` [C-26]. */
export function resolveStrings(overrides?: Record<string, unknown> | null): LocalizedStrings {
  return resolveStringsWith(DEFAULT_STRINGS, overrides);
}

/** The likert scale value each label stands for, -2 to 2 [C-25]. */
const LIKERT_KEYS = {
  '-2': 'likertStronglyDisagreeText',
  '-1': 'likertDisagreeText',
  '0': 'likertNeutralText',
  '1': 'likertAgreeText',
  '2': 'likertStronglyAgreeText',
} as const satisfies Record<string, LocalizedStringKey>;

/** The label for a likert value, or undefined for a value off the scale. */
export function likertLabel(
  value: number,
  strings: Readonly<LocalizedStrings> = DEFAULT_STRINGS,
): string | undefined {
  const key = Object.hasOwn(LIKERT_KEYS, String(value))
    ? LIKERT_KEYS[String(value) as keyof typeof LIKERT_KEYS]
    : undefined;
  return key && strings[key];
}
