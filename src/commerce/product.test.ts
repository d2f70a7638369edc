import { describe, expect, it } from 'vitest';
import { checkBeforeAdd } from './add-validation';
import { decodeProduct } from './product';
import {
  addButtonText,
  fromPrice,
  hasVariedPrices,
  isOnSale,
  isSoldOut,
  isSubscribable,
  productMark,
  showsMultipleVariants,
  showsQuantityInput,
  totalStock,
} from './product-states';
import { findVariant, joinWithAnd, optionNames, optionValues } from './variants';

type VariantInput = {
  sku?: string;
  attributes?: Record<string, string>;
  price?: string;
  salePrice?: string;
  onSale?: boolean;
  qtyInStock?: number;
  unlimited?: boolean;
};

const variant = (v: VariantInput = {}) => ({
  sku: v.sku ?? 'SKU',
  attributes: v.attributes ?? {},
  priceMoney: { value: v.price ?? '10.00', currency: 'USD' },
  salePriceMoney: { value: v.salePrice ?? '0.00', currency: 'USD' },
  onSale: v.onSale ?? false,
  qtyInStock: v.qtyInStock ?? 5,
  unlimited: v.unlimited ?? false,
});

const product = (
  productType: number,
  variants: VariantInput[],
  extra: Record<string, unknown> = {},
) =>
  decodeProduct({
    id: 'p1',
    structuredContent: { productType, variants: variants.map(variant), ...extra },
  });

const STRINGS = { productAddToCartText: 'Add To Cart', productSubscribeText: 'Subscribe' };

describe('decoding (E-16)', () => {
  it('gives safe defaults for anything missing or malformed', () => {
    const p = decodeProduct({
      structuredContent: { productType: 'x', variants: [{ qtyInStock: 'lots' }] },
    });
    expect(p.productType).toBe(-1);
    expect(p.variants[0]).toMatchObject({
      sku: '',
      qtyInStock: 0,
      unlimited: false,
      price: { value: '0', currency: 'USD' },
    });
    expect(decodeProduct(null).variants).toEqual([]);
  });

  it('prefers priceMoney, then price.decimalValue', () => {
    const p = decodeProduct({
      structuredContent: {
        productType: 1,
        variants: [{ sku: 'a', price: { decimalValue: '7.50', currencyCode: 'EUR' } }],
      },
    });
    expect(p.variants[0]?.price).toEqual({ value: '7.50', currency: 'EUR' });
  });
});

describe('sold out and on sale (E-01 to E-06, E-09)', () => {
  it('a physical or service product is sold out when no variant has stock (≤ 0) and none is unlimited', () => {
    expect(isSoldOut(product(1, [{ qtyInStock: 0 }, { qtyInStock: -2 }]))).toBe(true);
    expect(isSoldOut(product(3, [{ qtyInStock: 0 }]))).toBe(true);
    expect(isSoldOut(product(1, [{ qtyInStock: 0 }, { qtyInStock: 1 }]))).toBe(false);
    expect(isSoldOut(product(1, [{ qtyInStock: 0, unlimited: true }]))).toBe(false);
    expect(isSoldOut(product(1, []))).toBe(true);
  });

  it('digital, gift card, paywall and unknown products never sell out', () => {
    for (const type of [2, 4, 5, -1])
      expect(isSoldOut(product(type, [{ qtyInStock: 0 }]))).toBe(false);
  });

  it('on sale: any variant for physical/service, the item flag for digital, never for the others', () => {
    expect(isOnSale(product(1, [{}, { onSale: true }]))).toBe(true);
    expect(isOnSale(product(2, [{ onSale: true }]))).toBe(false);
    expect(isOnSale(product(2, [{}], { onSale: true }))).toBe(true);
    expect(isOnSale(product(4, [{ onSale: true }], { onSale: true }))).toBe(false);
  });

  it('shows only the sold-out mark for a product both sold out and on sale', () => {
    expect(productMark(product(1, [{ qtyInStock: 0, onSale: true }]))).toBe('sold-out');
    expect(productMark(product(1, [{ onSale: true }]))).toBe('sale');
    expect(productMark(product(1, [{}]))).toBeNull();
  });
});

describe('variants and prices (E-07, E-08, E-10, E-14)', () => {
  it('shows several variants only when there are several and the product is not digital', () => {
    expect(showsMultipleVariants(product(1, [{}, {}]))).toBe(true);
    expect(showsMultipleVariants(product(2, [{}, {}]))).toBe(false);
    expect(showsMultipleVariants(product(1, [{}]))).toBe(false);
  });

  it('prices vary on price or onSale; sale prices count only when the first variant is on sale', () => {
    expect(hasVariedPrices(product(1, [{ price: '10.00' }, { price: '12.00' }]))).toBe(true);
    expect(hasVariedPrices(product(1, [{}, { onSale: true }]))).toBe(true);
    // The literal reading would say yes here: a hidden sale price differs, nothing is on sale.
    expect(hasVariedPrices(product(1, [{ salePrice: '5.00' }, { salePrice: '6.00' }]))).toBe(false);
    expect(
      hasVariedPrices(
        product(1, [
          { onSale: true, salePrice: '5.00' },
          { onSale: true, salePrice: '6.00' },
        ]),
      ),
    ).toBe(true);
  });

  it('adds stock over variants, Infinity when unlimited or for digital and gift cards', () => {
    expect(totalStock(product(1, [{ qtyInStock: 2 }, { qtyInStock: 3 }, { qtyInStock: -1 }]))).toBe(
      5,
    );
    expect(totalStock(product(1, [{ qtyInStock: 2 }, { unlimited: true }]))).toBe(
      Number.POSITIVE_INFINITY,
    );
    expect(totalStock(product(2, [{ qtyInStock: 0 }]))).toBe(Number.POSITIVE_INFINITY);
  });

  it('the from-price is the lowest price a shopper pays', () => {
    const p = product(1, [
      { price: '35.00' },
      { price: '35.00', onSale: true, salePrice: '28.00' },
      { price: '30.00' },
    ]);
    expect(fromPrice(p)).toEqual({ value: '28.00', currency: 'USD' });
  });
});

describe('quantity input and button text (F-01, F-17)', () => {
  const settings = { multipleQuantityAllowedForServices: undefined };
  it.each([
    ['physical with stock 2', product(1, [{ qtyInStock: 2 }]), settings, true],
    ['physical with stock 1', product(1, [{ qtyInStock: 1 }]), settings, false],
    ['service, allowed by default', product(3, [{ unlimited: true }]), settings, true],
    [
      'service, not allowed',
      product(3, [{ unlimited: true }]),
      { multipleQuantityAllowedForServices: false },
      false,
    ],
    ['digital', product(2, [{ unlimited: true }]), settings, false],
    ['gift card', product(4, [{ unlimited: true }]), settings, false],
    [
      'subscribable physical',
      product(1, [{ qtyInStock: 9 }], { isSubscribable: true }),
      settings,
      false,
    ],
  ])('%s → %s', (_name, p, s, shown) => {
    expect(showsQuantityInput(p, s)).toBe(shown);
  });

  it('custom text beats Subscribe, which beats Add To Cart', () => {
    expect(addButtonText(product(1, [{}]), STRINGS)).toBe('Add To Cart');
    expect(addButtonText(product(1, [{}], { isSubscribable: true }), STRINGS)).toBe('Subscribe');
    expect(addButtonText(product(2, [{}], { isSubscribable: true }), STRINGS)).toBe('Add To Cart');
    const custom = {
      isSubscribable: true,
      useCustomAddButtonText: true,
      customAddButtonText: 'Pre-order',
    };
    expect(addButtonText(product(1, [{}], custom), STRINGS)).toBe('Pre-order');
    expect(addButtonText(product(1, [{}], { ...custom, customAddButtonText: '  ' }), STRINGS)).toBe(
      'Subscribe',
    );
    expect(isSubscribable(product(3, [{}], { isSubscribable: true }))).toBe(true);
  });
});

describe('options (E-12, E-13)', () => {
  const tote = product(1, [
    { sku: 'S-N', attributes: { Size: 'S', Color: 'Natural' } },
    { sku: 'M-B', attributes: { Color: 'Black', Size: 'M' } },
  ]);

  it('orders option names by the store setting, then first seen', () => {
    expect(optionNames(tote)).toEqual(['Size', 'Color']);
    expect(optionNames(tote, ['Color', 'Material'])).toEqual(['Color', 'Size']);
    expect(optionValues(tote, 'Color')).toEqual(['Natural', 'Black']);
  });

  it('finds the variant of a complete selection, and none for an incomplete or unknown one', () => {
    expect(findVariant(tote, { Size: 'M', Color: 'Black' })?.sku).toBe('M-B');
    expect(findVariant(tote, { Size: 'M' })).toBeNull();
    expect(findVariant(tote, { Size: 'M', Color: 'Natural' })).toBeNull();
  });

  it('joins missing option names with "and"', () => {
    expect(joinWithAnd(['Size'])).toBe('Size');
    expect(joinWithAnd(['Size', 'Color'])).toBe('Size and Color');
    expect(joinWithAnd(['Size', 'Color', 'Material'])).toBe('Size, Color and Material');
  });
});

describe('checks before adding (F-08 to F-15)', () => {
  const tote = product(1, [
    { sku: 'S-N', attributes: { Size: 'S', Color: 'Natural' }, qtyInStock: 3 },
    { sku: 'M-B', attributes: { Size: 'M', Color: 'Black' }, qtyInStock: 0 },
  ]);

  it.each([
    [{}, undefined, 'Please select the Size and Color option.'],
    [{ Size: 'S' }, undefined, 'Please select the Color option.'],
    [
      { Size: 'S', Color: 'Black' },
      undefined,
      'Sorry, that item variant is unavailable. Please select another variant.',
    ],
    [{ Size: 'S', Color: 'Natural' }, 'two', 'Quantity must be a number.'],
    [{ Size: 'S', Color: 'Natural' }, '', 'Quantity must be a number.'],
    [{ Size: 'S', Color: 'Natural' }, '1.5', 'Quantity must be a whole number'],
    [{ Size: 'S', Color: 'Natural' }, '4', 'Sorry, we do not have enough of that item available.'],
    [{ Size: 'M', Color: 'Black' }, '1', 'Sorry, we do not have enough of that item available.'],
  ])('%o with quantity %j → %s', (selection, quantityText, message) => {
    expect(checkBeforeAdd({ product: tote, selection, quantityText })).toEqual({
      ok: false,
      message,
    });
  });

  it('counts what the cart already holds against the stock', () => {
    const input = { product: tote, selection: { Size: 'S', Color: 'Natural' }, quantityText: '2' };
    expect(checkBeforeAdd({ ...input, inCart: () => 1 })).toMatchObject({ ok: true, quantity: 2 });
    expect(checkBeforeAdd({ ...input, inCart: () => 2 })).toMatchObject({ ok: false });
  });

  it('a single-variant product needs no selection and sends 1 without a quantity field', () => {
    expect(checkBeforeAdd({ product: product(1, [{ sku: 'ONE' }]), selection: {} })).toMatchObject({
      ok: true,
      quantity: 1,
      variant: { sku: 'ONE' },
    });
  });

  it('a gift card without a denomination asks for one', () => {
    const card = product(4, [
      { attributes: { Value: '$25' }, unlimited: true },
      { attributes: { Value: '$50' }, unlimited: true },
    ]);
    expect(checkBeforeAdd({ product: card, selection: {} })).toEqual({
      ok: false,
      message: 'Select a denomination for the Gift Card',
    });
  });
});
