import type { Product } from '../commerce/product';
import type { PurchaseKind } from '../commerce/purchase-kind';
import { checkoutUrl, giftCardUrl, subscriptionCheckoutUrl } from '../commerce/urls';
import type { Runtime } from '../runtime/runtime';

/** Whether the shopper stays on the page after a purchase. */
export type PurchaseOutcome = 'added' | 'leaving';

export interface PurchaseRequest {
  product: Product;
  sku: string;
  quantity: number;
  /** The additional-fields answers, only for a product with a form. */
  additionalFields?: string | null;
}

/**
 * What a product's button does once its checks pass, the same for the product form element and
 * for template markup: subscribe, open the gift-card page, add and go to checkout, or add to the
 * cart.
 */
export async function completePurchase(
  runtime: Runtime,
  kind: PurchaseKind,
  { product, sku, quantity, additionalFields }: PurchaseRequest,
): Promise<PurchaseOutcome> {
  const answers = additionalFields ? { additionalFields } : {};
  switch (kind) {
    case 'subscription': {
      const { cartToken } = await runtime.api.cart.createSubscriptionCart({
        itemId: product.id,
        sku,
        qty: quantity,
        ...answers,
      });
      location.assign(subscriptionCheckoutUrl(cartToken));
      return 'leaving';
    }
    case 'gift-card':
      // No cart entry: the gift-card page takes the item and denomination [K-04].
      location.assign(giftCardUrl(product.id, sku));
      return 'leaving';
    case 'express-checkout': {
      const request = { itemId: product.id, sku, quantity, ...answers };
      const { shoppingCart } = await runtime.cart.getState().addEntry(request);
      location.assign(checkoutUrl(shoppingCart.id));
      return 'leaving';
    }
    case 'add-to-cart':
      await runtime.cart.getState().addEntry({ itemId: product.id, sku, quantity, ...answers });
      return 'added';
  }
}

/** How many of a sku the shopper's cart holds already (the stock check counts them). */
export const quantityInCart =
  (runtime: Runtime) =>
  (sku: string): number =>
    runtime.cart
      .getState()
      .cart.entries.filter((entry) => entry.chosenVariant.sku === sku)
      .reduce((sum, entry) => sum + entry.quantity, 0);
