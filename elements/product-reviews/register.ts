import { ID_PATTERN } from '../../src/contract/ids';
import type { Runtime } from '../../src/runtime/runtime';
import { stringAttribute } from '../shared/define/attributes';
import { defineElement } from '../shared/define/define-element';
import { ProductReviews } from './product-reviews';
import { PRODUCT_REVIEWS_CSS } from './styles';

const ATTRIBUTES = { itemId: stringAttribute({ required: true, pattern: ID_PATTERN }) };

/** The attributes' specs, for the element's docs.ts. */
export type ProductReviewsAttributes = typeof ATTRIBUTES;

/** Defines `<sq-product-reviews>`, with its styles, once a page. */
export function registerProductReviews(doc: Document, runtime: Runtime): void {
  defineElement(doc, runtime, {
    tag: 'sq-product-reviews',
    styles: PRODUCT_REVIEWS_CSS,
    attributes: ATTRIBUTES,
    component: ProductReviews,
  });
}
