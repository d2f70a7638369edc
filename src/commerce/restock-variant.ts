import type { Product, Variant } from './product';
import { isSoldOut } from './product-states';
import { chosenVariant, type OptionSelection } from './variants';

/**
 * The variant a back-in-stock signup is for, or null when there is none to sign up for: the chosen
 * variant (a product shown without options has its one), else, before a choice, the first variant
 * of a product sold out as a whole; and only while that variant is sold out, by the rule
 * that marks a product sold out (only physical and service products sell out).
 */
export function restockVariant(
  product: Product,
  selection: OptionSelection,
  ordering: readonly string[] = [],
): Variant | null {
  const chosen = chosenVariant(product, selection, ordering);
  const variant = chosen ?? (isSoldOut(product) ? (product.variants[0] ?? null) : null);
  return variant && isSoldOut({ ...product, variants: [variant] }) ? variant : null;
}
