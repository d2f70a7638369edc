import { PRODUCT_TYPE, QUANTITY } from '../constants/product';
import { interpolate } from '../i18n/interpolate';
import { MESSAGES } from '../i18n/messages';
import type { Product, Variant } from './product';
import { stockCovers } from './stock-rule';
import {
  findVariant,
  joinWithAnd,
  missingOptions,
  type OptionSelection,
  optionNames,
} from './variants';

export type AddCheck =
  | { ok: true; variant: Variant; quantity: number }
  | { ok: false; message: string };

export interface AddCheckInput {
  product: Product;
  selection: OptionSelection;
  /** The quantity field's text; absent when the input is not shown, and then 1 is sent [F-18]. */
  quantityText?: string;
  /** How many of each sku the cart already holds. */
  inCart?: (sku: string) => number;
  optionOrdering?: readonly string[];
}

/**
 * Everything checked before an add is sent, in this order: options, variant, quantity, stock
 * [F-15]. Only the first failure is reported; no request goes out when one fails.
 */
export function checkBeforeAdd(input: AddCheckInput): AddCheck {
  const { product, selection } = input;
  const names = optionNames(product, input.optionOrdering);
  const single = product.variants.length === 1 ? product.variants[0] : undefined;
  let variant: Variant | null | undefined = single;
  if (!single) {
    const missing = missingOptions(selection, names);
    if (missing.length) {
      const message =
        product.productType === PRODUCT_TYPE.GIFT_CARD
          ? MESSAGES.selectGiftCardDenomination
          : interpolate(MESSAGES.selectOption, { option: joinWithAnd(missing) });
      return { ok: false, message };
    }
    variant = findVariant(product, selection, names);
  }
  if (!variant) return { ok: false, message: MESSAGES.variantUnavailable };

  const quantityText = input.quantityText?.trim() ?? '1';
  const quantity = Number(quantityText);
  if (quantityText === '' || Number.isNaN(quantity))
    return { ok: false, message: MESSAGES.quantityNotNumber };
  if (!Number.isInteger(quantity)) return { ok: false, message: MESSAGES.quantityNotWhole };

  const hasStock =
    product.productType === PRODUCT_TYPE.PHYSICAL || product.productType === PRODUCT_TYPE.SERVICE;
  if (hasStock && !stockCovers(variant, input.inCart?.(variant.sku) ?? 0, quantity)) {
    return { ok: false, message: MESSAGES.notEnoughStock };
  }
  return { ok: true, variant, quantity };
}

/** The quantity field's text within 1–9999 once the shopper leaves it; other text stays. */
export function clampQuantityText(text: string): string {
  const value = Number(text);
  if (text.trim() === '' || Number.isNaN(value) || !Number.isInteger(value)) return text;
  return String(Math.min(QUANTITY.MAX, Math.max(QUANTITY.MIN, value)));
}
