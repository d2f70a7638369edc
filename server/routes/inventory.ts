import type { FastifyInstance } from 'fastify';
import type { StockResponse } from '../../src/contract/inventory';
import { notFound } from '../errors/domain-error';
import { crumbQuery, setStockBody, stockQuery } from '../http/schemas';
import type { StockRepository } from '../repositories/stock';

export function registerInventoryRoutes(
  app: FastifyInstance,
  stock: StockRepository,
  options: { testHooks: boolean },
): void {
  app.get<{ Querystring: { itemId: string } }>(
    '/api/commerce/inventory/stock/',
    { schema: { querystring: stockQuery } },
    async (request): Promise<StockResponse> => {
      const results = [...(await stock.ofProduct(request.query.itemId))].map(([sku, live]) => ({
        sku,
        ...live,
      }));
      if (!results.length) throw notFound('Product not found.');
      return { results };
    },
  );

  // Lets browser tests set up stock scenarios; exists only with SQ_FAULTS=1.
  if (options.testHooks) {
    app.post<{ Body: { sku: string; qtyInStock: number; unlimited?: boolean } }>(
      '/api/__test/stock',
      { schema: { body: setStockBody, querystring: crumbQuery } },
      async (request) => {
        const { sku, qtyInStock, unlimited = false } = request.body;
        if (!(await stock.setStock(sku, qtyInStock, unlimited))) throw notFound('No such sku.');
        return { sku, qtyInStock, unlimited };
      },
    );
  }
}
