import type { RelatedProduct, ShoppingCart } from '../../src/contract/cart';
import type { MoneyFormatter } from '../../src/i18n/money-format';
import type { Database } from '../db/database';
import type { Catalogue } from '../site-data/catalogue';
import { type AddInput, addToCart } from './cart-add';
import { type CartAnswerContext, cartAnswer, noCart } from './cart-answer';
import { setLineAnswers, setLineQuantity } from './cart-edit';
import { CART_SQL, linesOf } from './cart-lines';
import { relatedProducts } from './related-products';

/**
 * The visitors' carts: reading one (one statement: the cart and its lines), adding to it
 * (cart-add.ts), changing a line (cart-edit.ts) and what the cart page suggests beside it
 * (related-products.ts). What each variant is and costs comes from the catalogue; the stored part
 * is the carts, their lines and the stock. A refusal is a DomainError (not found, invalid input,
 * a conflict with stock or currency, a limit reached).
 */

export type { AddInput } from './cart-add';
export { MAX_CART_LINES, TOO_MANY_CARTS } from './cart-add';

export function createCartRepository(
  db: Database,
  options: {
    websiteId: string;
    defaultCurrency: string;
    catalogue: Catalogue;
    /** The site's money formatter, which writes the answers' pre-formatted prices. */
    money: MoneyFormatter;
  },
) {
  const context: CartAnswerContext = options;

  /** The open cart of that id with its entries, or the empty cart. */
  async function read(cartId: string | null): Promise<ShoppingCart> {
    if (!cartId) return noCart(context);
    const { rows } = await db.client.execute({ sql: CART_SQL, args: [cartId] });
    const head = rows[0];
    if (!head) return noCart(context);
    const cart = { id: cartId, currency: String(head.currency), created: Number(head.created) };
    return cartAnswer(cart, linesOf(head.lines), context);
  }

  return {
    read,

    add: (input: AddInput): Promise<{ cart: ShoppingCart; entryId: string }> =>
      addToCart(db, context, input),

    /** Sets an entry's quantity (0 removes it); the cart as it is then. */
    async setQuantity(
      cartId: string | null,
      entryId: string,
      quantity: number,
    ): Promise<ShoppingCart> {
      return read(await setLineQuantity(db, cartId, entryId, quantity));
    },

    /** Sets an entry's answers to its product's form; the cart as it is then. */
    async updateAdditionalFields(
      cartId: string | null,
      entryId: string,
      input: { itemId: string; sku: string; additionalFields: string },
    ): Promise<ShoppingCart> {
      return read(await setLineAnswers(db, options.catalogue, cartId, entryId, input));
    },

    related: (cartId: string | null): Promise<RelatedProduct[]> =>
      relatedProducts(db, cartId, options.money),
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
