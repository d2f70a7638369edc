import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { resolveStrings } from './strings';

describe('localized strings', () => {
  it('has the spec defaults, with their exact case', () => {
    const strings = resolveStrings();
    expect(strings.productAddToCartText).toBe('Add To Cart');
    expect(strings.productSoldOutText).toBe('sold out');
    expect(strings.productSaleText).toBe('sale');
    expect(strings.productVariantSelectText).toBe('Select {variantName}');
    expect(strings.giftCardVariantSelectText).toBe('Select Value');
    expect(strings.productSummaryFormNoAnswerText).toBe('N/A');
  });

  it('takes site overrides for known keys only, and ignores empty or non-text values', () => {
    const strings = resolveStrings({
      productAddToCartText: 'Ajouter au panier',
      productSaleText: '',
      productSoldOutText: 7,
      unknownKey: 'x',
    });
    expect(strings.productAddToCartText).toBe('Ajouter au panier');
    expect(strings.productSaleText).toBe('sale');
    expect(strings.productSoldOutText).toBe('sold out');
    expect('unknownKey' in strings).toBe(false);
  });
});

describe('cart messages keep the spec punctuation', () => {
  it('uses the single-character ellipsis and exact endings', () => {
    expect(MESSAGES.adding).toBe('Adding\u2026');
    expect(MESSAGES.added).toBe('Added!');
    expect(MESSAGES.quantityNotNumber.endsWith('.')).toBe(true);
    expect(MESSAGES.quantityNotWhole.endsWith('.')).toBe(false);
    expect(MESSAGES.unableToPurchaseGiftCard).toBe('Unable to purchase Gift Card');
  });
});
