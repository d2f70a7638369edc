import { randomUUID } from 'node:crypto';
import type { MoneyValue } from '../src/commerce/product';
import { MESSAGES } from '../src/i18n/messages';
import { moneyFromMinorUnits } from '../src/i18n/money';
import { unitCentsOf } from './cart-repository';
import type { Database } from './db/database';
import { HttpError, notFound } from './http-error';

/** One line of an order: the price each unit was sold at. */
export interface OrderItem {
  sku: string;
  productName: string;
  quantity: number;
  unitPrice: MoneyValue;
}

/**
 * Spec §3 "Order (on confirmation)", checklist RS-08. Money is the §3 `{value, currency}` shape
 * (the one the fixtures' `priceMoney` uses): a decimal string in the currency's own digits, so
 * '24.00' USD and '1200' JPY.
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

/** 409: not enough of an item left when the order is placed. `title` names it for the page. */
export class OutOfStockError extends HttpError {
  constructor(
    readonly title: string,
    readonly available: number,
  ) {
    super(409, { message: MESSAGES.notEnoughStock });
  }
}

export function createOrderRepository(db: Database, options: { websiteId: string }) {
  const { websiteId } = options;

  return {
    /**
     * Places the order of an open, non-empty cart in one write transaction: stock is taken by a
     * conditional update per entry (never below 0, so concurrent orders never oversell), the cart is
     * marked purchased and the order stored. Any failure rolls all of it back.
     */
    async place(cartId: string): Promise<Order> {
      return db.write(async (tx) => {
        const cart = await tx.execute({
          sql: 'SELECT is_purchased, currency FROM carts WHERE id = ?',
          args: [cartId],
        });
        const row = cart.rows[0];
        if (!row) throw notFound(MESSAGES_ORDER.cartNotFound);
        if (Number(row.is_purchased)) throw notFound(MESSAGES_ORDER.alreadyOrdered);
        const currency = String(row.currency);
        const entries = await tx.execute({
          sql: `SELECT e.sku, e.quantity, p.title, v.price_cents, v.sale_price_cents, v.on_sale, v.qty_in_stock
                FROM cart_entries e JOIN variants v ON v.sku = e.sku JOIN products p ON p.id = e.item_id
                WHERE e.cart_id = ? ORDER BY e.created, e.id`,
          args: [cartId],
        });
        if (!entries.rows.length) throw new HttpError(409, { message: MESSAGES_ORDER.emptyCart });

        const items: OrderItem[] = [];
        let subtotal = 0;
        for (const entry of entries.rows) {
          const sku = String(entry.sku);
          const quantity = Number(entry.quantity);
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
            throw new OutOfStockError(String(entry.title), Number(left.rows[0]?.qty_in_stock ?? 0));
          }
          const unitCents = unitCentsOf(entry);
          subtotal += unitCents * quantity;
          items.push({
            sku,
            productName: String(entry.title),
            quantity,
            unitPrice: moneyFromMinorUnits(unitCents, currency),
          });
        }
        // The demo store charges no shipping or tax, and has no coupons.
        const order: Order = {
          id: randomUUID(),
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
        await tx.execute({
          sql: 'INSERT INTO orders (id, purchased_cart_id, website_id, test_mode, created, data) VALUES (?, ?, ?, 1, ?, ?)',
          args: [order.id, cartId, websiteId, Date.now(), JSON.stringify(order)],
        });
        return order;
      });
    },

    async get(orderId: string): Promise<Order | null> {
      const { rows } = await db.client.execute({
        sql: 'SELECT data FROM orders WHERE id = ?',
        args: [orderId],
      });
      const row = rows[0];
      return row ? (JSON.parse(String(row.data)) as Order) : null;
    },

    /** The order a cart was purchased with, if it was. */
    async ofCart(cartId: string): Promise<Order | null> {
      const { rows } = await db.client.execute({
        sql: 'SELECT data FROM orders WHERE purchased_cart_id = ?',
        args: [cartId],
      });
      const row = rows[0];
      return row ? (JSON.parse(String(row.data)) as Order) : null;
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
