import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The shop's fixture data, as the store pages and the catalogue read it: the site
 * (fixtures/website.json), the store settings, the products (fixtures/products.json, the same
 * items the pages carry in their context and the database is seeded from), the shop's own words
 * about each product (fixtures/templates/catalogue.json) and the forms. Read once, at start.
 */

type Json = Record<string, unknown>;

/** A product of fixtures/products.json: a storefront product item plus the shop's `urlSlug`. */
export interface ShopProduct extends Json {
  id: string;
  collectionId: string;
  title: string;
  urlSlug: string;
  imageUrl?: string | null;
  structuredContent: Json & { variants?: Json[] };
}

/** fixtures/templates/catalogue.json: the shop's own words about each product, by slug. */
export interface ShopWords {
  siteTitle: string;
  shopTitle: string;
  products: Record<string, { imageAlt?: string; description?: string; merchandising?: Json }>;
}

/** Everything a store page's data is built from. */
export interface ShopData {
  website: Json;
  storeSettings: Json & { variantOptionOrdering: string[] };
  products: ShopProduct[];
  catalogue: ShopWords;
  /** The form definitions of fixtures/forms.json, each with its `id`. */
  forms: (Json & { id: string })[];
}

/** Reads the shop's data files under the repository root. */
export async function readShopData(root: string): Promise<ShopData> {
  const json = async (path: string) => JSON.parse(await readFile(join(root, path), 'utf8'));
  return {
    website: await json('fixtures/website.json'),
    storeSettings: await json('fixtures/store-settings.json'),
    products: await json('fixtures/products.json'),
    catalogue: await json('fixtures/templates/catalogue.json'),
    forms: await json('fixtures/forms.json'),
  };
}

/** The captcha's site key the site's settings name, or null when the site has no captcha. */
export function captchaSiteKeyOf(website: Json): string | null {
  const settings = website.captchaSettings;
  const key = settings && typeof settings === 'object' ? (settings as Json).siteKey : undefined;
  return typeof key === 'string' ? key : null;
}
