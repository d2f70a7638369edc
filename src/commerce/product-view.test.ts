import { describe, expect, it } from 'vitest';
import products from '../../fixtures/products.json';
import { moneyFormatter } from '../i18n/money-format';
import { resolveStrings } from '../i18n/strings';
import { isPurchasableType } from '../template/core/product-types';
import { isSoldOut as engineSoldOut } from '../template/formatters/commerce-price';
import { decodeProduct } from './product';
import { productView } from './product-view';
import type { OptionSelection } from './variants';

const raw = (slug: string) => {
  const found = products.find((p) => p.urlSlug === slug);
  if (!found) throw new Error(slug);
  return found;
};

function view(
  slug: string,
  selection: OptionSelection = {},
  options: {
    merchandising?: unknown;
    strings?: Record<string, string>;
    productType?: number;
    view?: string;
  } = {},
) {
  const item = raw(slug);
  const product = decodeProduct(
    options.productType === undefined
      ? item
      : {
          ...item,
          structuredContent: { ...item.structuredContent, productType: options.productType },
        },
  );
  return productView(
    product,
    selection,
    {
      storeSettings: { variantOptionOrdering: ['Size', 'Color'] },
      merchandising: { [product.id]: options.merchandising },
    },
    resolveStrings(options.strings),
    moneyFormatter({}),
    undefined,
    options.view,
  );
}

const scarce = {
  scarcityEnabled: true,
  scarcityText: 'Only {quantity} left',
  scarcityTemplateViews: ['product-page'],
};

describe('productView: before a choice', () => {
  it('shows the product: the from-price when prices vary, its sale mark, the add label, quantities', () => {
    const tote = view('canvas-tote');
    expect(tote).toMatchObject({
      variant: null,
      picked: false,
      price: 'from $28.00',
      mark: 'sale',
      markText: 'sale',
      soldOut: false,
      canAdd: true,
      buttonLabel: 'Add To Cart',
      scarcity: '',
      announcement: '',
      quantity: { shown: true, min: 1, max: 9999, step: 1 },
    });
  });

  it('a product without options has its only variant, and no from-price', () => {
    const mug = view('ceramic-mug');
    expect(mug.variant?.sku).toBe('SQ-MUG-01');
    expect([mug.picked, mug.price, mug.mark, mug.announcement]).toEqual([
      false,
      '$24.00',
      null,
      '',
    ]);
  });

  it('a site’s localized from-text is used', () => {
    expect(view('canvas-tote', {}, { strings: { productPriceFromText: 'ab {price}' } }).price).toBe(
      'ab $28.00',
    );
  });

  it('the scarcity line shows before a choice only when the merchant asks for it', () => {
    expect(view('canvas-tote', {}, { merchandising: scarce }).scarcity).toBe('');
    const byDefault = { ...scarce, scarcityShownByDefault: true };
    expect(view('canvas-tote', {}, { merchandising: byDefault }).scarcity).toBe('Only 12 left');
    expect(view('last-print', {}, { merchandising: scarce }).scarcity).toBe('Only 1 left');
  });

  it('a subscription says Subscribe and shows its billing text; no quantity field', () => {
    const coffee = view('weekly-coffee');
    expect([coffee.buttonLabel, coffee.price, coffee.quantity.shown]).toEqual([
      'Subscribe',
      '$18.00 every week',
      false,
    ]);
  });
});

describe('productView: the scarcity line shows only in the views the merchant listed', () => {
  const black = { Size: 'M', Color: 'Black' };

  it('a product page shows it when product-page is listed; a list does not unless listed too', () => {
    expect(view('canvas-tote', black, { merchandising: scarce }).scarcity).toBe('Only 3 left');
    expect(
      view('canvas-tote', black, { merchandising: scarce, view: 'product-list' }).scarcity,
    ).toBe('');
    const both = { ...scarce, scarcityTemplateViews: ['product-page', 'product-list'] };
    expect(view('canvas-tote', black, { merchandising: both, view: 'product-list' }).scarcity).toBe(
      'Only 3 left',
    );
  });

  it('no views listed (or none that are names) shows it nowhere; stock stays known', () => {
    const none = { scarcityEnabled: true, scarcityText: 'Only {quantity} left' };
    expect(view('canvas-tote', black, { merchandising: none })).toMatchObject({
      scarcity: '',
      stockLeft: 3,
    });
    // The engine's per-variant views are objects, not view names.
    const engineShape = { ...none, scarcityTemplateViews: [{ qtyInStock: 3 }] };
    expect(view('canvas-tote', black, { merchandising: engineShape }).scarcity).toBe('');
  });
});

describe('productView: a variant picked', () => {
  it('shows the variant’s price and sale mark, its stock line, and announces the price', () => {
    const black = view('canvas-tote', { Size: 'M', Color: 'Black' }, { merchandising: scarce });
    expect(black).toMatchObject({
      picked: true,
      price: '$28.00',
      mark: 'sale',
      canAdd: true,
      stockLeft: 3,
      scarcity: 'Only 3 left',
      announcement: '$28.00',
    });
    expect(black.variant?.sku).toBe('SQ-TOTE-M-BLK');
  });

  it('a sold-out variant: the sold-out (or custom) text on the mark and the button, no adding, said aloud', () => {
    const gone = view('canvas-tote', { Size: 'L', Color: 'Natural' }, { merchandising: scarce });
    expect(gone).toMatchObject({
      price: '$35.00',
      mark: 'sold-out',
      markText: 'sold out',
      soldOut: true,
      canAdd: false,
      buttonLabel: 'sold out',
      stockLeft: null,
      scarcity: '',
      announcement: '$35.00, sold out',
    });
    const custom = view(
      'canvas-tote',
      { Size: 'L', Color: 'Natural' },
      {
        merchandising: { customSoldOutText: 'All gone' },
      },
    );
    expect([custom.markText, custom.buttonLabel]).toEqual(['All gone', 'All gone']);
  });

  it('an incomplete choice picks nothing', () => {
    expect(view('canvas-tote', { Size: 'M' })).toMatchObject({ variant: null, picked: false });
  });
});

describe('which product types can be bought: the engine’s rule', () => {
  it('physical, digital, service and gift-card products can be bought; paywalled and unknown ones cannot', () => {
    expect([1, 2, 3, 4].map(isPurchasableType)).toEqual([true, true, true, true]);
    expect([5, 99, -1, 0, Number.NaN].map(isPurchasableType)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    for (const slug of ['members-field-notes', 'mystery-parcel']) {
      expect(view(slug)).toMatchObject({
        soldOut: true,
        canAdd: false,
        mark: 'sold-out',
        buttonLabel: 'sold out',
      });
    }
  });

  it('for every fixture product and every type, the view refuses exactly what the template marks sold out', () => {
    for (const item of products) {
      for (const productType of [-1, 1, 2, 3, 4, 5, 99]) {
        const json = { ...item, structuredContent: { ...item.structuredContent, productType } };
        expect([
          item.urlSlug,
          productType,
          view(item.urlSlug, {}, { productType }).soldOut,
        ]).toEqual([item.urlSlug, productType, engineSoldOut(json)]);
      }
    }
  });
});
