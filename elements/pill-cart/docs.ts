import type { ElementDocs } from '../shared/define/definition';

/**
 * What the element manifest says of `<sq-pill-cart>` (see ElementDocs in
 * shared/define/definition.ts); the bundle never imports this file.
 */
export const DOCS: ElementDocs = {
  description:
    "The floating cart link, with the item count ('100+' above 100) and a spoken label. Hidden while the cart is empty, on the cart page, in express checkout and on a page with a template's own cart (`data-sq-custom-cart`).",
  attributes: {},
};
