import type { ShoppingCart } from '../contract/cart';

/**
 * The cart's wire types, defined once in src/contract (valibot schemas the server's validation is
 * derived from) and re-exported here for the storefront's code.
 */
export type {
  AddEntryRequest,
  AddEntryResult,
  CartEntry,
  ChosenVariant,
  RelatedProduct,
  ShoppingCart,
  SubscriptionRequest,
  SubscriptionResult,
  UpdateAdditionalFieldsRequest,
  UpdateAdditionalFieldsResult,
} from '../contract/cart';
export type { ApiErrorBody } from '../contract/common';
export type { StockResponse, StockResult } from '../contract/inventory';

/** The cart an element sees before anything has loaded: without a cart cookie nothing is requested. */
export function emptyCart(): ShoppingCart {
  return {
    id: '',
    websiteId: '',
    orderId: null,
    created: 0,
    isPurchased: false,
    entries: [],
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents: 0,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: 0,
    totalQuantity: 0,
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: false,
    currencyCode: 'USD',
  };
}
