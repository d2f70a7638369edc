import { randomUUID } from 'node:crypto';
import type { Client, Row, Transaction } from '@libsql/client';
import { emptyCart } from '../../src/commerce/empty-cart';
import { decodeProduct } from '../../src/commerce/product';
import { isSoldOut, isSubscribable, isVariantSoldOut } from '../../src/commerce/product-states';
import { PRODUCT_TYPE, QUANTITY } from '../../src/constants/product';
import type { CartEntry, RelatedProduct, ShoppingCart } from '../../src/contract/cart';
import { parseAnswers } from '../../src/forms/answers';
import { MESSAGES } from '../../src/i18n/messages';
import { moneyFromMinorUnits } from '../../src/i18n/money';
import type { MoneyFormatter } from '../../src/i18n/money-format';
import type { Database } from '../db/database';
import { HttpError, invalidField, notFound } from '../errors/http-error';
import { type Catalogue, catalogueOf, formIdOf } from './catalogue';
import { assertValidAnswers, loadForm } from './forms';
import { newId } from './ids';
import { firstRow } from './rows';

const MAX_LINE_QUANTITY = QUANTITY.MAX;
/**
 * The most lines (distinct entries: a variant with its answers) a cart holds, so no cart answer
 * grows without bound; adding to a line already in the cart is always allowed.
 */
export const MAX_CART_LINES = 100;
const TOO_MANY_LINES = `A cart can hold at most ${MAX_CART_LINES} different items. Remove one to add another.`;
const RELATED_MAX = 4;
/** Where a suggestion leads: the product's page in the shop. */
const productUrl = (slug: string) => `/shop/${encodeURIComponent(slug)}`;

/**
 * The lines of the cart `c` as one JSON text, `[[id, item_id, sku, quantity, additional_fields,
 * created, rowid], …]`: one column to read instead of a row per line, which costs the driver far
 * more.
 */
const LINES_JSON = `(SELECT json_group_array(json_array(e.id, e.item_id, e.sku, e.quantity,
    e.additional_fields, e.created, e.rowid)) FROM cart_entries e WHERE e.cart_id = c.id) AS lines`;

/** An open cart: its currency, its creation time and its lines. Argument: cart id. */
const CART_SQL = `SELECT c.currency, c.created, ${LINES_JSON}
  FROM carts c WHERE c.id = ? AND c.is_purchased = 0`;

/**
 * All an add needs to decide, in one statement: the variant's live stock (a row even without a
 * cart), and the open cart with its lines (nulls and no lines without one). Arguments: cart id, sku.
 */
const ADD_STATE_SQL = `SELECT v.qty_in_stock, v.unlimited, c.currency, c.created, ${LINES_JSON}
  FROM variants v LEFT JOIN carts c ON c.id = ? AND c.is_purchased = 0
  WHERE v.sku = ?`;

/** A stored cart line: a variant with its answers. */
interface Line {
  id: string;
  itemId: string;
  sku: string;
  quantity: number;
  additionalFields: string | null;
  created: number;
  /** Insertion order, for lines added in the same millisecond. */
  rowid: number;
}

/** The cart's order: oldest line first, lines of one millisecond as added (`ORDER BY e.created, e.rowid`). */
const byCartOrder = (a: Line, b: Line) => a.created - b.created || a.rowid - b.rowid;

/** The lines of a LINES_JSON column, in the cart's order. */
function linesOf(json: unknown): Line[] {
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

/** The price a shopper pays now: the sale price while the variant is on sale. */
export const unitCentsOf = (row: Row) =>
  Number(row.on_sale) ? Number(row.sale_price_cents) : Number(row.price_cents);

/**
 * A cart entry, with its product's additional-fields form for the cart page's edit details. What
 * the variant is and costs comes from the catalogue (it never changes while the server runs); the
 * line total is written by the site's money formatter.
 */
function toEntry(
  line: Line,
  catalogue: Catalogue,
  currency: string,
  money: MoneyFormatter,
): CartEntry {
  const product = catalogue.products.get(line.itemId);
  const variant = product?.variants.get(line.sku);
  if (!product || !variant) {
    throw new Error(`cart entry ${line.id}: ${line.itemId} ${line.sku} is not in the catalogue`);
  }
  const unitCents = variant.unitCents;
  return {
    id: line.id,
    itemId: line.itemId,
    chosenVariant: { sku: line.sku, attributes: variant.attributes },
    quantity: line.quantity,
    title: product.title,
    subTotal: money.cents(unitCents * line.quantity, currency),
    purchasePriceCents: unitCents,
    productType: product.productType,
    additionalFields: line.additionalFields,
    imageUrl: product.imageUrl,
    formId: product.formId,
  };
}

/** Totals are the server's to compute; the client never adds prices up itself. */
export function withTotals(cart: ShoppingCart): ShoppingCart {
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
  /**
   * Asked, synchronously and inside the write, just before a new cart is made for this add: false
   * refuses the add with 429 and makes nothing. Without it a cart is always made when needed.
   */
  mayOpenCart?: () => boolean;
}

/** The answer to an add that would open one cart more than the client may open. */
export const TOO_MANY_CARTS = 'Too many new carts from this address. Please try again later.';

export function createCartRepository(
  db: Database,
  options: {
    websiteId: string;
    defaultCurrency: string;
    /** The site's money formatter, which writes the answers' pre-formatted prices. */
    money: MoneyFormatter;
  },
) {
  const { websiteId, defaultCurrency, money: siteMoney } = options;
  // Read the catalogue now rather than on the first add (a failed read is tried again then).
  catalogueOf(db).catch(() => {});

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

  /**
   * Refuses (400) answers the product cannot take: any answers for a product without an
   * additional-fields form, else answers its form would refuse (per-field errors). No answers yet
   * is allowed: the cart page asks for them before checkout.
   */
  async function assertAnswersFit(formId: string | null, additionalFields: string | null) {
    if (additionalFields === null) return;
    if (!formId) throw invalidField('additionalFields', 'this product has no form to answer');
    const form = await loadForm(db, formId);
    const answers = parseAnswers(additionalFields);
    if (!answers) throw invalidField('additionalFields', 'is not a JSON map of field answers');
    assertValidAnswers(form, answers);
  }

  /**
   * Refuses (409) when the cart would hold more of `sku` than is in stock: `quantity` more (or, with
   * `replacing`, that entry set to `quantity`) on top of the cart's other lines of the sku.
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
      throw new HttpError(409, { message: MESSAGES.notEnoughStock });
    }
  }

  const noCart = (): ShoppingCart => ({ ...emptyCart(), websiteId, currencyCode: defaultCurrency });

  /** The cart answer: its lines with what the catalogue says of each, and the totals. */
  function cartOf(
    catalogue: Catalogue,
    cart: { id: string; currency: string; created: number },
    lines: Line[],
  ): ShoppingCart {
    return withTotals({
      ...emptyCart(),
      id: cart.id,
      websiteId,
      currencyCode: cart.currency,
      created: cart.created,
      entries: lines.map((line) => toEntry(line, catalogue, cart.currency, siteMoney)),
    });
  }

  /** The open cart of that id with its entries (one statement), or the empty cart. */
  async function read(cartId: string | null): Promise<ShoppingCart> {
    if (!cartId) return noCart();
    const [catalogue, { rows }] = await Promise.all([
      catalogueOf(db),
      db.client.execute({ sql: CART_SQL, args: [cartId] }),
    ]);
    const head = rows[0];
    if (!head) return noCart();
    const cart = { id: cartId, currency: String(head.currency), created: Number(head.created) };
    return cartOf(catalogue, cart, linesOf(head.lines));
  }

  return {
    read,

    /**
     * Adds in one write transaction. Stock is taken when the order is placed, not here: an add is
     * refused only when this cart would then hold more of the sku than there is, counting the
     * quantity asked for (in stock means qtyInStock ≥ in cart + requested) [G-01].
     */
    async add(input: AddInput): Promise<{ cart: ShoppingCart; entryId: string }> {
      // What the product is, its variants and its form never change: checked before the write.
      const catalogue = await catalogueOf(db);
      const product = catalogue.products.get(input.itemId);
      if (!product) throw notFound('Product not found.');
      if (!product.variants.has(input.sku))
        throw invalidField('sku', 'is not a variant of this item');
      await assertAnswersFit(product.formId, input.additionalFields);

      // The live part (the stock, the cart and its lines) is read and written in one transaction:
      // one statement to read it all, one or two to write.
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
          throw new HttpError(409, {
            message: `This cart is priced in ${open.currency}; this item is priced in ${product.currency}.`,
          });
        }
        const lines = open ? linesOf(state.lines) : [];
        const line = lines.find(
          (l) => l.sku === input.sku && l.additionalFields === input.additionalFields,
        );
        const lineQuantity = (line?.quantity ?? 0) + input.quantity;
        if (lineQuantity > MAX_LINE_QUANTITY) {
          throw invalidField(
            'quantity',
            `would make ${lineQuantity} in the cart; the most is ${MAX_LINE_QUANTITY}`,
          );
        }
        if (!line && lines.length >= MAX_CART_LINES) {
          throw new HttpError(400, { message: TOO_MANY_LINES });
        }
        // In stock means qtyInStock ≥ what the cart's lines of the sku hold + the quantity asked for.
        if (Number(state.unlimited) !== 1) {
          const inCart = lines.reduce(
            (sum, l) => (l.sku === input.sku ? sum + l.quantity : sum),
            0,
          );
          if (inCart + input.quantity > Number(state.qty_in_stock)) {
            throw new HttpError(409, { message: MESSAGES.notEnoughStock });
          }
        }

        const now = Date.now();
        const cart = open ?? { id: newId(), currency: product.currency, created: now };
        if (!open && input.mayOpenCart?.() === false) {
          throw new HttpError(429, { message: TOO_MANY_CARTS });
        }
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
      return { cart: cartOf(catalogue, added.cart, added.lines), entryId: added.entryId };
    },

    /**
     * Sets an entry's quantity (0 removes it). A higher quantity is refused when the cart would then
     * hold more of the sku than there is; a lower one is always allowed, even below what is left.
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
        if (quantity > Number(entry.quantity)) {
          await assertInStock(tx, id, String(entry.sku), entryId, quantity);
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
      const updated = await db.write(async (tx) => {
        const { rows } = await tx.execute({
          sql: `SELECT p.data, e.quantity FROM cart_entries e JOIN products p ON p.id = e.item_id
                WHERE e.id = ? AND e.cart_id = ? AND e.item_id = ? AND e.sku = ?`,
          args: [entryId, id, input.itemId, input.sku],
        });
        const entry = rows[0];
        if (!entry) throw notFound('Cart entry not found.');
        await assertAnswersFit(formIdOf(entry.data), input.additionalFields);
        // A line is its sku with its answers: answers that match another line's merge the two.
        const twins = await tx.execute({
          sql: `SELECT id, quantity FROM cart_entries
                WHERE cart_id = ? AND sku = ? AND additional_fields IS ? AND id != ?`,
          args: [id, input.sku, input.additionalFields, entryId],
        });
        const twin = twins.rows[0];
        const quantity = Number(entry.quantity) + Number(twin?.quantity ?? 0);
        if (twin && quantity > MAX_LINE_QUANTITY) {
          throw invalidField(
            'additionalFields',
            `would merge two lines into ${quantity}; the most is ${MAX_LINE_QUANTITY}`,
          );
        }
        if (twin) {
          await tx.execute({
            sql: 'DELETE FROM cart_entries WHERE id = ?',
            args: [String(twin.id)],
          });
        }
        return tx.execute({
          sql: 'UPDATE cart_entries SET additional_fields = ?, quantity = ? WHERE id = ? AND cart_id = ? AND item_id = ? AND sku = ?',
          args: [input.additionalFields, quantity, entryId, id, input.itemId, input.sku],
        });
      });
      if (updated.rowsAffected !== 1) throw notFound('Cart entry not found.');
      return read(id);
    },

    /**
     * 'Customers also bought': up to four products from the collections of the cart's items, not
     * already in it, in the cart's currency, in fixture order. Only physical and digital products that are not
     * sold out are suggested: services, gift cards, PAYWALL and unknown types are bought through
     * their own pages, and a sold-out product is no suggestion. `sku` is set when the product can be
     * added straight from the list (one variant, in stock, no additional-fields form, not a
     * subscription); otherwise the suggestion links to the product.
     */
    async related(cartId: string | null): Promise<RelatedProduct[]> {
      const cart = await openCart(db.client, cartId);
      if (!cart) return [];
      const candidates = await db.client.execute({
        sql: `SELECT p.id, p.collection_id, p.title, p.url_slug, p.image_url, p.data FROM products p
              WHERE p.collection_id IN (SELECT c.collection_id FROM cart_entries e JOIN products c ON c.id = e.item_id WHERE e.cart_id = ?)
                AND p.id NOT IN (SELECT e.item_id FROM cart_entries e WHERE e.cart_id = ?)
                AND p.currency = ? AND p.product_type IN (?, ?)
              ORDER BY p.rowid`,
        args: [cart.id, cart.id, cart.currency, PRODUCT_TYPE.PHYSICAL, PRODUCT_TYPE.DIGITAL],
      });
      const related: RelatedProduct[] = [];
      for (const row of candidates.rows) {
        if (related.length === RELATED_MAX) break;
        const variants = await db.client.execute({
          sql: 'SELECT sku, attributes, price_cents, sale_price_cents, on_sale, qty_in_stock, unlimited FROM variants WHERE product_id = ? ORDER BY position',
          args: [String(row.id)],
        });
        const first = variants.rows[0];
        if (!first) continue;
        const money = (cents: unknown) => moneyFromMinorUnits(Number(cents), cart.currency);
        const product = decodeProduct({
          id: String(row.id),
          collectionId: String(row.collection_id),
          title: String(row.title),
          structuredContent: {
            ...(JSON.parse(String(row.data)) as Record<string, unknown>),
            variants: variants.rows.map((v) => ({
              sku: String(v.sku),
              attributes: JSON.parse(String(v.attributes)),
              priceMoney: money(v.price_cents),
              salePriceMoney: money(v.sale_price_cents),
              onSale: Number(v.on_sale) === 1,
              qtyInStock: Number(v.qty_in_stock),
              unlimited: Number(v.unlimited) === 1,
            })),
          },
        });
        if (isSoldOut(product)) continue;
        const [only, ...others] = product.variants;
        const addable =
          only !== undefined &&
          others.length === 0 &&
          !isVariantSoldOut(only) &&
          product.additionalFieldsFormId === null &&
          !isSubscribable(product);
        related.push({
          id: product.id,
          title: product.title,
          url: productUrl(String(row.url_slug)),
          imageUrl: row.image_url === null ? null : String(row.image_url),
          price: siteMoney.cents(unitCentsOf(first), cart.currency),
          priceCents: unitCentsOf(first),
          sku: addable ? only.sku : null,
        });
      }
      return related;
    },

    /** Whether the item is sold as a subscription, by the product page's rule; null for an unknown item. */
    async isSubscribable(itemId: string): Promise<boolean | null> {
      const row = await firstRow(db, 'SELECT data FROM products WHERE id = ?', [itemId]);
      if (!row) return null;
      return isSubscribable(decodeProduct({ structuredContent: JSON.parse(String(row.data)) }));
    },

    async variant(itemId: string, sku: string) {
      const row = await firstRow(
        db,
        `SELECT p.title, p.currency, v.attributes, v.price_cents FROM variants v JOIN products p ON p.id = v.product_id
              WHERE v.product_id = ? AND v.sku = ?`,
        [itemId, sku],
      );
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
