import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { decodeProduct } from '../../src/commerce/product';
import { optionNames } from '../../src/commerce/variants';
import { TEMPLATE_VIEW } from '../../src/constants/product';
import { moneyLocale } from '../../src/i18n/money';
import { moneyOptionsOf } from '../../src/i18n/money-format';
import { lruMap } from '../limits/lru-map';
import type { SiteSettingsRepository } from '../repositories/site-settings';
import { type StockRepository, stockKey, type VariantStock } from '../repositories/stock';
import type { PageRenderer } from '../templates/pages';
import { sendHtml } from './html-reply';
import { anyQuery } from './schemas';
import { languageOfPrefix, shopChrome } from './shop-chrome';
import { restockEngineMerchandising } from './shop-restock';

/**
 * Store pages rendered by the template engine: `/shop` lists the products, `/shop/{slug}` shows
 * one, an unknown slug gets the not-found page. The pages are JSON-T templates in
 * fixtures/templates/ over the fixture products with their live stock, rendered with the
 * store-markup formatters. The one script then upgrades the formatters' markup in place (markup/),
 * reading the same data from the page context blob.
 */

type Json = Record<string, unknown>;

/** A product of fixtures/products.json: a storefront product item plus the shop's `urlSlug`. */
export interface ShopProduct extends Json {
  id: string;
  title: string;
  urlSlug: string;
  imageUrl?: string | null;
  structuredContent: Json & { variants?: Json[] };
}

/** fixtures/templates/catalogue.json: the shop's own words about each product, by slug. */
export interface Catalogue {
  siteTitle: string;
  shopTitle: string;
  products: Record<string, { imageAlt?: string; description?: string; merchandising?: Json }>;
}

/** Everything a page's data is built from. */
export interface ShopData {
  website: Json;
  storeSettings: Json & { variantOptionOrdering: string[] };
  products: ShopProduct[];
  catalogue: Catalogue;
  forms: Json[];
}

const record = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

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
    // The page context of the bundle (README "Page data"); the template writes it with |script-json.
    sqContext: {
      website: data.website,
      storeSettings: data.storeSettings,
      localizedStrings: {},
      featureToggles: {},
      products,
      merchandising,
      forms,
      page: { id: page.id, contentSource: 'i', permissionTypeValue: 1 },
    },
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

/** How many rendered shop pages are kept (each product in each language, and the index). */
const RENDER_CACHE_ENTRIES = 256;

/**
 * `/shop`, `/shop/{slug}` and the shop's stylesheet. Each page's layout gets the saved header,
 * footer and language switcher as `site` (shop-chrome.ts); the same pages are served under each
 * other language's prefix (`/fr/shop`), unchanged but for the switcher's current language.
 */
export async function registerShopPages(
  app: FastifyInstance,
  stock: StockRepository,
  pages: PageRenderer,
  options: { root: string; siteSettings: SiteSettingsRepository },
): Promise<void> {
  const data = await readShopData(options.root);
  const chrome = shopChrome(options.siteSettings, data.catalogue.siteTitle, options.root);
  const css = await readFile(join(options.root, 'fixtures/templates/shop.css'), 'utf8');

  const bySlug = new Map(data.products.map((product) => [product.urlSlug, product]));
  const locale = storePageLocale(data.website);

  const send = (reply: FastifyReply, status: number, name: string, json: unknown) =>
    sendHtml(reply, status, pages.render(name, json, locale));

  /**
   * A shop page is a function of the fixtures (fixed), the saved site settings and language (the
   * key) and its products' live stock alone, so each is kept as last rendered, with the stock it
   * was rendered over, and rendered again only when that stock has changed. The stock itself is
   * read for every request. Every saved settings version makes new keys, so only the
   * RENDER_CACHE_ENTRIES most recently used pages are kept.
   */
  const rendered = lruMap<{ stock: string; html: string }>(RENDER_CACHE_ENTRIES);
  function renderOver(
    key: string,
    stock: ReadonlyMap<string, VariantStock>,
    render: () => string,
  ): string {
    const stockNow = stockKey(stock);
    const kept = rendered.get(key);
    if (kept?.stock === stockNow) return kept.html;
    const html = render();
    rendered.set(key, { stock: stockNow, html });
    return html;
  }

  const page = { schema: { querystring: anyQuery } };
  /** The index, or the product page of `slug`, in `language` (the default one when undefined). */
  async function shopPage(
    reply: FastifyReply,
    request: { url: string },
    slug: string | null,
    language?: Parameters<typeof chrome.site>[1],
  ) {
    const path = slug === null ? '/shop' : `/shop/${encodeURIComponent(slug)}`;
    const { site, key } = await chrome.site(path, language);
    if (slug === null) {
      const stockNow = await stock.bySku();
      return sendHtml(
        reply,
        200,
        renderOver(`${key}|`, stockNow, () =>
          pages.render('shop', { ...shopPageData(data, stockNow), site }, locale),
        ),
      );
    }
    const product = bySlug.get(slug);
    if (!product) {
      const json = { ...notFoundPageData(data, request.url.split('?')[0] ?? ''), site };
      return send(reply, 404, 'not-found', json);
    }
    const stockNow = await stock.ofProduct(product.id);
    const html = renderOver(`${key}|/${slug}`, stockNow, () =>
      pages.render('product', { ...productPageData(data, slug, stockNow), site }, locale),
    );
    return sendHtml(reply, 200, html);
  }

  app.get('/shop', page, async (request, reply) => shopPage(reply, request, null));
  app.get('/shop/', page, async (_request, reply) => reply.redirect('/shop'));
  app.get('/shop/assets/shop.css', page, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(css),
  );
  app.get<{ Params: { slug: string } }>('/shop/:slug', page, async (request, reply) =>
    shopPage(reply, request, request.params.slug),
  );

  /** A page under a language's prefix; a prefix that is no other language's is not found. */
  const prefixed = async (
    request: { url: string; params: { lang: string; slug?: string } },
    reply: FastifyReply,
  ) => {
    const language = languageOfPrefix(await chrome.languages(), request.params.lang);
    if (!language) {
      const { site } = await chrome.site('/shop');
      const json = { ...notFoundPageData(data, request.url.split('?')[0] ?? ''), site };
      return send(reply, 404, 'not-found', json);
    }
    return shopPage(reply, request, request.params.slug ?? null, language);
  };
  app.get<{ Params: { lang: string } }>('/:lang/shop', page, prefixed);
  app.get<{ Params: { lang: string; slug: string } }>('/:lang/shop/:slug', page, prefixed);
}
