import { variantText } from '../src/commerce/cart-entry-text';
import { RESTOCK_TEXT } from './restock-strings';

/**
 * How the back-in-stock page names a variant: its options as the cart writes them ('Size: L,
 * Color: Natural', none for a product without options), and in a sentence its product's title
 * with those options ('Canvas Tote (Size: L, Color: Natural)').
 */

interface NamedVariant {
  productTitle: string;
  variantId: string;
  variantAttributes: Record<string, string>;
}

export const optionsOf = (variant: NamedVariant): string =>
  variantText({ sku: variant.variantId, attributes: variant.variantAttributes });

export const nameOf = (variant: NamedVariant): string =>
  RESTOCK_TEXT.variantName(variant.productTitle, optionsOf(variant));
