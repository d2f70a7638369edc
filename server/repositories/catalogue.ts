import type { Database } from '../db/database';

/**
 * The product catalogue held in memory: products and their variants as seeded from the fixtures.
 * They never change while the server runs (seeding only adds what a database lacks, at start), so
 * they are read once, on first use. Stock (`qty_in_stock`, `unlimited`) is live and is not here:
 * every stock check and every page reads it from the database.
 */

/** A variant's fixed part: what it is and what it costs. */
export interface CatalogueVariant {
  sku: string;
  productId: string;
  position: number;
  /** Frozen: shared by every cart answer that shows the variant. */
  attributes: Readonly<Record<string, string>>;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  /** The price a shopper pays now: the sale price while the variant is on sale. */
  unitCents: number;
}

export interface CatalogueProduct {
  id: string;
  collectionId: string;
  title: string;
  urlSlug: string;
  productType: number;
  imageUrl: string | null;
  currency: string;
  /** The product's additional-fields form, from its structured content. */
  formId: string | null;
  /** The variants by SKU, in the product's order. */
  variants: ReadonlyMap<string, CatalogueVariant>;
}

export interface Catalogue {
  products: ReadonlyMap<string, CatalogueProduct>;
}

/** The product's additional-fields form id, from its stored structured content. */
export function formIdOf(data: unknown): string | null {
  try {
    const id = (JSON.parse(String(data)) as { additionalFieldsFormId?: unknown })
      .additionalFieldsFormId;
    return typeof id === 'string' && id ? id : null;
  } catch {
    return null;
  }
}

async function loadCatalogue(db: Database): Promise<Catalogue> {
  const [products, variants] = await Promise.all([
    db.client.execute(
      'SELECT id, collection_id, title, url_slug, product_type, image_url, currency, data FROM products',
    ),
    db.client.execute(
      'SELECT sku, product_id, position, attributes, price_cents, sale_price_cents, on_sale FROM variants ORDER BY product_id, position',
    ),
  ]);
  const byProduct = new Map<string, Map<string, CatalogueVariant>>();
  for (const row of variants.rows) {
    const onSale = Number(row.on_sale) === 1;
    const priceCents = Number(row.price_cents);
    const salePriceCents = Number(row.sale_price_cents);
    const variant: CatalogueVariant = {
      sku: String(row.sku),
      productId: String(row.product_id),
      position: Number(row.position),
      attributes: Object.freeze(JSON.parse(String(row.attributes)) as Record<string, string>),
      priceCents,
      salePriceCents,
      onSale,
      unitCents: onSale ? salePriceCents : priceCents,
    };
    let skus = byProduct.get(variant.productId);
    if (!skus) {
      skus = new Map();
      byProduct.set(variant.productId, skus);
    }
    skus.set(variant.sku, variant);
  }
  const catalogue = new Map<string, CatalogueProduct>();
  for (const row of products.rows) {
    const id = String(row.id);
    catalogue.set(id, {
      id,
      collectionId: String(row.collection_id),
      title: String(row.title),
      urlSlug: String(row.url_slug),
      productType: Number(row.product_type),
      imageUrl: row.image_url === null ? null : String(row.image_url),
      currency: String(row.currency),
      formId: formIdOf(row.data),
      variants: byProduct.get(id) ?? new Map(),
    });
  }
  return { products: catalogue };
}

const loaded = new WeakMap<Database, Promise<Catalogue>>();

/** The database's catalogue, read on first use and then kept; a failed read is tried again next time. */
export function catalogueOf(db: Database): Promise<Catalogue> {
  let catalogue = loaded.get(db);
  if (!catalogue) {
    catalogue = loadCatalogue(db);
    loaded.set(db, catalogue);
    catalogue.catch(() => loaded.delete(db));
  }
  return catalogue;
}
