import type { ShoppingCart } from '../contract/cart';

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
