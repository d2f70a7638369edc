import * as v from 'valibot';
import { QUANTITY } from '../constants/product';
import { id, quantity } from './common';

/** The shopping-cart calls: adding, changing and removing entries, subscriptions, suggestions. */

/**
 * The most characters a cart entry's additional-fields answers (JSON text) may have: ample for any
 * form's answers, and with the cart's line limit it bounds the answers a cart carries.
 */
export const ADDITIONAL_FIELDS_MAX_LENGTH = 8_192;

/** JSON text of field id → sanitized value. */
const answersText = v.pipe(v.string(), v.maxLength(ADDITIONAL_FIELDS_MAX_LENGTH));
/** Answers, or null (or absent) when the product has no form. */
const additionalFields = v.optional(v.nullable(answersText));

/**
 * The cart calls' query: the cart read's keys and the crumb; others pass. `timecode` busts caches,
 * `calculateSubtotal` is always `true`, and `mock=true` (demo and preview pages only) reads the
 * server's demo cart instead of the visitor's [A-04].
 */
export const cartQuery = v.object({
  mock: v.optional(v.picklist(['true', 'false'])),
  timecode: v.optional(v.string()),
  calculateSubtotal: v.optional(v.string()),
  crumb: v.optional(v.string()),
});
export type CartQuery = v.InferOutput<typeof cartQuery>;

export const entryParams = v.object({ entryId: id });

export const addEntryBody = v.strictObject({ itemId: id, sku: id, quantity, additionalFields });
export type AddEntryRequest = v.InferInput<typeof addEntryBody>;

/** The subscription call names its quantity `qty`. */
export const subscriptionBody = v.strictObject({
  itemId: id,
  sku: id,
  qty: quantity,
  additionalFields,
});
export type SubscriptionRequest = v.InferInput<typeof subscriptionBody>;

/** A line's new quantity; 0 removes the entry. */
export const setQuantityBody = v.strictObject({
  quantity: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(QUANTITY.MAX)),
});
export type SetQuantityRequest = v.InferInput<typeof setQuantityBody>;

export const updateAdditionalFieldsBody = v.strictObject({
  itemId: id,
  sku: id,
  additionalFields: answersText,
});
export type UpdateAdditionalFieldsRequest = v.InferInput<typeof updateAdditionalFieldsBody>;

export const chosenVariant = v.object({
  sku: v.string(),
  /** Option name → chosen value, for example `{ Size: 'M' }`. */
  attributes: v.record(v.string(), v.string()),
});
export type ChosenVariant = v.InferOutput<typeof chosenVariant>;

export const cartEntry = v.object({
  id: v.string(),
  itemId: v.string(),
  chosenVariant,
  quantity: v.number(),
  title: v.string(),
  /** Pre-formatted line total in the store currency, for example `$24.00`. */
  subTotal: v.string(),
  purchasePriceCents: v.number(),
  productType: v.number(),
  /** JSON text of the additional-fields answers, or null. */
  additionalFields: v.nullable(v.string()),
  imageUrl: v.nullable(v.string()),
  /** The product's additional-fields form, when it has one (the cart page's edit details). */
  formId: v.optional(v.nullable(v.string())),
});
export type CartEntry = v.InferOutput<typeof cartEntry>;

export const shoppingCart = v.object({
  id: v.string(),
  websiteId: v.string(),
  orderId: v.nullable(v.string()),
  created: v.number(),
  isPurchased: v.boolean(),
  entries: v.array(cartEntry),
  shippingOptions: v.array(v.unknown()),
  selectedShippingOption: v.unknown(),
  shippingLocation: v.unknown(),
  applicableTaxRules: v.array(v.unknown()),
  coupons: v.array(v.unknown()),
  validCoupons: v.array(v.unknown()),
  invalidCoupons: v.array(v.unknown()),
  subtotalCents: v.number(),
  taxCents: v.number(),
  shippingCostCents: v.number(),
  discountCents: v.number(),
  grandTotalCents: v.number(),
  totalQuantity: v.number(),
  hasDigital: v.boolean(),
  purelyDigital: v.boolean(),
  requiresShipping: v.boolean(),
  currencyCode: v.string(),
});
export type ShoppingCart = v.InferOutput<typeof shoppingCart>;

export const addEntryResult = v.object({ shoppingCart, newlyAdded: cartEntry });
export type AddEntryResult = v.InferOutput<typeof addEntryResult>;

export const updateAdditionalFieldsResult = v.object({ shoppingCart, updatedEntry: cartEntry });
export type UpdateAdditionalFieldsResult = v.InferOutput<typeof updateAdditionalFieldsResult>;

/** The answer of a quantity change or a removal. */
export const cartResult = v.object({ shoppingCart });
export type CartResult = v.InferOutput<typeof cartResult>;

/** The subscription's own cart: its token opens the subscription checkout. */
export const subscriptionResult = v.object({ cartToken: v.string() });
export type SubscriptionResult = v.InferOutput<typeof subscriptionResult>;

/**
 * A product the cart page suggests, in the cart's currency; `sku` is set when it can be added
 * without choosing.
 */
export const relatedProduct = v.object({
  id: v.string(),
  title: v.string(),
  url: v.string(),
  imageUrl: v.nullable(v.string()),
  /** Pre-formatted current price in the store currency. */
  price: v.string(),
  /** The current price in the currency's minor units, which the cart page formats itself. */
  priceCents: v.number(),
  sku: v.nullable(v.string()),
});
export type RelatedProduct = v.InferOutput<typeof relatedProduct>;

export const relatedProductsResult = v.object({ products: v.array(relatedProduct) });
export type RelatedProductsResult = v.InferOutput<typeof relatedProductsResult>;
