import { decodeProduct } from '../../src/commerce/product';
import {
  effectivePrice,
  isSoldOut,
  isSubscribable,
  isVariantSoldOut,
} from '../../src/commerce/product-states';
import { PRODUCT_TYPE } from '../../src/constants/product';
import type { RelatedProduct } from '../../src/contract/cart';
import { moneyFromMinorUnits, moneyToMinorUnits } from '../../src/i18n/money';
import type { MoneyFormatter } from '../../src/i18n/money-format';
import type { Database } from '../db/database';
import { openCart } from './cart-lines';

/**
 * 'Customers also bought': up to four products from the collections of the cart's items, not
 * already in it, in the cart's currency, in fixture order. Only physical and digital products that
 * are not sold out are suggested: services, gift cards, PAYWALL and unknown types are bought
 * through their own pages, and a sold-out product is no suggestion. `sku` is set when the product
 * can be added straight from the list (one variant, in stock, no additional-fields form, not a
 * subscription); otherwise the suggestion links to the product's page. The products, their
 * collections and their variants' prices and stock are read as stored now.
 */

const RELATED_MAX = 4;
/** Where a suggestion leads: the product's page in the shop. */
const productUrl = (slug: string) => `/shop/${encodeURIComponent(slug)}`;

export async function relatedProducts(
  db: Database,
  cartId: string | null,
  money: MoneyFormatter,
): Promise<RelatedProduct[]> {
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
  const asMoney = (cents: unknown) => moneyFromMinorUnits(Number(cents), cart.currency);
  for (const row of candidates.rows) {
    if (related.length === RELATED_MAX) break;
    const variants = await db.client.execute({
      sql: 'SELECT sku, attributes, price_cents, sale_price_cents, on_sale, qty_in_stock, unlimited FROM variants WHERE product_id = ? ORDER BY position',
      args: [String(row.id)],
    });
    const product = decodeProduct({
      id: String(row.id),
      collectionId: String(row.collection_id),
      title: String(row.title),
      structuredContent: {
        ...(JSON.parse(String(row.data)) as Record<string, unknown>),
        variants: variants.rows.map((v) => ({
          sku: String(v.sku),
          attributes: JSON.parse(String(v.attributes)),
          priceMoney: asMoney(v.price_cents),
          salePriceMoney: asMoney(v.sale_price_cents),
          onSale: Number(v.on_sale) === 1,
          qtyInStock: Number(v.qty_in_stock),
          unlimited: Number(v.unlimited) === 1,
        })),
      },
    });
    const [first, ...others] = product.variants;
    if (!first || isSoldOut(product)) continue;
    const addable =
      others.length === 0 &&
      !isVariantSoldOut(first) &&
      product.additionalFieldsFormId === null &&
      !isSubscribable(product);
    const priceCents = moneyToMinorUnits(effectivePrice(first)).minor;
    related.push({
      id: product.id,
      title: product.title,
      url: productUrl(String(row.url_slug)),
      imageUrl: row.image_url === null ? null : String(row.image_url),
      price: money.cents(priceCents, cart.currency),
      priceCents,
      sku: addable ? first.sku : null,
    });
  }
  return related;
}
