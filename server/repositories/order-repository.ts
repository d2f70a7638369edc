import type { Row, Transaction } from '@libsql/client';
import { entryAnswers } from '../../src/commerce/checkout-rules';
import type { MoneyValue } from '../../src/commerce/product';
import { type SummaryField, summarizeForm } from '../../src/forms/summary';
import { moneyFromMinorUnits } from '../../src/i18n/money';
import { DEFAULT_STRINGS } from '../../src/i18n/strings';
import type { Database } from '../db/database';
import { conflict, notFound, OutOfStockError } from '../errors/domain-error';
import type { Catalogue } from '../site-data/catalogue';
import { storedForm } from './forms';
import { matchesHash, newId, newToken, tokenHash } from './ids';
import { firstRow } from './rows';

/** One line of an order: the price each unit was sold at. */
export interface OrderItem {
  sku: string;
  productName: string;
  quantity: number;
  unitPrice: MoneyValue;
  /** The answers to the product's additional-fields form, titled, as the cart showed them. */
  additionalFields?: SummaryField[];
}

/**
 * The order shown on confirmation: its id, the purchased cart, test mode, the items and the totals
 * [RS-08]. Money is `{value, currency}` (the shape of the fixtures' `priceMoney`): a decimal string
 * in the currency's own digits, so '24.00' USD and '1200' JPY.
 */
export interface Order {
  id: string;
  purchasedCartId: string;
  testMode: true;
  websiteId: string;
  items: OrderItem[];
  grandTotal: MoneyValue;
  shippingTotal: MoneyValue;
  taxTotal: MoneyValue;
}

export const MESSAGES_ORDER = {
  cartNotFound: 'Cart not found.',
  alreadyOrdered: 'This cart has already been ordered.',
  emptyCart: 'There is nothing in this cart to order.',
  orderNotFound: 'Order not found.',
} as const;

/** A placed order and the token that lets its confirmation link read it. */
export interface PlacedOrder {
  order: Order;
  accessToken: string;
}

/** An item's answers titled by its product's form; an item whose product has no form has none. */
async function answersOf(
  db: Database,
  formId: string | null,
  entry: Row,
): Promise<SummaryField[] | undefined> {
  const form = formId === null ? null : await storedForm(db, formId);
  if (!form) return undefined;
  const answers = entryAnswers(
    entry.additional_fields === null ? null : String(entry.additional_fields),
  );
  return summarizeForm(form, answers, DEFAULT_STRINGS);
}

/** What a request presents to read an order: a token from the URL and the visitor's order key. */
export interface OrderAccess {
  token?: string | null;
  placerKey?: string | null;
}

/**
 * The order key an order is placed under. `presented` is the one the visitor's cookie carries (or
 * null); placing the order sets `key`, the one it was stored under and the cookie is to carry: the
 * presented one when the server issued it (an order was placed under it), else a fresh one, so a
 * key a client made up never opens anything.
 */
export interface PlacerKey {
  readonly presented: string | null;
  key?: string;
}

/** An order row is readable with its access token or by the visitor whose order key placed it. */
const readableBy = (row: Row, access: OrderAccess) =>
  matchesHash(access.token, row.access_token_hash) ||
  matchesHash(access.placerKey, row.placer_key_hash);

/** The presented order key when an order was placed under it (the server issued it), else a fresh one. */
async function settledKey(tx: Transaction, presented: string | null): Promise<string> {
  if (presented === null) return newToken();
  const { rows } = await tx.execute({
    sql: 'SELECT 1 FROM orders WHERE placer_key_hash = ? LIMIT 1',
    args: [tokenHash(presented)],
  });
  return rows.length > 0 ? presented : newToken();
}

export function createOrderRepository(
  db: Database,
  options: { websiteId: string; catalogue: Catalogue },
) {
  const { websiteId, catalogue } = options;

  return {
    /**
     * Places the order of an open, non-empty cart in one write transaction: stock is taken by a
     * conditional update per entry (never below 0, so concurrent orders never oversell), the cart is
     * marked purchased and the order stored. What each item is and costs comes from the catalogue,
     * as the cart showed it. Any failure rolls all of it back. The order is readable
     * with the access token returned, or by whoever presents the key `placer` is settled to.
     */
    async place(cartId: string, placer: PlacerKey): Promise<PlacedOrder> {
      const placed = await db.write(async (tx) => {
        const cart = await tx.execute({
          sql: 'SELECT is_purchased, currency FROM carts WHERE id = ?',
          args: [cartId],
        });
        const row = cart.rows[0];
        if (!row) throw notFound(MESSAGES_ORDER.cartNotFound);
        if (Number(row.is_purchased)) throw notFound(MESSAGES_ORDER.alreadyOrdered);
        const currency = String(row.currency);
        const entries = await tx.execute({
          sql: `SELECT e.item_id, e.sku, e.quantity, e.additional_fields FROM cart_entries e
                WHERE e.cart_id = ? ORDER BY e.created, e.rowid`,
          args: [cartId],
        });
        if (!entries.rows.length) throw conflict(MESSAGES_ORDER.emptyCart);

        const items: OrderItem[] = [];
        let subtotal = 0;
        for (const entry of entries.rows) {
          const sku = String(entry.sku);
          const quantity = Number(entry.quantity);
          const product = catalogue.products.get(String(entry.item_id));
          const variant = product?.variants.get(sku);
          if (!product || !variant) throw new Error(`cart line ${sku} is not in the catalogue`);
          const taken = await tx.execute({
            sql: `UPDATE variants SET qty_in_stock = CASE WHEN unlimited = 1 THEN qty_in_stock ELSE qty_in_stock - ? END
                  WHERE sku = ? AND (unlimited = 1 OR qty_in_stock >= ?)`,
            args: [quantity, sku, quantity],
          });
          if (taken.rowsAffected !== 1) {
            const left = await tx.execute({
              sql: 'SELECT qty_in_stock FROM variants WHERE sku = ?',
              args: [sku],
            });
            throw new OutOfStockError(product.title, Number(left.rows[0]?.qty_in_stock ?? 0));
          }
          const unitCents = variant.unitCents;
          subtotal += unitCents * quantity;
          const additionalFields = await answersOf(db, product.formId, entry);
          items.push({
            sku,
            productName: product.title,
            quantity,
            unitPrice: moneyFromMinorUnits(unitCents, currency),
            ...(additionalFields ? { additionalFields } : {}),
          });
        }
        // The demo store charges no shipping or tax, and has no coupons.
        const order: Order = {
          id: newId(),
          purchasedCartId: cartId,
          testMode: true,
          websiteId,
          items,
          grandTotal: moneyFromMinorUnits(subtotal, currency),
          shippingTotal: moneyFromMinorUnits(0, currency),
          taxTotal: moneyFromMinorUnits(0, currency),
        };
        const purchased = await tx.execute({
          sql: 'UPDATE carts SET is_purchased = 1 WHERE id = ? AND is_purchased = 0',
          args: [cartId],
        });
        if (purchased.rowsAffected !== 1) throw notFound(MESSAGES_ORDER.alreadyOrdered);
        const placerKey = await settledKey(tx, placer.presented);
        const accessToken = newToken();
        await tx.execute({
          sql: `INSERT INTO orders (id, purchased_cart_id, website_id, test_mode, created, data, access_token_hash, placer_key_hash)
                VALUES (?, ?, ?, 1, ?, ?, ?, ?)`,
          args: [
            order.id,
            cartId,
            websiteId,
            Date.now(),
            JSON.stringify(order),
            tokenHash(accessToken),
            tokenHash(placerKey),
          ],
        });
        return { order, accessToken, placerKey };
      });
      placer.key = placed.placerKey;
      return { order: placed.order, accessToken: placed.accessToken };
    },

    /** The order, to those who may read it; to anyone else it does not exist. */
    async get(orderId: string, access: OrderAccess): Promise<Order | null> {
      const row = await firstRow(
        db,
        'SELECT data, access_token_hash, placer_key_hash FROM orders WHERE id = ?',
        [orderId],
      );
      return row && readableBy(row, access) ? (JSON.parse(String(row.data)) as Order) : null;
    },

    /** Whether a cart was ordered, and its order when `access` may read it. */
    async ofCart(
      cartId: string,
      access: OrderAccess,
    ): Promise<{ ordered: boolean; order: Order | null }> {
      const row = await firstRow(
        db,
        'SELECT data, access_token_hash, placer_key_hash FROM orders WHERE purchased_cart_id = ?',
        [cartId],
      );
      if (!row) return { ordered: false, order: null };
      return {
        ordered: true,
        order: readableBy(row, access) ? (JSON.parse(String(row.data)) as Order) : null,
      };
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
