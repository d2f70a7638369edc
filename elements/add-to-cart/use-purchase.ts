import type { Product } from '../../src/commerce/product';
import { PURCHASE_FAILURE_TITLE, purchaseKind } from '../../src/commerce/purchase-kind';
import { completePurchase } from '../../src/flows/purchase';
import { getRuntime } from '../../src/runtime/runtime';
import { useAddFlow } from './use-add-flow';

/**
 * The product form's purchase, of the kind the product calls for (subscription, gift card, express
 * checkout or cart), through the one button timeline.
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
    return flow.run(
      () => completePurchase(runtime, kind, { product, sku, quantity, additionalFields }),
      title,
    );
  }

  return { flow, title, purchase };
}
