import type { Row } from '@libsql/client';
import type { Database } from '../db/database';

/** Live stock of one variant. */
export interface VariantStock {
  qtyInStock: number;
  unlimited: boolean;
}

const stockOf = (rows: Row[]): Map<string, VariantStock> =>
  new Map(
    rows.map((row) => [
      String(row.sku),
      { qtyInStock: Number(row.qty_in_stock), unlimited: Number(row.unlimited) === 1 },
    ]),
  );

/**
 * The stock of some variants as one string: equal strings, equal stock. A page rendered over the
 * stock is the same page while its stock key is.
 */
export function stockKey(stock: ReadonlyMap<string, VariantStock>): string {
  let key = '';
  for (const [sku, { qtyInStock, unlimited }] of stock) {
    key += `${sku}\u0000${qtyInStock}\u0000${unlimited ? 1 : 0}\u0000`;
  }
  return key;
}

/** Stock on hand, as the store pages show it, and as a test sets it. */
export function createStockRepository(db: Database) {
  return {
    /** The stock of every variant, by SKU. */
    async bySku(): Promise<Map<string, VariantStock>> {
      const { rows } = await db.client.execute(
        'SELECT sku, qty_in_stock, unlimited FROM variants ORDER BY rowid',
      );
      return stockOf(rows);
    },

    /** The stock of one product's variants, by SKU. */
    async ofProduct(productId: string): Promise<Map<string, VariantStock>> {
      const { rows } = await db.client.execute({
        sql: 'SELECT sku, qty_in_stock, unlimited FROM variants WHERE product_id = ? ORDER BY position',
        args: [productId],
      });
      return stockOf(rows);
    },

    /** Sets a variant's stock; false when there is no such sku. */
    async setStock(sku: string, qtyInStock: number, unlimited: boolean): Promise<boolean> {
      const result = await db.write((tx) =>
        tx.execute({
          sql: 'UPDATE variants SET qty_in_stock = ?, unlimited = ? WHERE sku = ?',
          args: [qtyInStock, unlimited ? 1 : 0, sku],
        }),
      );
      return result.rowsAffected === 1;
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
