/** Localized strings of spec §3 with their defaults; the site may override any of them (C-26). */
export const DEFAULT_STRINGS = {
  productAddToCartText: 'Add To Cart',
  productSubscribeText: 'Subscribe',
  productQuantityInputLabel: 'Quantity',
  productQuickViewText: 'Quick View',
  productSoldOutText: 'sold out',
  productSaleText: 'sale',
  productVariantSelectText: 'Select {variantName}',
  giftCardValueDisplayText: '{price}',
  giftCardVariantSelectText: 'Select Value',
  productSummaryFormNoAnswerText: 'N/A',
  likertStronglyDisagreeText: 'Strongly Disagree',
  likertDisagreeText: 'Disagree',
  likertNeutralText: 'Neutral',
  likertAgreeText: 'Agree',
  likertStronglyAgreeText: 'Strongly Agree',
} as const;

export type LocalizedStrings = { -readonly [K in keyof typeof DEFAULT_STRINGS]: string };

/** Site-supplied overrides win when they are non-empty strings for a known key. */
export function resolveStrings(overrides?: Record<string, unknown>): LocalizedStrings {
  const strings: LocalizedStrings = { ...DEFAULT_STRINGS };
  for (const key of Object.keys(DEFAULT_STRINGS) as (keyof LocalizedStrings)[]) {
    const value = overrides?.[key];
    if (typeof value === 'string' && value !== '') strings[key] = value;
  }
  return strings;
}
