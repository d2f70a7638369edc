import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { decodeProduct } from '../../src/commerce/product';
import { optionNames } from '../../src/commerce/variants';
import { scriptSafeJson } from '../../src/html/script-json';
import { Compiler, Formatters, Predicates, type Variable } from '../../src/template/index';
import type { Database } from '../db/database';
import { anyQuery } from './schemas';

/**
 * Store pages rendered by the template engine (issue 6): `/shop` lists the products, `/shop/{slug}`
 * shows one, an unknown slug gets the not-found page. The pages are JSON-T templates in
 * fixtures/templates/ (partials in its partials/ folder) over the fixture products with their live
 * stock, rendered with the store-markup formatters. The one script then upgrades the formatters'
 * markup in place (elements/template-markup/), reading the same data from the page context blob.
 */

/** The engine's `parse` and `execute`, as both ours and the public `@squarespace/template-engine` offer them. */
export interface TemplateEngine {
  parse(source: string): { code: unknown };
  execute(props: {
    /** A template's source, or the code `parse` made of it. */
    code: unknown;
    json: unknown;
    partials: Record<string, string>;
    cldr?: unknown;
  }): { ctx: { render(): string }; errors: { type?: string; message: string }[] };
}

/**
 * The shop's own formatters, which ours and the public engine both accept: `script-json` writes the
 * value as JSON safe inside a script element (scriptSafeJson), and nothing for a missing value.
 */
export const SHOP_FORMATTERS = {
  'script-json': {
    apply(_args: string[], vars: Variable[]): void {
      const first = vars[0];
      if (first) first.set(first.node.isMissing() ? '' : scriptSafeJson(first.node.value));
    },
  },
};

/** This repository's engine with every built-in formatter and predicate plus the shop's formatters. */
export function shopEngine(): TemplateEngine {
  return new Compiler({
    formatters: { ...Formatters, ...SHOP_FORMATTERS },
    predicates: Predicates,
  }) as unknown as TemplateEngine;
}

/** The templates: the pages by name (file name without `.jsont`, source or parsed code) and the partials. */
export interface ShopTemplates {
  pages: Record<string, unknown>;
  partials: Record<string, string>;
}

type Json = Record<string, unknown>;

/** A product of fixtures/products.json: a spec §3 product item plus the shop's `urlSlug`. */
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

/** Live stock of one variant, from the database. */
export interface VariantStock {
  qtyInStock: number;
  unlimited: boolean;
}

const STORE_SETTINGS = {
  currencyCode: 'USD',
  expressCheckout: false,
  multipleQuantityAllowedForServices: true,
  variantOptionOrdering: ['Size', 'Color'],
};

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
 * Merchandising context of a product (spec §3), with the scarcity views the engine's
 * product-scarcity formatter reads: one per variant of limited stock.
 */
function merchandisingOf(item: Json, data: ShopData): Json | null {
  const words = data.catalogue.products[String(item.urlSlug)];
  if (!words?.merchandising) return null;
  const variants = (record(item.structuredContent).variants ?? []) as Json[];
  return {
    ...words.merchandising,
    scarcityTemplateViews: variants
      .filter((variant) => variant.unlimited !== true)
      .map((variant) => ({ qtyInStock: variant.qtyInStock, attributes: variant.attributes })),
  };
}

/** The page's data: the engine's root (website, settings, strings) plus the bundle's context blob. */
function pageData(data: ShopData, page: { id: string; title: string }, items: Json[]): Json {
  const merchandising: Json = {};
  const products: Json = {};
  const forms: Json = {};
  for (const item of items) {
    const id = String(item.id);
    products[id] = item;
    const merch = merchandisingOf(item, data);
    if (merch) merchandising[id] = merch;
    const formId = record(item.structuredContent).additionalFieldsFormId;
    const form = data.forms.find((f) => f.id === formId);
    if (form) forms[String(formId)] = form;
  }
  return {
    pageTitle: page.title,
    website: { ...data.website, siteTitle: data.catalogue.siteTitle },
    websiteSettings: { storeSettings: data.storeSettings },
    // Prices as CLDR formats them ('$24.00'), not the legacy bare 'sqs-money-native' amounts.
    featureFlags: { useCLDRMoneyFormat: true },
    localizedStrings: {},
    productMerchandisingContext: merchandising,
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

/** Data of the product page of `slug`, or null when the shop has no such product. */
export function productPageData(
  data: ShopData,
  slug: string,
  stock?: ReadonlyMap<string, VariantStock>,
): Json | null {
  const product = data.products.find((p) => p.urlSlug === slug);
  if (!product) return null;
  const item = shopItem(product, data, stock);
  return { ...pageData(data, { id: `shop-${slug}`, title: product.title }, [item]), item };
}

/** Data of the shop's index page: every product, in fixture order. */
export function shopPageData(data: ShopData, stock?: ReadonlyMap<string, VariantStock>): Json {
  const items = data.products.map((p) => shopItem(p, data, stock));
  return { ...pageData(data, { id: 'shop', title: data.catalogue.shopTitle }, items), items };
}

/** Data of the not-found page for `path`. */
export function notFoundPageData(data: ShopData, path: string): Json {
  return { ...pageData(data, { id: 'shop-not-found', title: 'Page not found' }, []), path };
}

let cldr: unknown = null;
/** The en-US locale data the engine's price and variant formatters need. */
export function enUsCldr(): unknown {
  if (cldr) return cldr;
  const require = createRequire(import.meta.url);
  const { CLDRFramework } = require('@phensley/cldr') as typeof import('@phensley/cldr');
  const framework = new CLDRFramework({
    loader: (language: string) =>
      require(require.resolve(`@phensley/cldr/packs/${language}.json`)) as never,
  });
  cldr = framework.get('en-US');
  return cldr;
}

/** Renders one page template; the engine's errors go to the log, the output is sent anyway. */
export function renderPage(
  engine: TemplateEngine,
  templates: ShopTemplates,
  name: string,
  json: unknown,
): { html: string; errors: string[] } {
  const result = engine.execute({
    code: templates.pages[name] ?? '',
    json,
    partials: templates.partials,
    cldr: enUsCldr(),
  });
  return {
    html: result.ctx.render(),
    errors: result.errors.map((e) => (e.type ? `${e.type}: ${e.message}` : e.message)),
  };
}

/** The page and partial sources in a templates folder (partials in its partials/ folder). */
export async function readTemplates(dir: string): Promise<ShopTemplates> {
  const read = async (folder: string) => {
    const files = (await readdir(folder)).filter((f) => f.endsWith('.jsont')).sort();
    const entries = await Promise.all(
      files.map(async (f) => [
        f.slice(0, -'.jsont'.length),
        await readFile(join(folder, f), 'utf8'),
      ]),
    );
    return Object.fromEntries(entries) as Record<string, string>;
  };
  return { pages: await read(dir), partials: await read(join(dir, 'partials')) };
}

/** Reads the shop's data files under the repository root. */
export async function readShopData(root: string): Promise<ShopData> {
  const json = async (path: string) => JSON.parse(await readFile(join(root, path), 'utf8'));
  return {
    website: await json('fixtures/website.json'),
    storeSettings: { ...STORE_SETTINGS },
    products: await json('fixtures/products.json'),
    catalogue: await json('fixtures/templates/catalogue.json'),
    forms: await json('fixtures/forms.json'),
  };
}

export interface ShopPagesOptions {
  root: string;
  /** Defaults to shopEngine(); another engine needs SHOP_FORMATTERS too. */
  engine?: TemplateEngine;
}

/** `/shop`, `/shop/{slug}` and the shop's stylesheet. Templates are read once, at start. */
export async function registerShopPages(
  app: FastifyInstance,
  db: Database,
  options: ShopPagesOptions,
): Promise<void> {
  const dir = join(options.root, 'fixtures/templates');
  const engine = options.engine ?? shopEngine();
  const sources = await readTemplates(dir);
  // Each page is parsed once, here, not on every request.
  const templates: ShopTemplates = {
    pages: Object.fromEntries(
      Object.entries(sources.pages).map(([name, source]) => [
        name,
        engine.parse(source as string).code,
      ]),
    ),
    partials: sources.partials,
  };
  const data = await readShopData(options.root);
  const css = await readFile(join(dir, 'shop.css'), 'utf8');

  const liveStock = async (): Promise<Map<string, VariantStock>> => {
    const { rows } = await db.client.execute('SELECT sku, qty_in_stock, unlimited FROM variants');
    return new Map(
      rows.map((row) => [
        String(row.sku),
        { qtyInStock: Number(row.qty_in_stock), unlimited: Number(row.unlimited) === 1 },
      ]),
    );
  };

  const send = (reply: FastifyReply, status: number, name: string, json: unknown) => {
    const { html, errors } = renderPage(engine, templates, name, json);
    if (errors.length) app.log.warn({ template: name, errors }, 'shop page rendered with errors');
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  };

  const page = { schema: { querystring: anyQuery } };
  app.get('/shop', page, async (_request, reply) =>
    send(reply, 200, 'shop', shopPageData(data, await liveStock())),
  );
  app.get('/shop/', page, async (_request, reply) => reply.redirect('/shop'));
  app.get('/shop/assets/shop.css', page, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(css),
  );
  app.get<{ Params: { slug: string } }>('/shop/:slug', page, async (request, reply) => {
    const page = productPageData(data, request.params.slug, await liveStock());
    if (page) return send(reply, 200, 'product', page);
    return send(reply, 404, 'not-found', notFoundPageData(data, request.url.split('?')[0] ?? ''));
  });
}
