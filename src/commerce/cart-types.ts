/** Wire types of the shopping cart (spec §3, §7). Shared by the bundle and the reference server. */

export interface ChosenVariant {
  sku: string;
  /** Option name → chosen value, for example `{ Size: 'M' }`. */
  attributes: Record<string, string>;
}

export interface CartEntry {
  id: string;
  itemId: string;
  chosenVariant: ChosenVariant;
  quantity: number;
  title: string;
  /** Pre-formatted line total in the store currency, for example `$24.00`. */
  subTotal: string;
  purchasePriceCents: number;
  productType: number;
  /** JSON text of the additional-fields answers, or null. */
  additionalFields: string | null;
  imageUrl: string | null;
  /** The product's additional-fields form, when it has one (the cart page's edit details). */
  formId?: string | null;
}

export interface ShoppingCart {
  id: string;
  websiteId: string;
  orderId: string | null;
  created: number;
  isPurchased: boolean;
  entries: CartEntry[];
  shippingOptions: unknown[];
  selectedShippingOption: unknown | null;
  shippingLocation: unknown | null;
  applicableTaxRules: unknown[];
  coupons: unknown[];
  validCoupons: unknown[];
  invalidCoupons: unknown[];
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
  currencyCode: string;
}

/** A product the cart page suggests; `sku` is set when it can be added without choosing. */
export interface RelatedProduct {
  id: string;
  title: string;
  url: string;
  imageUrl: string | null;
  /** Pre-formatted current price in the store currency. */
  price: string;
  sku: string | null;
}

export interface AddEntryRequest {
  itemId: string;
  sku: string;
  quantity: number;
  /** JSON text of field id → sanitized value; absent when the product has no form. */
  additionalFields?: string | null;
}

export interface AddEntryResult {
  shoppingCart: ShoppingCart;
  newlyAdded: CartEntry;
}

export interface UpdateAdditionalFieldsRequest {
  itemId: string;
  sku: string;
  additionalFields: string;
}

export interface UpdateAdditionalFieldsResult {
  shoppingCart: ShoppingCart;
  updatedEntry: CartEntry;
}

/** Spec §7: the subscription call names its quantity `qty`. */
export interface SubscriptionRequest {
  itemId: string;
  sku: string;
  qty: number;
  additionalFields?: string | null;
}

export interface SubscriptionResult {
  cartToken: string;
}

export interface StockResult {
  sku: string;
  unlimited: boolean;
  qtyInStock: number;
}

export interface StockResponse {
  results: StockResult[];
}

/** Body of every error response of the reference server. */
export interface ApiErrorBody {
  message?: string;
  error?: string;
  crumbFail?: boolean;
  /** Field name → message, on a 400 from payload validation. */
  errors?: Record<string, string>;
}

/** The cart an element sees before anything has loaded (spec §4: no cookie, no request). */
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
