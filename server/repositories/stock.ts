import type { Database } from '../db/database';

/** Live stock of one variant. */
export interface VariantStock {
  qtyInStock: number;
  unlimited: boolean;
}

/** Stock on hand, as the store pages show it. */
export function createStockRepository(db: Database) {
  return {
    /** The stock of every variant, by SKU. */
    async bySku(): Promise<Map<string, VariantStock>> {
      const { rows } = await db.client.execute('SELECT sku, qty_in_stock, unlimited FROM variants');
      return new Map(
        rows.map((row) => [
          String(row.sku),
          { qtyInStock: Number(row.qty_in_stock), unlimited: Number(row.unlimited) === 1 },
        ]),
      );
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
