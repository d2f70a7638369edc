import type { Client, InStatement } from '@libsql/client';
import { moneyToMinorUnits } from '../../src/i18n/money';
import type { ShopProduct } from '../site-data/shop-data';

/** A variant of a fixture product, as its columns are seeded from it. */
interface FixtureVariant {
  sku: string;
  attributes: Record<string, string>;
  priceMoney: { value: string; currency: string };
  salePriceMoney: { value: string; currency: string };
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
}

/** Exact minor units in the price's own currency: '24.00' USD → 2400, '1200' JPY → 1200. */
const minorUnits = (money: { value: string; currency: string }) => moneyToMinorUnits(money).minor;

/**
 * Seeds the products of fixtures/products.json (product items in the storefront's product shape,
 * the same JSON the pages carry in their context), as read once at start. Only products the
 * database lacks are added: an existing database picks up new fixtures, and the stock and carts
 * it has are never touched.
 */
export async function seedProducts(
  client: Client,
  products: readonly ShopProduct[],
): Promise<void> {
  const statements: InStatement[] = [];
  for (const product of products) {
    const { variants: items = [], ...rest } = product.structuredContent;
    const variants = items as unknown as FixtureVariant[];
    statements.push({
      sql: 'INSERT OR IGNORE INTO products (id, collection_id, title, url_slug, product_type, image_url, data, currency) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      args: [
        product.id,
        product.collectionId,
        product.title,
        product.urlSlug,
        Number(rest.productType),
        product.imageUrl ?? null,
        JSON.stringify(rest),
        variants[0]?.priceMoney.currency ?? 'USD',
      ],
    });
    variants.forEach((variant, position) => {
      statements.push({
        sql: 'INSERT OR IGNORE INTO variants (sku, product_id, position, attributes, price_cents, sale_price_cents, on_sale, qty_in_stock, unlimited) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        args: [
          variant.sku,
          product.id,
          position,
          JSON.stringify(variant.attributes),
          minorUnits(variant.priceMoney),
          minorUnits(variant.salePriceMoney),
          variant.onSale ? 1 : 0,
          variant.qtyInStock,
          variant.unlimited ? 1 : 0,
        ],
      });
    });
  }
  await client.batch(statements, 'write');
}

/** Seeds the form definitions of fixtures/forms.json that the database lacks. */
export async function seedForms(client: Client, forms: readonly { id: string }[]): Promise<void> {
  await client.batch(
    forms.map((form) => ({
      sql: 'INSERT OR IGNORE INTO forms (id, definition) VALUES (?, ?)',
      args: [form.id, JSON.stringify(form)],
    })),
    'write',
  );
}
