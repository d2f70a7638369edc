import type { Product } from '../../../src/commerce/product';
import { pageProduct } from '../../../src/flows/page-items';
import type { Runtime } from '../../../src/runtime/runtime';
import { describeProblem, ElementMarkupError } from './attributes';

/**
 * The page context's product of an element's `item-id`. Markup naming a product the page context
 * lacks is bad markup: an ElementMarkupError, so the element reports it once and stays inert.
 */
export function contextProduct(runtime: Runtime, tag: string, itemId: string): Product {
  const product = pageProduct(runtime, itemId);
  if (product) return product;
  throw new ElementMarkupError(
    describeProblem(tag, {
      attribute: 'item-id',
      value: itemId,
      expected: 'a product in the page context',
    }),
  );
}
