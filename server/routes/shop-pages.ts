import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { anyQuery } from '../http/schemas';
import { sendPage } from '../http/send-page';
import { lruMap } from '../limits/lru-map';
import type { SiteSettingsRepository } from '../repositories/site-settings';
import { type StockRepository, stockKey, type VariantStock } from '../repositories/stock';
import type { SiteData } from '../site-data/site-data';
import type { PageRenderer } from '../templates/pages';
import { languageOfPrefix, shopChrome } from '../views/shop-chrome';
import {
  notFoundPageData,
  productPageData,
  shopPageData,
  storePageLocale,
} from '../views/shop-page';

/**
 * Store pages rendered by the template engine: `/shop` lists the products, `/shop/{slug}` shows
 * one, an unknown slug gets the not-found page. The pages are JSON-T templates in
 * fixtures/templates/ over the catalogue's products with their live stock (their data:
 * views/shop-page.ts), rendered with the store-markup formatters. The one script then upgrades
 * the formatters' markup in place (markup/), reading the same data from the page context blob.
 */

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
  options: { root: string; site: SiteData; siteSettings: SiteSettingsRepository },
): Promise<void> {
  const { shop: data, catalogue } = options.site;
  const chrome = shopChrome(options.siteSettings, data.catalogue.siteTitle, options.root);
  const css = await readFile(join(options.root, 'fixtures/templates/shop.css'), 'utf8');
  const locale = storePageLocale(data.website);

  /** A page rendered now, in the store's locale, revalidated on every visit (live stock). */
  const send = (reply: FastifyReply, status: number, name: string, json: unknown) =>
    sendPage(reply, pages.render(name, json, locale), { status, caching: 'revalidate' });
  const sendRendered = (reply: FastifyReply, html: string) =>
    sendPage(reply, html, { caching: 'revalidate' });

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
      return sendRendered(
        reply,
        renderOver(`${key}|`, stockNow, () =>
          pages.render('shop', { ...shopPageData(data, stockNow), site }, locale),
        ),
      );
    }
    const product = catalogue.bySlug(slug);
    if (!product) {
      const json = { ...notFoundPageData(data, request.url.split('?')[0] ?? ''), site };
      return send(reply, 404, 'not-found', json);
    }
    const stockNow = await stock.ofProduct(product.id);
    const html = renderOver(`${key}|/${slug}`, stockNow, () =>
      pages.render('product', { ...productPageData(data, slug, stockNow), site }, locale),
    );
    return sendRendered(reply, html);
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
