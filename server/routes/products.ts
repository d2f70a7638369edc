import type { FastifyInstance } from 'fastify';
import { PRODUCT_ANSWER_KEYS, type ProductAnswer } from '../../src/contract/products';
import { notFound } from '../errors/http-error';
import type { StockRepository } from '../repositories/stock';
import { anyQuery, productParams } from './schemas';
import { readShopData, shopItem } from './shop-pages';

/** The answer to an id that names no product, and to one that is not an id at all. */
export const PRODUCT_NOT_FOUND = 'Product not found.';

/** The public fields of a shop item, as the contract lists them; a field not listed never leaves. */
export function publicProduct(item: Record<string, unknown>): ProductAnswer {
  const answer: Record<string, unknown> = {};
  for (const key of PRODUCT_ANSWER_KEYS) if (item[key] !== undefined) answer[key] = item[key];
  return answer as ProductAnswer;
}

/**
 * `GET /api/commerce/products/{itemId}`: one product of the shop as a store page's context carries
 * it (shop-pages.ts `shopItem`: the fixture item with its page URL, image text, description and
 * option order), its variants' stock read live for every request, so it is never cached. Only the
 * public fields of the contract are answered. An unknown id, and a path segment that is no id (the
 * params schema), are the same 404 `{message}`: the answer says nothing more about either. A read,
 * so no crumb.
 */
export async function registerProductRoutes(
  app: FastifyInstance,
  stock: StockRepository,
  options: { root: string },
): Promise<void> {
  const data = await readShopData(options.root);
  const byId = new Map(data.products.map((product) => [product.id, product]));

  app.get<{ Params: { itemId: string } }>(
    '/api/commerce/products/:itemId',
    { schema: { params: productParams, querystring: anyQuery }, attachValidation: true },
    async (request, reply): Promise<ProductAnswer> => {
      const invalid = request.validationError;
      if (invalid?.validationContext === 'params') throw notFound(PRODUCT_NOT_FOUND);
      if (invalid) throw invalid;
      const product = byId.get(request.params.itemId);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      const item = shopItem(product, data, await stock.ofProduct(product.id));
      reply.header('cache-control', 'no-cache');
      return publicProduct(item);
    },
  );
}
