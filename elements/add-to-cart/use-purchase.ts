import type { Product } from '../../src/commerce/product';
import { PURCHASE_FAILURE_TITLE, purchaseKind } from '../../src/commerce/purchase';
import { checkoutUrl, giftCardUrl, subscriptionCheckoutUrl } from '../../src/commerce/urls';
import { getRuntime } from '../../src/runtime/runtime';
import { useAddFlow } from './use-add-flow';

/**
 * What the product form's button does once its checks pass (spec §2, §4): subscribe, open the
 * gift-card page, add and go to checkout, or add to the cart, through the one button timeline.
 */
export function usePurchase(product: Product) {
  const runtime = getRuntime();
  const flow = useAddFlow();
  const kind = purchaseKind(product, runtime.context.storeSettings.expressCheckout);
  const title = PURCHASE_FAILURE_TITLE[kind];

  function purchase(
    sku: string,
    quantity: number,
    additionalFields: string | null = null,
  ): Promise<void> {
    // additionalFields travels only for a product with a form.
    const answers = additionalFields ? { additionalFields } : {};
    const request = { itemId: product.id, sku, quantity, ...answers };
    return flow.run(async () => {
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
          // No cart entry: the gift-card page takes the item and denomination (checklist K-04).
          location.assign(giftCardUrl(product.id, sku));
          return 'leaving';
        case 'express-checkout': {
          const { shoppingCart } = await runtime.cart.getState().addEntry(request);
          location.assign(checkoutUrl(shoppingCart.id));
          return 'leaving';
        }
        case 'add-to-cart':
          await runtime.cart.getState().addEntry(request);
          return 'added';
      }
    }, title);
  }

  return { flow, title, purchase };
}
