import { QUANTITY } from '../../src/constants/product';
import { integerAttribute, stringAttribute } from '../shared/attributes';
import { defineElement } from '../shared/define-element';
import { AddToCart } from './add-to-cart';

export function registerAddToCart(): void {
  defineElement({
    tag: 'sq-add-to-cart',
    attributes: {
      itemId: stringAttribute({ required: true, pattern: /^[\w-]{1,64}$/ }),
      // Optional when the product is in the page context: the form then chooses the variant.
      sku: stringAttribute({ pattern: /^[\w.-]{1,64}$/ }),
      quantity: integerAttribute({
        min: QUANTITY.MIN,
        max: QUANTITY.MAX,
        fallback: QUANTITY.DEFAULT,
      }),
      // The product's custom button text overrides the site-wide localized text for this button.
      buttonText: stringAttribute(),
    },
    component: AddToCart,
  });
}
