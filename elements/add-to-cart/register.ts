import { VIEW_NAME_PATTERN } from '../../src/commerce/template-view';
import { QUANTITY } from '../../src/constants/product';
import { ID_PATTERN } from '../../src/contract/ids';
import type { Runtime } from '../../src/runtime/runtime';
import { integerAttribute, stringAttribute } from '../shared/define/attributes';
import { defineLightElement } from '../shared/define/define-light-element';
import { ADD_TO_CART_TAG, bindAddToCart } from './add-to-cart';
import { ADD_TO_CART_CSS } from './styles';

/** The element's attributes, parsed at every bind (see define-light-element.ts). */
const ATTRIBUTES = {
  itemId: stringAttribute({ required: true, pattern: ID_PATTERN }),
  // Optional when the product is in the page context: the form then chooses the variant.
  sku: stringAttribute({ pattern: ID_PATTERN }),
  quantity: integerAttribute({
    min: QUANTITY.MIN,
    max: QUANTITY.MAX,
    fallback: QUANTITY.DEFAULT,
  }),
  // The product's custom button text overrides the site-wide localized text for this button.
  buttonText: stringAttribute(),
  // The template view the form is shown in, matched against scarcityTemplateViews; without it, the
  // view its nearest `data-sq-view` container names, else a product page.
  view: stringAttribute({ pattern: VIEW_NAME_PATTERN }),
};

/** The attributes' specs, for the element's docs.ts. */
export type AddToCartAttributes = typeof ATTRIBUTES;

/**
 * Defines `<sq-add-to-cart>` once a page: a plain light-DOM element over the server's markup, no
 * React (a product's additional-fields dialog brings it when needed). Each element binds to the
 * runtime the loader passes as it connects. Bad attributes: one console error and the inert
 * server markup; an attribute changed later is parsed again.
 */
export function registerAddToCart(doc: Document, runtime: Runtime): void {
  defineLightElement(doc, runtime, {
    tag: ADD_TO_CART_TAG,
    attributes: ATTRIBUTES,
    styles: ADD_TO_CART_CSS,
    bind: bindAddToCart,
  });
}
