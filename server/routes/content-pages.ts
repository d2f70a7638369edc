import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { anyQuery, eventsPageQuery } from '../http/schemas';
import { sendPage } from '../http/send-page';
import type { SiteSettingsRepository } from '../repositories/site-settings';
import { BLOG_NAMES, type BlogName } from '../site-data/content-data';
import type { SiteData } from '../site-data/site-data';
import type { PageRenderer } from '../templates/pages';
import {
  blogItemPageData,
  blogPageData,
  contentNotFoundPageData,
  type EventsView,
  eventItemPageData,
  eventsPageData,
} from '../views/content-page';
import { galleryPageData } from '../views/gallery-page';
import { languageOfPrefix, shopChrome } from '../views/shop-chrome';
import { storePageLocale } from '../views/shop-page';

/**
 * Content pages rendered by the template engine, as the shop's are (shop-pages.ts): `/blog` and
 * `/journal` (a blog whose site comments by Disqus) list their posts and `/{blog}/{slug}` shows
 * one; `/events` lists the upcoming or past events (`?view=upcoming|past`, else the collection's
 * choice; any other view is a 400) and `/events/{slug}` shows one; `/gallery` shows the gallery.
 * An unknown slug gets the not-found page with 404. Each page gets the saved header, footer and
 * languages as `site` (shop-chrome.ts), and is served under each other language's prefix too.
 * The page data is built in views/content-page.ts and views/gallery-page.ts; "now", which splits past from upcoming events, comes
 * from the `now` option (Date.now unless told), so a test can fix it.
 */

type Collection = BlogName | 'events' | 'gallery';

/** A content page by its path's parts: the list (slug null) or one item. */
type PageOf = (
  slug: string | null,
  query: { view?: EventsView },
) => {
  template: string;
  json: Record<string, unknown> | null;
};

export async function registerContentPages(
  app: FastifyInstance,
  pages: PageRenderer,
  options: {
    root: string;
    site: SiteData;
    siteSettings: SiteSettingsRepository;
    now?: () => number;
  },
): Promise<void> {
  const { shop, content } = options.site;
  const chrome = shopChrome(options.siteSettings, shop.catalogue.siteTitle, options.root);
  const css = await readFile(join(options.root, 'fixtures/templates/content.css'), 'utf8');
  const locale = storePageLocale(shop.website);
  const now = options.now ?? Date.now;

  const blog =
    (name: BlogName): PageOf =>
    (slug) =>
      slug === null
        ? { template: 'blog', json: blogPageData(content, shop, name) }
        : { template: 'blog-item', json: blogItemPageData(content, shop, name, slug) };
  const pageOf: Record<Collection, PageOf> = {
    blog: blog('blog'),
    journal: blog('journal'),
    events: (slug, query) =>
      slug === null
        ? { template: 'events', json: eventsPageData(content, shop, now(), query.view) }
        : { template: 'event-item', json: eventItemPageData(content, shop, slug) },
    gallery: () => ({ template: 'gallery-page', json: galleryPageData(content, shop) }),
  };

  /**
   * The page at `path`, `/{collection}[/{slug}]`, in `language` (the default one when undefined);
   * a slug the collection lacks, or a prefix that is no other language's, gets the not-found page,
   * which names the path as `requested`.
   */
  async function contentPage(
    reply: FastifyReply,
    requested: string,
    path: string,
    collection: Collection,
    slug: string | null,
    query: { view?: EventsView },
    prefix?: string,
  ) {
    const language =
      prefix === undefined ? undefined : languageOfPrefix(await chrome.languages(), prefix);
    const { site } = await chrome.site(path, language);
    const { template, json } =
      prefix !== undefined && !language
        ? { template: '', json: null }
        : pageOf[collection](slug, query);
    if (json === null) {
      const missing = { ...contentNotFoundPageData(content, shop, requested, collection), site };
      const html = pages.render('not-found', missing, locale);
      return sendPage(reply, html, { status: 404, caching: 'revalidate' });
    }
    const html = pages.render(template, { ...json, site }, locale);
    return sendPage(reply, html, { caching: 'revalidate' });
  }

  const page = { schema: { querystring: anyQuery } };
  const eventsList = { schema: { querystring: eventsPageQuery } };
  type Request = { url: string; params: { lang?: string; slug?: string }; query: unknown };

  /** Routes of one collection, unprefixed and under a language's prefix; a trailing slash redirects. */
  function serve(collection: Collection, withItems: boolean) {
    const handler = async (request: Request, reply: FastifyReply) => {
      const slug = request.params.slug ?? null;
      const path = `/${collection}${slug === null ? '' : `/${encodeURIComponent(slug)}`}`;
      const query = (request.query ?? {}) as { view?: EventsView };
      const requested = request.url.split('?')[0] ?? path;
      return contentPage(reply, requested, path, collection, slug, query, request.params.lang);
    };
    type Route = { Params: { lang?: string; slug?: string } };
    const list = collection === 'events' ? eventsList : page;
    app.get<Route>(`/${collection}`, list, handler);
    app.get<Route>(`/:lang/${collection}`, list, handler);
    app.get(`/${collection}/`, page, async (_request, reply) => reply.redirect(`/${collection}`));
    if (withItems) {
      app.get<Route>(`/${collection}/:slug`, page, handler);
      app.get<Route>(`/:lang/${collection}/:slug`, page, handler);
    }
  }
  for (const name of BLOG_NAMES) serve(name, true);
  serve('events', true);
  serve('gallery', false);

  app.get('/content/assets/content.css', page, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(css),
  );
}
