import { describe, expect, it } from 'vitest';
import { DEFAULT_STRINGS, type LocalizedStringKey, likertLabel, resolveStrings } from './strings';

describe('localized strings (C-15 to C-26)', () => {
  it.each<[LocalizedStringKey, string]>([
    ['productAddToCartText', 'Add To Cart'],
    ['productSubscribeText', 'Subscribe'],
    ['productQuantityInputLabel', 'Quantity'],
    ['productQuickViewText', 'Quick View'],
    ['productSoldOutText', 'sold out'],
    ['productSaleText', 'sale'],
    ['productVariantSelectText', 'Select {variantName}'],
    ['giftCardValueDisplayText', '{price}'],
    ['giftCardVariantSelectText', 'Select Value'],
    ['productSummaryFormNoAnswerText', 'N/A'],
    ['likertStronglyDisagreeText', 'Strongly Disagree'],
    ['likertDisagreeText', 'Disagree'],
    ['likertNeutralText', 'Neutral'],
    ['likertAgreeText', 'Agree'],
    ['likertStronglyAgreeText', 'Strongly Agree'],
  ])('has the spec default of %s, with its exact case: %j', (key, text) => {
    expect(resolveStrings()[key]).toBe(text);
  });

  it('takes site overrides for known keys and keeps the defaults for the rest', () => {
    const strings = resolveStrings({ productAddToCartText: 'Ajouter au panier' });
    expect(strings.productAddToCartText).toBe('Ajouter au panier');
    expect(strings.productSoldOutText).toBe('sold out');
  });

  it('ignores unknown keys, non-text values and empty text', () => {
    const strings = resolveStrings({
      productSaleText: '',
      productSoldOutText: 7,
      productSubscribeText: null,
      productQuickViewText: { text: 'x' },
      unknownKey: 'x',
    });
    expect(strings).toEqual(resolveStrings());
    expect('unknownKey' in strings).toBe(false);
  });

  it('survives a missing or malformed localizedStrings section', () => {
    expect(resolveStrings(undefined)).toEqual(DEFAULT_STRINGS);
    expect(resolveStrings(null)).toEqual(DEFAULT_STRINGS);
    expect(resolveStrings('oops' as unknown as Record<string, unknown>)).toEqual(DEFAULT_STRINGS);
    const inherited = Object.create({ productSaleText: 'from a prototype' });
    expect(resolveStrings(inherited).productSaleText).toBe('sale');
  });

  it('never hands out the shared defaults object for mutation', () => {
    const strings = resolveStrings();
    strings.productSaleText = 'changed';
    expect(resolveStrings().productSaleText).toBe('sale');
  });
});

describe('likert labels (C-25)', () => {
  it('labels -2 to 2 and nothing else', () => {
    expect([-2, -1, 0, 1, 2].map((value) => likertLabel(value))).toEqual([
      'Strongly Disagree',
      'Disagree',
      'Neutral',
      'Agree',
      'Strongly Agree',
    ]);
    expect([3, -3, 0.5, Number.NaN].map((value) => likertLabel(value))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('uses the site override of each label', () => {
    const strings = resolveStrings({ likertNeutralText: 'Neutre' });
    expect(likertLabel(0, strings)).toBe('Neutre');
    expect(likertLabel(2, strings)).toBe('Strongly Agree');
  });
});
