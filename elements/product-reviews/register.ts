import { stringAttribute } from '../shared/attributes';
import { defineElement } from '../shared/define-element';
import { ProductReviews } from './product-reviews';

export function registerProductReviews(): void {
  defineElement({
    tag: 'sq-product-reviews',
    attributes: { itemId: stringAttribute({ required: true, pattern: /^[\w-]{1,64}$/ }) },
    component: ProductReviews,
  });
}
