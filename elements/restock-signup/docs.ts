import type { ElementDocs } from '../shared/define/definition';
import type { RestockSignupAttributes } from './register';

/**
 * What the element manifest says of `<sq-restock-signup>` (see ElementDocs in
 * shared/define/definition.ts); the bundle never imports this file.
 */
export const DOCS: ElementDocs<RestockSignupAttributes> = {
  description:
    'The back-in-stock signup of a sold-out product or variant, where the site turned it on for the view: an email field, an optional mailing-list checkbox and a captcha when the site asks for one.',
  attributes: {
    itemId: 'The id of the product, which must be in the page context.',
    view: "The template view the box is shown in, matched against the product's back-in-stock views; `product-page` when absent.",
  },
};
