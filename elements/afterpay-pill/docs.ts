import type { ElementDocs } from '../shared/define/definition';
import type { AfterpayPillAttributes } from './register';

/**
 * What the element manifest says of `<sq-afterpay-pill>` (see ElementDocs in
 * shared/define/definition.ts); the bundle never imports this file.
 */
export const DOCS: ElementDocs<AfterpayPillAttributes> = {
  description:
    'The instalments line of a physical product (Afterpay, Clearpay in GB): the amount of each of the 4 payments for the variant being chosen, or the range before a choice, and a button that opens the information dialog. Shows nothing where the product has no instalments offer.',
  attributes: {
    itemId: 'The id of the product, which must be in the page context.',
  },
};
