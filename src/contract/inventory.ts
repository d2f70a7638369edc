import * as v from 'valibot';
import { id } from './common';

/** The live stock of a product's variants, and the test hook that sets it up. */

export const stockQuery = v.object({ itemId: id });

export const stockResult = v.object({
  sku: v.string(),
  unlimited: v.boolean(),
  qtyInStock: v.number(),
});
export type StockResult = v.InferOutput<typeof stockResult>;

export const stockResponse = v.object({ results: v.array(stockResult) });
export type StockResponse = v.InferOutput<typeof stockResponse>;

/** Test hook only (with fault injection on): sets a sku's stock. */
export const setStockBody = v.strictObject({
  sku: id,
  qtyInStock: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)),
  unlimited: v.optional(v.boolean()),
});
export type SetStockRequest = v.InferInput<typeof setStockBody>;
