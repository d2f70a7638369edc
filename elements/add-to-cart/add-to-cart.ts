import { viewAround } from '../../src/commerce/template-view';
import { pageProduct } from '../../src/flows/page-items';
import type { Runtime } from '../../src/runtime/runtime';
import { describeProblem, ElementMarkupError } from '../shared/define/attributes';
import { bindProductForm } from './product-form';
import { bindQuickAdd } from './quick-add';

export const ADD_TO_CART_TAG = 'sq-add-to-cart';

export interface AddToCartAttributes {
  itemId: string;
  sku: string | null;
  quantity: number;
  buttonText: string | null;
  view: string | null;
}

/**
 * `<sq-add-to-cart>`'s mode, decided as it binds: with its product in the page context, the full
 * product form (product-form.ts), unless a sku is given for a product of one variant; otherwise a
 * plain button that adds the sku (quick-add.ts): the attribute's, else the product's only one.
 * Neither a sku nor the product in the page context is bad markup (an ElementMarkupError naming
 * `sku`): the element reports it and stays inert. Returns what unbinds the mode's markup.
 */
export function bindAddToCart(
  host: HTMLElement,
  runtime: Runtime,
  { itemId, sku, quantity, buttonText, view }: AddToCartAttributes,
): () => void {
  const product = pageProduct(runtime, itemId);
  if (product && (product.variants.length > 1 || !sku)) {
    return bindProductForm(host, runtime, product, {
      quantity,
      buttonText,
      view: view ?? viewAround(host),
    });
  }
  const chosenSku = sku ?? product?.variants[0]?.sku;
  if (!chosenSku) {
    throw new ElementMarkupError(
      describeProblem(ADD_TO_CART_TAG, {
        attribute: 'sku',
        value: null,
        expected: `a sku, or product "${itemId}" in the page context`,
      }),
    );
  }
  return bindQuickAdd(host, runtime, { itemId, sku: chosenSku, quantity, buttonText });
}
