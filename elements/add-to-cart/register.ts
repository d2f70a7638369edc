import { QUANTITY } from '../../src/constants/product';
import { getRuntime, type Runtime } from '../../src/runtime/runtime';
import { integerAttribute, stringAttribute } from '../shared/attributes';
import { defineLightElement } from '../shared/define-light-element';
import { injectStyles } from '../shared/styles';
import { ADD_TO_CART_TAG, bindAddToCart } from './add-to-cart';
import { ADD_TO_CART_CSS } from './styles';

/** The element's attributes, parsed at every bind (see define-light-element.ts). */
const ATTRIBUTES = {
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
  // The template view the form is shown in, matched against scarcityTemplateViews; without it, the
  // view its nearest `data-sq-view` container names, else a product page.
  view: stringAttribute({ pattern: /^[\w-]{1,64}$/ }),
};

/**
 * Defines `<sq-add-to-cart>` once a page: a plain light-DOM element over the server's markup, no
 * React (a product's additional-fields dialog brings it when needed). Called by the loader with
 * the page and its runtime, by boot() with neither; each element binds to the page's one runtime
 * as it connects (getRuntime: the runtime the loader passes, and the current one for a test page
 * that replaced it). Bad attributes: one console error and the inert server markup; an attribute
 * changed later is parsed again.
 */
export function registerAddToCart(doc: Document = document, _runtime?: Runtime): void {
  injectStyles(doc, 'add-to-cart', ADD_TO_CART_CSS);
  defineLightElement(
    doc,
    ADD_TO_CART_TAG,
    (host, attributes) => bindAddToCart(host, getRuntime(), attributes),
    ATTRIBUTES,
  );
}
