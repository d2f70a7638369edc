import type { Client, Transaction } from '@libsql/client';

/**
 * How a cart's lines are stored and read. A line is a variant with its answers to the product's
 * form; a cart's lines are read as one JSON column (LINES_JSON) rather than a row each, which costs
 * the driver far more, and are kept in the cart's order: oldest first, lines of one millisecond as
 * added.
 */

/** A stored cart line: a variant with its answers. */
export interface Line {
  id: string;
  itemId: string;
  sku: string;
  quantity: number;
  additionalFields: string | null;
  created: number;
  /** Insertion order, for lines added in the same millisecond. */
  rowid: number;
}

/** An open cart's own row: its id, its currency and when it was made. */
export interface OpenCart {
  id: string;
  currency: string;
  created: number;
}

/**
 * The lines of the cart `c` as one JSON text, `[[id, item_id, sku, quantity, additional_fields,
 * created, rowid], …]`.
 */
export const LINES_JSON = `(SELECT json_group_array(json_array(e.id, e.item_id, e.sku, e.quantity,
    e.additional_fields, e.created, e.rowid)) FROM cart_entries e WHERE e.cart_id = c.id) AS lines`;

/** An open cart: its currency, its creation time and its lines. Argument: cart id. */
export const CART_SQL = `SELECT c.currency, c.created, ${LINES_JSON}
  FROM carts c WHERE c.id = ? AND c.is_purchased = 0`;

/** The cart's order: oldest line first, lines of one millisecond as added (`ORDER BY e.created, e.rowid`). */
export const byCartOrder = (a: Line, b: Line) => a.created - b.created || a.rowid - b.rowid;

/** The lines of a LINES_JSON column, in the cart's order. */
export function linesOf(json: unknown): Line[] {
  const rows = JSON.parse(String(json ?? '[]')) as [
    string,
    string,
    string,
    number,
    string | null,
    number,
    number,
  ][];
  return rows
    .map(([id, itemId, sku, quantity, additionalFields, created, rowid]) => ({
      id,
      itemId,
      sku,
      quantity,
      additionalFields,
      created,
      rowid,
    }))
    .sort(byCartOrder);
}

/** The cart of that id while it is still open (not purchased), or null. */
export async function openCart(
  client: Client | Transaction,
  cartId: string | null,
): Promise<OpenCart | null> {
  if (!cartId) return null;
  const { rows } = await client.execute({
    sql: 'SELECT id, currency, created FROM carts WHERE id = ? AND is_purchased = 0',
    args: [cartId],
  });
  const row = rows[0];
  return row ? { id: cartId, currency: String(row.currency), created: Number(row.created) } : null;
}
