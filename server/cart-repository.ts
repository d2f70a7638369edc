import { randomUUID } from 'node:crypto';
import type { Client, Row, Transaction } from '@libsql/client';
import type { CartEntry, ShoppingCart } from '../src/commerce/cart-types';
import { emptyCart } from '../src/commerce/cart-types';
import { decodeProduct } from '../src/commerce/product';
import { isSubscribable } from '../src/commerce/product-states';
import { PRODUCT_TYPE, QUANTITY } from '../src/constants/product';
import { MESSAGES } from '../src/i18n/messages';
import { formatMoneyCents } from '../src/i18n/money';
import type { Database } from './db/database';
import { HttpError, invalidField, notFound } from './http-error';

const MAX_LINE_QUANTITY = QUANTITY.MAX;

const ENTRY_COLUMNS = `
  e.id, e.item_id, e.sku, e.quantity, e.additional_fields,
  v.attributes, v.price_cents, v.sale_price_cents, v.on_sale,
  p.title, p.product_type, p.image_url`;

function toEntry(row: Row, currency: string): CartEntry {
  const unitCents = Number(row.on_sale) ? Number(row.sale_price_cents) : Number(row.price_cents);
  const quantity = Number(row.quantity);
  return {
    id: String(row.id),
    itemId: String(row.item_id),
    chosenVariant: { sku: String(row.sku), attributes: JSON.parse(String(row.attributes)) },
    quantity,
    title: String(row.title),
    subTotal: formatMoneyCents(unitCents * quantity, currency),
    purchasePriceCents: unitCents,
    productType: Number(row.product_type),
    additionalFields: row.additional_fields === null ? null : String(row.additional_fields),
    imageUrl: row.image_url === null ? null : String(row.image_url),
  };
}

/** Totals are the server's to compute (spec §3); the client never adds prices up itself. */
function withTotals(cart: ShoppingCart): ShoppingCart {
  const { entries } = cart;
  const subtotalCents = entries.reduce((sum, e) => sum + e.purchasePriceCents * e.quantity, 0);
  const hasDigital = entries.some((e) => e.productType === PRODUCT_TYPE.DIGITAL);
  return {
    ...cart,
    subtotalCents,
    grandTotalCents: subtotalCents + cart.taxCents + cart.shippingCostCents - cart.discountCents,
    totalQuantity: entries.reduce((sum, e) => sum + e.quantity, 0),
    hasDigital,
    purelyDigital:
      entries.length > 0 && entries.every((e) => e.productType === PRODUCT_TYPE.DIGITAL),
    requiresShipping: entries.some((e) => e.productType === PRODUCT_TYPE.PHYSICAL),
  };
}

export interface AddInput {
  cartId: string | null;
  itemId: string;
  sku: string;
  quantity: number;
  additionalFields: string | null;
}

export function createCartRepository(
  db: Database,
  options: { websiteId: string; defaultCurrency: string },
) {
  const { websiteId, defaultCurrency } = options;

  /** The cart of that id while it is still open (not purchased), with its currency. */
  async function openCart(
    client: Client | Transaction,
    cartId: string | null,
  ): Promise<{ id: string; currency: string; created: number } | null> {
    if (!cartId) return null;
    const { rows } = await client.execute({
      sql: 'SELECT id, currency, created FROM carts WHERE id = ? AND is_purchased = 0',
      args: [cartId],
    });
    const row = rows[0];
    return row
      ? { id: cartId, currency: String(row.currency), created: Number(row.created) }
      : null;
  }

  async function read(cartId: string | null): Promise<ShoppingCart> {
    const cart = await openCart(db.client, cartId);
    if (!cart) return { ...emptyCart(), websiteId, currencyCode: defaultCurrency };
    const entries = await db.client.execute({
      sql: `SELECT ${ENTRY_COLUMNS} FROM cart_entries e
            JOIN variants v ON v.sku = e.sku JOIN products p ON p.id = e.item_id
            WHERE e.cart_id = ? ORDER BY e.created, e.id`,
      args: [cart.id],
    });
    return withTotals({
      ...emptyCart(),
      id: cart.id,
      websiteId,
      currencyCode: cart.currency,
      created: cart.created,
      entries: entries.rows.map((row) => toEntry(row, cart.currency)),
    });
  }

  return {
    read,

    /** Adds in one write transaction; stock is reserved by a conditional update, so it never oversells. */
    async add(input: AddInput): Promise<{ cart: ShoppingCart; entryId: string }> {
      const { cartId, entryId } = await db.write(async (tx) => {
        const product = await tx.execute({
          sql: 'SELECT currency FROM products WHERE id = ?',
          args: [input.itemId],
        });
        const productCurrency = product.rows[0]?.currency;
        if (productCurrency === undefined) throw notFound('Product not found.');
        const variant = await tx.execute({
          sql: 'SELECT sku FROM variants WHERE sku = ? AND product_id = ?',
          args: [input.sku, input.itemId],
        });
        if (!variant.rows.length) throw invalidField('sku', 'is not a variant of this item');

        const open = await openCart(tx, input.cartId);
        // One cart, one currency: a store sells in one, and totals must add up.
        if (open && open.currency !== String(productCurrency)) {
          throw new HttpError(409, {
            message: `This cart is priced in ${open.currency}; this item is priced in ${String(productCurrency)}.`,
          });
        }
        let cartId = open?.id;
        if (!cartId) {
          cartId = randomUUID();
          await tx.execute({
            sql: 'INSERT INTO carts (id, created, currency) VALUES (?, ?, ?)',
            args: [cartId, Date.now(), String(productCurrency)],
          });
        }
        const existing = await tx.execute({
          sql: 'SELECT id, quantity FROM cart_entries WHERE cart_id = ? AND sku = ? AND additional_fields IS ?',
          args: [cartId, input.sku, input.additionalFields],
        });
        const line = existing.rows[0];
        const lineQuantity = Number(line?.quantity ?? 0) + input.quantity;
        if (lineQuantity > MAX_LINE_QUANTITY) {
          throw invalidField(
            'quantity',
            `would make ${lineQuantity} in the cart; the most is ${MAX_LINE_QUANTITY}`,
          );
        }
        const reserved = await tx.execute({
          sql: `UPDATE variants SET qty_in_stock = CASE WHEN unlimited = 1 THEN qty_in_stock ELSE qty_in_stock - ? END
                WHERE sku = ? AND (unlimited = 1 OR qty_in_stock >= ?)`,
          args: [input.quantity, input.sku, input.quantity],
        });
        if (reserved.rowsAffected !== 1)
          throw new HttpError(409, { message: MESSAGES.notEnoughStock });

        if (line) {
          await tx.execute({
            sql: 'UPDATE cart_entries SET quantity = ? WHERE id = ?',
            args: [lineQuantity, String(line.id)],
          });
          return { cartId, entryId: String(line.id) };
        }
        const entryId = randomUUID();
        await tx.execute({
          sql: 'INSERT INTO cart_entries (id, cart_id, item_id, sku, quantity, additional_fields, created) VALUES (?, ?, ?, ?, ?, ?, ?)',
          args: [
            entryId,
            cartId,
            input.itemId,
            input.sku,
            input.quantity,
            input.additionalFields,
            Date.now(),
          ],
        });
        return { cartId, entryId };
      });
      return { cart: await read(cartId), entryId };
    },

    /**
     * Sets an entry's quantity (0 removes it), reserving or releasing the difference in stock in the
     * same transaction, so a cart never holds more than there is.
     */
    async setQuantity(
      cartId: string | null,
      entryId: string,
      quantity: number,
    ): Promise<ShoppingCart> {
      const id = (await openCart(db.client, cartId))?.id;
      if (!id) throw notFound('Cart entry not found.');
      await db.write(async (tx) => {
        const { rows } = await tx.execute({
          sql: 'SELECT sku, quantity FROM cart_entries WHERE id = ? AND cart_id = ?',
          args: [entryId, id],
        });
        const entry = rows[0];
        if (!entry) throw notFound('Cart entry not found.');
        const sku = String(entry.sku);
        const delta = quantity - Number(entry.quantity);
        if (delta > 0) {
          const reserved = await tx.execute({
            sql: `UPDATE variants SET qty_in_stock = CASE WHEN unlimited = 1 THEN qty_in_stock ELSE qty_in_stock - ? END
                  WHERE sku = ? AND (unlimited = 1 OR qty_in_stock >= ?)`,
            args: [delta, sku, delta],
          });
          if (reserved.rowsAffected !== 1)
            throw new HttpError(409, { message: MESSAGES.notEnoughStock });
        } else if (delta < 0) {
          await tx.execute({
            sql: 'UPDATE variants SET qty_in_stock = qty_in_stock + ? WHERE sku = ? AND unlimited = 0',
            args: [-delta, sku],
          });
        }
        await tx.execute(
          quantity === 0
            ? { sql: 'DELETE FROM cart_entries WHERE id = ?', args: [entryId] }
            : {
                sql: 'UPDATE cart_entries SET quantity = ? WHERE id = ?',
                args: [quantity, entryId],
              },
        );
      });
      return read(id);
    },

    async updateAdditionalFields(
      cartId: string | null,
      entryId: string,
      input: { itemId: string; sku: string; additionalFields: string },
    ): Promise<ShoppingCart> {
      const id = (await openCart(db.client, cartId))?.id;
      if (!id) throw notFound('Cart entry not found.');
      const updated = await db.write((tx) =>
        tx.execute({
          sql: 'UPDATE cart_entries SET additional_fields = ? WHERE id = ? AND cart_id = ? AND item_id = ? AND sku = ?',
          args: [input.additionalFields, entryId, id, input.itemId, input.sku],
        }),
      );
      if (updated.rowsAffected !== 1) throw notFound('Cart entry not found.');
      return read(id);
    },

    async stock(itemId: string) {
      const { rows } = await db.client.execute({
        sql: 'SELECT v.sku, v.qty_in_stock, v.unlimited FROM variants v WHERE v.product_id = ? ORDER BY v.position',
        args: [itemId],
      });
      return rows.map((row) => ({
        sku: String(row.sku),
        unlimited: Number(row.unlimited) === 1,
        qtyInStock: Number(row.qty_in_stock),
      }));
    },

    /** The same rule as the product page (spec §5); null for an unknown item. */
    async isSubscribable(itemId: string): Promise<boolean | null> {
      const { rows } = await db.client.execute({
        sql: 'SELECT data FROM products WHERE id = ?',
        args: [itemId],
      });
      const row = rows[0];
      if (!row) return null;
      return isSubscribable(decodeProduct({ structuredContent: JSON.parse(String(row.data)) }));
    },

    async variant(itemId: string, sku: string) {
      const { rows } = await db.client.execute({
        sql: `SELECT p.title, p.currency, v.attributes, v.price_cents FROM variants v JOIN products p ON p.id = v.product_id
              WHERE v.product_id = ? AND v.sku = ?`,
        args: [itemId, sku],
      });
      const row = rows[0];
      if (!row) return null;
      return {
        title: String(row.title),
        attributes: JSON.parse(String(row.attributes)) as Record<string, string>,
        priceCents: Number(row.price_cents),
        currency: String(row.currency),
      };
    },

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

export type CartRepository = ReturnType<typeof createCartRepository>;
