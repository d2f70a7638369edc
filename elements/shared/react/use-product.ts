import type { Product, Variant } from '../../../src/commerce/product';
import { chosenVariant } from '../../../src/commerce/variants';
import { useRuntime, useSelection } from './use-runtime';

/**
 * The variant a React element of a product is buying, following the options chosen in any element
 * of the product. Apart from use-runtime.ts so that an element with no product (the cart page)
 * does not load the product decoder.
 */
export function useChosenVariant(product: Product): Variant | null {
  const runtime = useRuntime();
  const { selection } = useSelection(product.id);
  return chosenVariant(product, selection, runtime.context.storeSettings.variantOptionOrdering);
}
