import { purchaseErrorMessage } from '../api/error-message';
import type { Product } from '../commerce/product';
import { stockCovers } from '../commerce/stock-rule';
import type { FormDefinition } from '../forms/form-model';
import { MESSAGES } from '../i18n/messages';
import type { Runtime } from '../runtime/runtime';
import { loadPageForm } from './page-items';
import { type PurchaseRequest, quantityInCart } from './purchase';

/**
 * What a product's additional-fields form needs before it opens: the form itself and enough stock,
 * checked live. The form is the one the product carries in its own data, else the page context's
 * of its id, else the one the schema call fetches [E-16, G-03].
 */
export function productForm(runtime: Runtime, product: Product): Promise<FormDefinition> {
  if (product.additionalFieldsForm) return Promise.resolve(product.additionalFieldsForm);
  if (!product.additionalFieldsFormId) return Promise.reject(new Error('the product has no form'));
  return loadPageForm(runtime, product.additionalFieldsFormId);
}

/**
 * Why the form must not open, checked against the live stock: the stock must cover what the cart
 * already holds of the variant plus the quantity asked for, so the shopper is refused before
 * filling it in, not after [G-01, G-02]. Null when it may open; else the message to show: the
 * not-enough-stock text, or why the stock could not be read.
 */
export async function stockRefusal(
  runtime: Runtime,
  { product, sku, quantity }: PurchaseRequest,
): Promise<string | null> {
  try {
    const { results } = await runtime.api.cart.getStock(product.id);
    const stock = results.find((result) => result.sku === sku);
    if (!stock || !stockCovers(stock, quantityInCart(runtime)(sku), quantity)) {
      return MESSAGES.notEnoughStock;
    }
  } catch (error) {
    return purchaseErrorMessage(error);
  }
  return null;
}
