import type { ElementDocs } from '../shared/define/definition';
import type { AddToCartAttributes } from './register';

/**
 * What the element manifest says of `<sq-add-to-cart>` (see ElementDocs in
 * shared/define/definition.ts); the bundle never imports this file.
 */
export const DOCS: ElementDocs<AddToCartAttributes> = {
  description:
    "Adds a product to the cart. With the product in the page context it is the product form: the price and sale or sold-out marks of the chosen variant, a select per option, the quantity, the scarcity line and the checks made before adding; without it, a quick-add button for `sku`. The button says 'Adding…', then 'Added!'; a refused add opens an alert with the reason. Its server markup is its first paint.",
  attributes: {
    itemId: 'The id of the product to add.',
    sku: 'The id of the variant to add; optional when the product is in the page context, whose form then chooses the variant.',
    quantity:
      "How many to add: the quick-add button adds this many, and the product form's quantity field starts at it.",
    buttonText: "Text for this button in place of the site's localized add-to-cart text.",
    view: "The template view the element is shown in (`product-page`, `product-list`), matched against the merchant's scarcity views; without it, the `data-sq-view` of its nearest container, else `product-page`.",
  },
  events: {
    'cart:recalculate-start': 'An add was sent (`action: "add"`).',
    'cart:entry-added': 'The server added the line: the entry and the new cart.',
    'cart:updated': 'After a successful add, with the new cart.',
    'cart:recalculate-end': 'The add was answered, whether it succeeded or not.',
    'cart:error': "The add failed: the server's message and status.",
  },
};
