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
 * Fills an empty database from fixtures/products.json (product items in the spec §3 shape, the same
 * JSON the pages carry in their context); a database with products is left alone.
 */
export async function seedIfEmpty(client: Client, productsFile: string): Promise<boolean> {
  const { rows } = await client.execute('SELECT COUNT(*) AS n FROM products');
  if (Number(rows[0]?.n) > 0) return false;
  const products = JSON.parse(await readFile(productsFile, 'utf8')) as FixtureProduct[];
  const statements: InStatement[] = [];
  for (const product of products) {
    const { variants, ...rest } = product.structuredContent;
    statements.push({
      sql: 'INSERT INTO products (id, collection_id, title, url_slug, product_type, image_url, data, currency) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
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
        sql: 'INSERT INTO variants (sku, product_id, position, attributes, price_cents, sale_price_cents, on_sale, qty_in_stock, unlimited) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
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
  return true;
}

/** Fills the forms table from fixtures/forms.json (form definitions) when it is empty. */
export async function seedFormsIfEmpty(client: Client, formsFile: string): Promise<boolean> {
  const { rows } = await client.execute('SELECT COUNT(*) AS n FROM forms');
  if (Number(rows[0]?.n) > 0) return false;
  const forms = JSON.parse(await readFile(formsFile, 'utf8')) as { id: string }[];
  await client.batch(
    forms.map((form) => ({
      sql: 'INSERT INTO forms (id, definition) VALUES (?, ?)',
      args: [form.id, JSON.stringify(form)],
    })),
    'write',
  );
  return true;
}
