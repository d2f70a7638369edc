import { describe, expect, it } from 'vitest';
import products from '../../fixtures/products.json';
import { PRODUCT_TYPE } from '../constants/product';
import { moneyFormatter } from '../i18n/money-format';
import { resolveStrings } from '../i18n/strings';
import { giftCardPrice } from './gift-card-price';
import { decodeProduct } from './product';
import { productView } from './product-view';

const usd = (value: string) => ({ value, currency: 'USD' });

/** A gift card whose denominations are these amounts, in this order. */
function giftCard(amounts: string[], sale: { onSale: boolean; salePrice: string } | null = null) {
  return decodeProduct({
    id: '5f1a00000000000000000099',
    title: 'Gift Card',
    structuredContent: {
      productType: PRODUCT_TYPE.GIFT_CARD,
      priceMoney: usd('10.00'),
      variants: amounts.map((amount) => ({
        sku: `SQ-GIFT-${amount}`,
        attributes: { Value: amount },
        priceMoney: usd(amount),
        salePriceMoney: usd(sale?.salePrice ?? '0.00'),
        onSale: sale?.onSale ?? false,
        unlimited: true,
      })),
    },
  });
}

describe("a gift card's price (K-05)", () => {
  it('is "from" the lowest denomination when denominations differ, wherever the lowest is listed', () => {
    expect(giftCardPrice(giftCard(['50.00', '25.00', '100.00']))).toEqual({
      price: usd('25.00'),
      from: true,
    });
  });

  it('is the one amount, without "from", when every denomination is the same or there is one', () => {
    expect(giftCardPrice(giftCard(['25.00', '25.0']))).toEqual({
      price: usd('25.00'),
      from: false,
    });
    expect(giftCardPrice(giftCard(['40.00']))).toEqual({ price: usd('40.00'), from: false });
    expect(giftCardPrice(giftCard([]))).toEqual({ price: usd('10.00'), from: false });
  });

  it('reads denominations, never sale prices: a gift card is not on sale', () => {
    const flagged = giftCard(['50.00', '50.00'], { onSale: true, salePrice: '5.00' });
    expect(giftCardPrice(flagged)).toEqual({ price: usd('50.00'), from: false });
  });

  it("is what the product form shows before a choice, with the site's from text", () => {
    const fixture = products.find(
      (p) => p.structuredContent.productType === PRODUCT_TYPE.GIFT_CARD,
    );
    const show = (product = decodeProduct(fixture), strings = resolveStrings()) =>
      productView(
        product,
        {},
        { storeSettings: {}, merchandising: {} },
        strings,
        moneyFormatter({}),
      ).price;
    expect(show()).toBe('from $25.00');
    expect(
      show(decodeProduct(fixture), resolveStrings({ productPriceFromText: 'dès {price}' })),
    ).toBe('dès $25.00');
    expect(show(giftCard(['50.00', '50.00'], { onSale: true, salePrice: '5.00' }))).toBe('$50.00');
  });
});
