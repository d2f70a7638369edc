import type { ElementDocs } from '../shared/define/definition';
import type { ProductReviewsAttributes } from './register';

/**
 * What the element manifest says of `<sq-product-reviews>` (see ElementDocs in
 * shared/define/definition.ts); the bundle never imports this file.
 */
export const DOCS: ElementDocs<ProductReviewsAttributes> = {
  description:
    "The place of a product's reviews, shown when native or imported reviews are on and no kill switch is set: the reviews anchor, the reviews tab and its panel.",
  attributes: {
    itemId: 'The id of the product whose reviews these are.',
  },
};
