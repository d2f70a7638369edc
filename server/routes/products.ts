import type { FastifyInstance } from 'fastify';
import type { ProductAnswer } from '../../src/contract/products';
import { notFound } from '../errors/domain-error';
import { anyQuery, productParams } from '../http/schemas';
import type { StockRepository } from '../repositories/stock';
import type { SiteData } from '../site-data/site-data';
import { publicProduct } from '../views/product-answer';
import { shopItem } from '../views/shop-page';

/** The answer to an id that names no product, and to one that is not an id at all. */
export const PRODUCT_NOT_FOUND = 'Product not found.';

/**
 * `GET /api/commerce/products/{itemId}`: one product of the catalogue as a store page's context
 * carries it, its variants' stock read live for every request, so it is never cached. Only the
 * public fields of the contract are answered (views/product-answer.ts). An unknown id, and a path
 * segment that is no id (the params schema), are the same 404 `{message}`: the answer says nothing
 * more about either. A read, so no crumb.
 */
export function registerProductRoutes(
  app: FastifyInstance,
  stock: StockRepository,
  options: { site: SiteData },
): void {
  const { shop, catalogue } = options.site;

  app.get<{ Params: { itemId: string } }>(
    '/api/commerce/products/:itemId',
    { schema: { params: productParams, querystring: anyQuery }, attachValidation: true },
    async (request, reply): Promise<ProductAnswer> => {
      const invalid = request.validationError;
      if (invalid?.validationContext === 'params') throw notFound(PRODUCT_NOT_FOUND);
      if (invalid) throw invalid;
      const product = catalogue.products.get(request.params.itemId);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      const item = shopItem(product.item, shop, await stock.ofProduct(product.id));
      reply.header('cache-control', 'no-cache');
      return publicProduct(item);
    },
  );
}
