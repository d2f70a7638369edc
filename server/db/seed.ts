import { readFile } from 'node:fs/promises';
import type { Client, InStatement } from '@libsql/client';
import { moneyToMinorUnits } from '../../src/i18n/money';

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

interface FixtureProduct {
  id: string;
  collectionId: string;
  title: string;
  urlSlug: string;
  imageUrl: string | null;
  structuredContent: { productType: number; variants: FixtureVariant[] } & Record<string, unknown>;
}

/**
 * Seeds products from fixtures/products.json (product items in the storefront's product shape, the same JSON the
 * pages carry in their context). Only products the database lacks are added: an existing database
 * picks up new fixtures, and the stock and carts it has are never touched.
 */
export async function seedProducts(client: Client, productsFile: string): Promise<void> {
  const products = JSON.parse(await readFile(productsFile, 'utf8')) as FixtureProduct[];
  const statements: InStatement[] = [];
  for (const product of products) {
    const { variants, ...rest } = product.structuredContent;
    statements.push({
      sql: 'INSERT OR IGNORE INTO products (id, collection_id, title, url_slug, product_type, image_url, data, currency) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      args: [
        product.id,
        product.collectionId,
        product.title,
        product.urlSlug,
        rest.productType,
        product.imageUrl,
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
export async function seedForms(client: Client, formsFile: string): Promise<void> {
  const forms = JSON.parse(await readFile(formsFile, 'utf8')) as { id: string }[];
  await client.batch(
    forms.map((form) => ({
      sql: 'INSERT OR IGNORE INTO forms (id, definition) VALUES (?, ?)',
      args: [form.id, JSON.stringify(form)],
    })),
    'write',
  );
}
