import { emptyCart } from '../../src/commerce/empty-cart';
import { PRODUCT_TYPE } from '../../src/constants/product';
import type { CartEntry, ShoppingCart } from '../../src/contract/cart';
import type { MoneyFormatter } from '../../src/i18n/money-format';
import type { Catalogue } from '../site-data/catalogue';
import type { Line, OpenCart } from './cart-lines';

/**
 * The cart as the API answers it: each stored line with what the catalogue says of its variant
 * (title, options, unit price, type, image, form), its line total written by the site's money
 * formatter, and the totals, which are the server's to compute: the client never adds prices up
 * itself.
 */

/** What a cart answer is written with: the store's id and currency, the catalogue, the money formatter. */
export interface CartAnswerContext {
  websiteId: string;
  defaultCurrency: string;
  catalogue: Catalogue;
  money: MoneyFormatter;
}

/** A cart entry, with its product's additional-fields form for the cart page's edit details. */
function toEntry(line: Line, currency: string, context: CartAnswerContext): CartEntry {
  const product = context.catalogue.products.get(line.itemId);
  const variant = product?.variants.get(line.sku);
  if (!product || !variant) {
    throw new Error(`cart entry ${line.id}: ${line.itemId} ${line.sku} is not in the catalogue`);
  }
  const unitCents = variant.unitCents;
  return {
    id: line.id,
    itemId: line.itemId,
    chosenVariant: { sku: line.sku, attributes: variant.attributes },
    quantity: line.quantity,
    title: product.title,
    subTotal: context.money.cents(unitCents * line.quantity, currency),
    purchasePriceCents: unitCents,
    productType: product.productType,
    additionalFields: line.additionalFields,
    imageUrl: product.imageUrl,
    formId: product.formId,
  };
}

/** The cart with its totals: subtotal, grand total, quantity and what its items need. */
export function withTotals(cart: ShoppingCart): ShoppingCart {
  const { entries } = cart;
  const subtotalCents = entries.reduce((sum, e) => sum + e.purchasePriceCents * e.quantity, 0);
  const hasDigital = entries.some((e) => e.productType === PRODUCT_TYPE.DIGITAL);
  return {
    ...cart,
    subtotalCents,
    grandTotalCents: subtotalCents + cart.taxCents + cart.shippingCostCents - cart.discountCents,
    totalQuantity: entries.reduce((sum, e) => sum + e.quantity, 0),
    hasDigital,
    purelyDigital:
      entries.length > 0 && entries.every((e) => e.productType === PRODUCT_TYPE.DIGITAL),
    requiresShipping: entries.some((e) => e.productType === PRODUCT_TYPE.PHYSICAL),
  };
}

/** The answer when there is no open cart: empty, in the store's currency. */
export const noCart = (context: CartAnswerContext): ShoppingCart => ({
  ...emptyCart(),
  websiteId: context.websiteId,
  currencyCode: context.defaultCurrency,
});

/** The answer of an open cart with its lines. */
export function cartAnswer(
  cart: OpenCart,
  lines: Line[],
  context: CartAnswerContext,
): ShoppingCart {
  return withTotals({
    ...emptyCart(),
    id: cart.id,
    websiteId: context.websiteId,
    currencyCode: cart.currency,
    created: cart.created,
    entries: lines.map((line) => toEntry(line, cart.currency, context)),
  });
}
