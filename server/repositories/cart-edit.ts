import type { Transaction } from '@libsql/client';
import { QUANTITY } from '../../src/constants/product';
import { MESSAGES } from '../../src/i18n/messages';
import type { Database } from '../db/database';
import { conflict, invalidField, notFound } from '../errors/domain-error';
import type { Catalogue } from '../site-data/catalogue';
import { openCart } from './cart-lines';
import { assertAnswersFit } from './forms';

/**
 * Changing a line of an open cart, each in one write transaction: its quantity (0 removes it), and
 * its answers to the product's form. A line is its sku with its answers, so answers that match
 * another line's merge the two. A line of another cart, or of no open cart, is not found. Each
 * answers the id of the cart changed, for the cart to be read again.
 */

const ENTRY_NOT_FOUND = 'Cart entry not found.';

/**
 * Refuses (conflict) when the cart would hold more of `sku` than is in stock: `quantity` more (or,
 * with `replacing`, that entry set to `quantity`) on top of the cart's other lines of the sku.
 */
async function assertInStock(
  tx: Transaction,
  cartId: string | null,
  sku: string,
  replacing: string | null,
  quantity: number,
): Promise<void> {
  const { rows } = await tx.execute({
    sql: `SELECT v.qty_in_stock, v.unlimited,
            (SELECT COALESCE(SUM(e.quantity), 0) FROM cart_entries e
             WHERE e.cart_id IS ? AND e.sku = v.sku AND e.id IS NOT ?) AS in_cart
          FROM variants v WHERE v.sku = ?`,
    args: [cartId, replacing, sku],
  });
  const row = rows[0];
  if (!row || Number(row.unlimited) === 1) return;
  if (Number(row.in_cart) + quantity > Number(row.qty_in_stock)) {
    throw conflict(MESSAGES.notEnoughStock);
  }
}

/**
 * Sets an entry's quantity (0 removes it). A higher quantity is refused when the cart would then
 * hold more of the sku than there is; a lower one is always allowed, even below what is left.
 */
export async function setLineQuantity(
  db: Database,
  cartId: string | null,
  entryId: string,
  quantity: number,
): Promise<string> {
  const id = (await openCart(db.client, cartId))?.id;
  if (!id) throw notFound(ENTRY_NOT_FOUND);
  await db.write(async (tx) => {
    const { rows } = await tx.execute({
      sql: 'SELECT sku, quantity FROM cart_entries WHERE id = ? AND cart_id = ?',
      args: [entryId, id],
    });
    const entry = rows[0];
    if (!entry) throw notFound(ENTRY_NOT_FOUND);
    if (quantity > Number(entry.quantity)) {
      await assertInStock(tx, id, String(entry.sku), entryId, quantity);
    }
    await tx.execute(
      quantity === 0
        ? { sql: 'DELETE FROM cart_entries WHERE id = ?', args: [entryId] }
        : { sql: 'UPDATE cart_entries SET quantity = ? WHERE id = ?', args: [quantity, entryId] },
    );
  });
  return id;
}

/**
 * Sets an entry's answers, checked against its product's form; a line that then matches another
 * (same sku, same answers) takes over its quantity and the other goes, unless the two would be more
 * than a line may hold.
 */
export async function setLineAnswers(
  db: Database,
  catalogue: Catalogue,
  cartId: string | null,
  entryId: string,
  input: { itemId: string; sku: string; additionalFields: string },
): Promise<string> {
  const id = (await openCart(db.client, cartId))?.id;
  if (!id) throw notFound(ENTRY_NOT_FOUND);
  const formId = catalogue.products.get(input.itemId)?.formId ?? null;
  const updated = await db.write(async (tx) => {
    const { rows } = await tx.execute({
      sql: `SELECT quantity FROM cart_entries
            WHERE id = ? AND cart_id = ? AND item_id = ? AND sku = ?`,
      args: [entryId, id, input.itemId, input.sku],
    });
    const entry = rows[0];
    if (!entry) throw notFound(ENTRY_NOT_FOUND);
    await assertAnswersFit(db, formId, input.additionalFields);
    const twins = await tx.execute({
      sql: `SELECT id, quantity FROM cart_entries
            WHERE cart_id = ? AND sku = ? AND additional_fields IS ? AND id != ?`,
      args: [id, input.sku, input.additionalFields, entryId],
    });
    const twin = twins.rows[0];
    const quantity = Number(entry.quantity) + Number(twin?.quantity ?? 0);
    if (twin && quantity > QUANTITY.MAX) {
      throw invalidField(
        'additionalFields',
        `would merge two lines into ${quantity}; the most is ${QUANTITY.MAX}`,
      );
    }
    if (twin) {
      await tx.execute({ sql: 'DELETE FROM cart_entries WHERE id = ?', args: [String(twin.id)] });
    }
    return tx.execute({
      sql: 'UPDATE cart_entries SET additional_fields = ?, quantity = ? WHERE id = ? AND cart_id = ? AND item_id = ? AND sku = ?',
      args: [input.additionalFields, quantity, entryId, id, input.itemId, input.sku],
    });
  });
  if (updated.rowsAffected !== 1) throw notFound(ENTRY_NOT_FOUND);
  return id;
}
