import type { ElementDocs } from '../shared/define/definition';

/**
 * What the element manifest says of `<sq-cart-page>` (see ElementDocs in
 * shared/define/definition.ts); the bundle never imports this file.
 */
export const DOCS: ElementDocs = {
  description:
    "The full-page cart (a page holding it is the cart page): each line with its image, variant, answers, quantity field, total, Remove and 'Edit details'; the subtotal, Checkout, 'Continue Shopping', 'Customers also bought' and the instalments line of an all-physical cart. The server renders only its loading state.",
  attributes: {},
  events: {
    'cart:view': 'The cart page was opened and shows this cart.',
    'cart:recalculate-start':
      "A change was sent: a quantity, a removal, an entry's details or a suggestion added.",
    'cart:entry-updated': "A line's new quantity was saved.",
    'cart:entry-removed': 'A line was removed (Remove, or a quantity of 0).',
    'cart:entry-added': "A product of 'Customers also bought' was added.",
    'cart:updated': 'After every saved change, with the new cart.',
    'cart:recalculate-end': 'A change was answered, whether it succeeded or not.',
    'cart:error': "A change failed: the action, the server's message and status.",
  },
};
