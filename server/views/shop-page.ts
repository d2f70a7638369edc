import { decodeProduct } from '../../src/commerce/product';
import { optionNames } from '../../src/commerce/variants';
import { TEMPLATE_VIEW } from '../../src/constants/product';
import { record } from '../../src/contract/json-fields';
import type { PageContextPayload } from '../../src/contract/page-context';
import { moneyLocale } from '../../src/i18n/money';
import { moneyOptionsOf } from '../../src/i18n/money-format';
import type { VariantStock } from '../repositories/stock';
import type { ShopData, ShopProduct } from '../site-data/shop-data';
import { restockEngineMerchandising } from './shop-restock';

/**
 * The data of the store pages (`/shop`, `/shop/{slug}`, the not-found page), as their JSON-T
 * templates in fixtures/templates/ read it: the engine's root (website, settings, strings) and the
 * bundle's page context blob, over the fixture products with their live stock. Pure: the same data
 * and stock make the same page data.
 */

type Json = Record<string, unknown>;

/**
 * A product as the templates and the bundle see it: the fixture item with its live stock, its page
 * URL, its description and image text, and `structuredContent.variantOptionOrdering` (the option
 * names in the store's order), which the engine's variants-select reads.
 */
export function shopItem(
  product: ShopProduct,
  data: ShopData,
  stock: ReadonlyMap<string, VariantStock> = new Map(),
): Json {
  const words = data.catalogue.products[product.urlSlug] ?? {};
  const variants = (product.structuredContent.variants ?? []).map((variant) => {
    const live = stock.get(String(variant.sku));
    return live ? { ...variant, ...live } : variant;
  });
  const ordering = optionNames(
    decodeProduct({ ...product, structuredContent: { ...product.structuredContent, variants } }),
    data.storeSettings.variantOptionOrdering,
  );
  return {
    ...product,
    fullUrl: `/shop/${encodeURIComponent(product.urlSlug)}`,
    imageAlt: words.imageAlt ?? '',
    body: words.description ?? '',
    structuredContent: {
      ...product.structuredContent,
      variants,
      variantOptionOrdering: ordering,
    },
  };
}

/**
 * A product's merchandising (scarcity settings and texts) as the bundle reads it, with the names of
 * the views its scarcity line shows in; and as the engine's product-scarcity formatter reads it,
 * one scarcity view per variant of limited stock, only when the page's `view` is listed: a page of
 * another view renders no scarcity line [F-23]. The same for the back-in-stock signup: the bundle
 * gets the merchant's view names, the engine's product-restock-notification one view per sold-out
 * variant on a listed view's page (shop-restock.ts).
 */
function merchandisingOf(
  item: Json,
  data: ShopData,
  view: string,
): { bundle: Json; engine: Json } | null {
  const words = data.catalogue.products[String(item.urlSlug)];
  if (!words?.merchandising) return null;
  const views = words.merchandising.scarcityTemplateViews;
  const listed = Array.isArray(views) && views.includes(view);
  const variants = (record(item.structuredContent).variants ?? []) as Json[];
  const scarcityViews = variants
    .filter((variant) => listed && variant.unlimited !== true)
    .map((variant) => ({ qtyInStock: variant.qtyInStock, attributes: variant.attributes }));
  return {
    bundle: words.merchandising,
    engine: {
      ...words.merchandising,
      scarcityTemplateViews: scarcityViews,
      ...restockEngineMerchandising(item, words.merchandising, view),
    },
  };
}

/**
 * The locale a store page is rendered in: the one its prices are written in, by the rule the bundle
 * follows (moneyLocale): the site's `locale` with `useCLDRMoneyFormat`, else en-US, whose currency
 * text is the legacy layout (symbol and en-US grouping). So the engine's prices and the bundle's
 * read alike [C-07].
 */
export const storePageLocale = (website: Json): string => moneyLocale(moneyOptionsOf(website));

/**
 * The page's data: the engine's root (website, settings, strings) plus the bundle's context blob,
 * for a page showing its products in `view` (a product page, or the shop's list).
 */
export function pageData(
  data: ShopData,
  page: { id: string; title: string },
  items: Json[],
  view: string,
): Json {
  const merchandising: Json = {};
  const engineMerchandising: Json = {};
  const products: Json = {};
  const forms: Json = {};
  for (const item of items) {
    const id = String(item.id);
    products[id] = item;
    const merch = merchandisingOf(item, data, view);
    if (merch) {
      merchandising[id] = merch.bundle;
      engineMerchandising[id] = merch.engine;
    }
    const formId = record(item.structuredContent).additionalFieldsFormId;
    const form = data.forms.find((f) => f.id === formId);
    if (form) forms[String(formId)] = form;
  }
  return {
    pageTitle: page.title,
    website: { ...data.website, siteTitle: data.catalogue.siteTitle },
    websiteSettings: { storeSettings: data.storeSettings },
    // Prices as CLDR formats them in the page's locale ('$24.00'; see storePageLocale), not the
    // legacy bare 'sqs-money-native' amounts.
    featureFlags: { useCLDRMoneyFormat: true },
    localizedStrings: {},
    productMerchandisingContext: engineMerchandising,
    // The page context of the bundle (docs/site-integration.md, "Page data"); the template writes it with |script-json.
    sqContext: {
      website: data.website,
      storeSettings: data.storeSettings,
      localizedStrings: {},
      featureToggles: {},
      products,
      merchandising,
      forms,
      page: { id: page.id, contentSource: 'i', permissionTypeValue: 1 },
    } satisfies PageContextPayload,
  };
}

/**
 * One view per variant of a product offering a choice: its sku and the item with only that
 * variant, over which the template renders that variant's price and status for the script to show.
 */
export function variantViews(item: Json): Json[] {
  const content = record(item.structuredContent);
  const variants = (content.variants ?? []) as Json[];
  if (variants.length < 2) return [];
  return variants.map((variant) => ({
    sku: variant.sku,
    item: { ...item, structuredContent: { ...content, variants: [variant] } },
  }));
}

/** Data of the product page of `slug`, or null when the shop has no such product. */
export function productPageData(
  data: ShopData,
  slug: string,
  stock?: ReadonlyMap<string, VariantStock>,
): Json | null {
  const product = data.products.find((p) => p.urlSlug === slug);
  if (!product) return null;
  const item = shopItem(product, data, stock);
  return {
    ...pageData(
      data,
      { id: `shop-${slug}`, title: product.title },
      [item],
      TEMPLATE_VIEW.productPage,
    ),
    item,
    variantViews: variantViews(item),
  };
}

/** Data of the shop's index page: every product, in fixture order. */
export function shopPageData(data: ShopData, stock?: ReadonlyMap<string, VariantStock>): Json {
  const items = data.products.map((p) => shopItem(p, data, stock));
  const page = { id: 'shop', title: data.catalogue.shopTitle };
  return { ...pageData(data, page, items, TEMPLATE_VIEW.productList), items };
}

/** Data of the not-found page for `path`. */
export function notFoundPageData(data: ShopData, path: string): Json {
  const page = { id: 'shop-not-found', title: 'Page not found' };
  return { ...pageData(data, page, [], TEMPLATE_VIEW.productPage), path };
}
