import { type Catalogue, createCatalogue } from './catalogue';
import { type ContentData, readContentData } from './content-data';
import { readShopData, type ShopData } from './shop-data';

/**
 * The fixture data the server works from, read once at start by the composition root (app.ts)
 * and handed to what needs it: the shop's data, the content's, and the one catalogue made from the
 * shop's products. No route reads a fixture of these for itself.
 */
export interface SiteData {
  shop: ShopData;
  content: ContentData;
  catalogue: Catalogue;
}

/** Reads the shop's and the content's fixtures under the repository root. */
export async function readSiteData(root: string): Promise<SiteData> {
  const [shop, content] = await Promise.all([readShopData(root), readContentData(root)]);
  return { shop, content, catalogue: createCatalogue(shop.products) };
}
