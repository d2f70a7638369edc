import { PRODUCT_ANSWER_KEYS, type ProductAnswer } from '../../src/contract/products';

/**
 * The product API's answer: a shop item (views/shop-page.ts `shopItem`: the catalogue's item with
 * its live stock, page URL, image text, description and option order) cut to the public fields the
 * contract lists; a field not listed never leaves.
 */
export function publicProduct(item: Record<string, unknown>): ProductAnswer {
  const answer: Record<string, unknown> = {};
  for (const key of PRODUCT_ANSWER_KEYS) if (item[key] !== undefined) answer[key] = item[key];
  return answer as ProductAnswer;
}
