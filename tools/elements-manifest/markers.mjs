// The `data-sq-*` attributes of the page, for the element manifest and the editors' data. Every
// `data-sq-*` name the code of elements/, markup/ and src/ writes is in exactly one list below
// (tests/kit/manifest.test.ts reads the code and fails on one missing or one no longer used):
// - MARKERS: what a site writes in its markup and the script reads (published in both files; in
//   the editors' data as global attributes);
// - STATES: what the script writes on the site's markup, for its stylesheet and tests (published
//   in the manifest only: no one writes them);
// - INTERNAL: the script's own bookkeeping on markup it upgrades (not published).

/** @typedef {{ name: string, type: string, description: string, values?: string[], boolean?: true }} PageAttribute */

/** @type {readonly PageAttribute[]} */
export const MARKERS = [
  {
    name: 'data-sq-custom-cart',
    type: 'boolean',
    boolean: true,
    description:
      "Marks a template's own cart (a link, or any container): the `data-sq-cart-quantity` and `data-sq-cart-subtotal` elements inside it follow the cart in every tab, the container gets `data-initialized=\"true\"` and, while the cart is empty, the class `sq-cart--empty`. A container that shows no count and can be named gets the label 'Cart'. A page holding one shows no pill.",
  },
  {
    name: 'data-sq-cart-quantity',
    type: 'boolean',
    boolean: true,
    description:
      "Inside a `data-sq-custom-cart` container: the element's text becomes the cart's item count ('100+' above 100).",
  },
  {
    name: 'data-sq-cart-subtotal',
    type: 'boolean',
    boolean: true,
    description:
      "Inside a `data-sq-custom-cart` container: the element's text becomes the cart's subtotal in the site's money format, empty while the cart is empty.",
  },
  {
    name: 'data-sq-view',
    type: 'string',
    values: ['product-page', 'product-list'],
    description:
      "On a container: the template view the store markup and the `<sq-add-to-cart>` elements inside it are shown in (a shop's product list is `product-list`), matched against the merchant's scarcity views. 1 to 64 letters, digits, `_` or `-`; without one, `product-page`.",
  },
];

/** @type {readonly PageAttribute[]} */
export const STATES = [
  {
    name: 'data-sq-state',
    type: "'adding' | 'added'",
    description:
      'On a store add-to-cart button while it adds: `adding`, then `added`; removed when the button is idle again.',
  },
  {
    name: 'data-sq-sold-out',
    type: 'boolean',
    description:
      'On a store add-to-cart button while its product, or the variant chosen, cannot be bought.',
  },
  {
    name: 'data-sq-popup',
    type: "'waiting' | 'shown' | 'dismissed'",
    description:
      "On a site's pop-up: `waiting` for its delay, `shown`, or `dismissed` (closed lately, so not shown on this page).",
  },
];

/** The script's own markers, named here only so that the test knows each one. */
export const INTERNAL = [
  'data-sq-audio',
  'data-sq-button-census',
  'data-sq-cart-label',
  'data-sq-dialog',
  'data-sq-idle-label',
  'data-sq-template-status',
  'data-sq-variant-mark',
];
