import type { Product, Variant } from '../../src/commerce/product';
import { chosenVariant } from '../../src/commerce/variants';
import { pageProduct } from '../../src/flows/page-items';
import { getRuntime } from '../../src/runtime/runtime';
import { describeProblem, ElementMarkupError } from './attributes';
import { useSelection } from './use-runtime';

/**
 * The product an element stands for, read from the page context. Apart from use-runtime.ts so
 * that an element with no product (the pill, the cart page) does not load the product decoder.
 */

/** The page context's product of an element's `item-id`; markup naming an unknown product is an error. */
export function contextProduct(tag: string, itemId: string): Product {
  const product = pageProduct(getRuntime(), itemId);
  if (product) return product;
  throw new ElementMarkupError(
    describeProblem(tag, {
      attribute: 'item-id',
      value: itemId,
      expected: 'a product in the page context',
    }),
  );
}

/** The variant being bought, following the options chosen in any element of the product. */
export function useChosenVariant(product: Product): Variant | null {
  const { selection } = useSelection(product.id);
  return chosenVariant(
    product,
    selection,
    getRuntime().context.storeSettings.variantOptionOrdering,
  );
}
