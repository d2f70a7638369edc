import { randomUUID } from 'node:crypto';
import { QUANTITY } from '../../src/constants/product';
import type { ShoppingCart } from '../../src/contract/cart';
import { MESSAGES } from '../../src/i18n/messages';
import type { Database } from '../db/database';
import {
  conflict,
  invalidField,
  invalidInput,
  limitReached,
  notFound,
} from '../errors/domain-error';
import { type CartAnswerContext, cartAnswer } from './cart-answer';
import { byCartOrder, LINES_JSON, type Line, linesOf } from './cart-lines';
import { assertAnswersFit } from './forms';
import { newId } from './ids';

/**
 * Adding to a cart, in one write transaction. What the product is, its variants and its form never
 * change, so they are checked against the catalogue before the write; the live part (the variant's
 * stock, the cart and its lines) is read in one statement inside it, then one or two statements
 * write. An add to a line already in the cart (the same sku with the same answers) raises its
 * quantity; otherwise a new line is added, and a new cart made when the visitor has no open one.
 * Stock is taken when the order is placed, not here: an add is refused only when the cart would
 * then hold more of the sku than there is (in stock means qtyInStock ≥ in cart + requested).
 */

/**
 * The most lines (distinct entries: a variant with its answers) a cart holds, so no cart answer
 * grows without bound; adding to a line already in the cart is always allowed.
 */
export const MAX_CART_LINES = 100;
const TOO_MANY_LINES = `A cart can hold at most ${MAX_CART_LINES} different items. Remove one to add another.`;

/** The answer to an add that would open one cart more than the client may open. */
export const TOO_MANY_CARTS = 'Too many new carts from this address. Please try again later.';

/**
 * All an add needs to decide, in one statement: the variant's live stock (a row even without a
 * cart), and the open cart with its lines (nulls and no lines without one). Arguments: cart id, sku.
 */
const ADD_STATE_SQL = `SELECT v.qty_in_stock, v.unlimited, c.currency, c.created, ${LINES_JSON}
  FROM variants v LEFT JOIN carts c ON c.id = ? AND c.is_purchased = 0
  WHERE v.sku = ?`;

export interface AddInput {
  cartId: string | null;
  itemId: string;
  sku: string;
  quantity: number;
  additionalFields: string | null;
  /**
   * Asked, synchronously and inside the write, just before a new cart is made for this add: false
   * refuses the add (limit reached) and makes nothing. Without it a cart is always made when needed.
   */
  mayOpenCart?: () => boolean;
}

export async function addToCart(
  db: Database,
  context: CartAnswerContext,
  input: AddInput,
): Promise<{ cart: ShoppingCart; entryId: string }> {
  const product = context.catalogue.products.get(input.itemId);
  if (!product) throw notFound('Product not found.');
  if (!product.variants.has(input.sku)) throw invalidField('sku', 'is not a variant of this item');
  await assertAnswersFit(db, product.formId, input.additionalFields);

  const added = await db.write(async (tx) => {
    const { rows } = await tx.execute({ sql: ADD_STATE_SQL, args: [input.cartId, input.sku] });
    const state = rows[0];
    if (!state) throw invalidField('sku', 'is not a variant of this item');
    const open =
      input.cartId !== null && state.currency !== null
        ? { id: input.cartId, currency: String(state.currency), created: Number(state.created) }
        : null;
    // One cart, one currency: a store sells in one, and totals must add up.
    if (open && open.currency !== product.currency) {
      throw conflict(
        `This cart is priced in ${open.currency}; this item is priced in ${product.currency}.`,
      );
    }
    const lines = open ? linesOf(state.lines) : [];
    const line = lines.find(
      (l) => l.sku === input.sku && l.additionalFields === input.additionalFields,
    );
    const lineQuantity = (line?.quantity ?? 0) + input.quantity;
    if (lineQuantity > QUANTITY.MAX) {
      throw invalidField(
        'quantity',
        `would make ${lineQuantity} in the cart; the most is ${QUANTITY.MAX}`,
      );
    }
    if (!line && lines.length >= MAX_CART_LINES) throw invalidInput(TOO_MANY_LINES);
    if (Number(state.unlimited) !== 1) {
      const inCart = lines.reduce((sum, l) => (l.sku === input.sku ? sum + l.quantity : sum), 0);
      if (inCart + input.quantity > Number(state.qty_in_stock)) {
        throw conflict(MESSAGES.notEnoughStock);
      }
    }

    const now = Date.now();
    const cart = open ?? { id: newId(), currency: product.currency, created: now };
    if (!open && input.mayOpenCart?.() === false) throw limitReached(TOO_MANY_CARTS);
    if (!open) {
      await tx.execute({
        sql: 'INSERT INTO carts (id, created, currency) VALUES (?, ?, ?)',
        args: [cart.id, cart.created, cart.currency],
      });
    }
    if (line) {
      await tx.execute({
        sql: 'UPDATE cart_entries SET quantity = ? WHERE id = ?',
        args: [lineQuantity, line.id],
      });
      line.quantity = lineQuantity;
      return { cart, lines, entryId: line.id };
    }
    const entry: Line = {
      id: randomUUID(),
      itemId: input.itemId,
      sku: input.sku,
      quantity: input.quantity,
      additionalFields: input.additionalFields,
      created: now,
      // The newest line: after every line already read.
      rowid: Number.MAX_SAFE_INTEGER,
    };
    await tx.execute({
      sql: 'INSERT INTO cart_entries (id, cart_id, item_id, sku, quantity, additional_fields, created) VALUES (?, ?, ?, ?, ?, ?, ?)',
      args: [
        entry.id,
        cart.id,
        entry.itemId,
        entry.sku,
        entry.quantity,
        entry.additionalFields,
        entry.created,
      ],
    });
    lines.push(entry);
    lines.sort(byCartOrder);
    return { cart, lines, entryId: entry.id };
  });
  // The cart as this transaction left it: no second read.
  return { cart: cartAnswer(added.cart, added.lines, context), entryId: added.entryId };
}
