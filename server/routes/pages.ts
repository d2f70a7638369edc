import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INTERFACE_LANGUAGE } from '../../src/i18n/document-language';
import { anyQuery } from '../http/schemas';
import { sendPage } from '../http/send-page';
import type { PageRenderer } from '../templates/pages';

/** A demo page as the index lists it; `contentLang` only for a page in another language than the index's. */
interface DemoPageLink {
  url: string;
  title: string;
  contentLang?: string;
}

/**
 * The demo pages, by file name, each with its URL, the title its file gives it and, when its
 * `<html lang>` is not the index's language, that language: the index marks such a title with it
 * (its link's `lang` and `hreflang`), so a reader says a German title in German.
 */
async function demoPages(demoDir: string): Promise<DemoPageLink[]> {
  const files = (await readdir(demoDir)).filter((f) => f.endsWith('.html')).sort();
  return Promise.all(
    files.map(async (file) => {
      const html = await readFile(join(demoDir, file), 'utf8');
      const lang = html.match(/<html\b[^>]*\blang="([^"]+)"/i)?.[1]?.trim();
      return {
        url: `/demo-pages/${encodeURIComponent(file)}`,
        title: html.match(/<title>([^<]*)<\/title>/i)?.[1]?.trim() || file,
        ...(lang && lang !== INTERFACE_LANGUAGE ? { contentLang: lang } : {}),
      };
    }),
  );
}

/** A chunk's name carries its content hash (build.mjs), so a changed chunk is a new URL. */
const HASHED_CHUNK = /[\\/]chunks[\\/][\w-]+-[A-Z0-9]{8}\.js(?:\.map|\.br|\.gz)?$/;

/** Hashed chunks (and their compressed copies) never change; the rest is revalidated (ETag, 304). */
export function cacheControlOf(path: string): string {
  return HASHED_CHUNK.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The source map of a served script (its file, or the file's brotli or gzip copy), relative to the
 * script's own URL, for the SourceMap header: the build writes maps beside the scripts without a
 * comment in them. Null for anything that is not a script.
 */
export function sourceMapOf(path: string): string | null {
  const script = path.match(/([\w.-]+\.js)(?:\.br|\.gz)?$/)?.[1];
  return script ? `${script}.map` : null;
}

/** Words of the instalment information page of each market (`en_US`…), as the template shows them. */
type InstalmentWords = Record<string, { provider: string } & Record<string, unknown>>;

/** The name of an instalment information page, with the market it is for. */
const INSTALMENT_PAGE = /^modal\.([A-Za-z]{2}_[A-Za-z]{2})\.html$/;

/**
 * The bundle at / (the loader script and its chunks), the demo pages at /demo-pages/, an index of the demo pages at /, the cart page,
 * and the instalment information page of each market, which the bundle reads.
 */
export async function registerPages(
  app: FastifyInstance,
  pages: PageRenderer,
  dirs: { publicDir: string; demoDir: string; templatesDir: string },
): Promise<void> {
  const instalmentWords = JSON.parse(
    await readFile(join(dirs.templatesDir, 'instalment-modal.json'), 'utf8'),
  ) as InstalmentWords;
  // Each market's page is fixed while the server runs, so it is rendered once, here.
  const instalmentPages = new Map(
    Object.entries(instalmentWords).map(([market, words]) => [
      market,
      pages.render('instalment-modal', { ...words, pageTitle: words.provider }),
    ]),
  );
  await app.register(fastifyStatic, {
    root: dirs.publicDir,
    prefix: '/',
    index: false,
    // As a CDN would: the build's brotli or gzip copy by Accept-Encoding (with Vary), a chunk
    // (content-hashed name) kept for a year, and everything else revalidated by its ETag.
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControlOf(path));
      const map = sourceMapOf(path);
      if (map) reply.header('sourcemap', map);
    },
  });
  await app.register(fastifyStatic, {
    root: dirs.demoDir,
    prefix: '/demo-pages/',
    decorateReply: false,
    maxAge: 0,
  });
  const page = { schema: { querystring: anyQuery } };
  app.get('/', page, async (_request, reply) => {
    // The index and the no-cart page are the project's own words, whatever the site's language.
    const html = pages.render('index', {
      lang: INTERFACE_LANGUAGE,
      pageTitle: 'sq-storefront demo pages',
      demoPages: await demoPages(dirs.demoDir),
    });
    return sendPage(reply, html, { caching: 'default' });
  });
  // The full-page cart lives at /cart: the demo page, read at each request like the others.
  const cartPage = async (_request: FastifyRequest, reply: FastifyReply) => {
    const html = await readFile(join(dirs.demoDir, 'cart.html'), 'utf8').catch(() => null);
    if (html === null) {
      const missing = pages.render('no-cart-page', {
        lang: INTERFACE_LANGUAGE,
        pageTitle: 'Page not found',
      });
      return sendPage(reply, missing, { status: 404, caching: 'default' });
    }
    return sendPage(reply, html, { caching: 'revalidate' });
  };
  app.get('/cart', page, cartPage);
  app.get('/cart/', page, cartPage);
  // The site's search page lives at /search, where no page view is counted [RS-04, T-04].
  app.get('/search', page, async (_request, reply) => {
    const html = await readFile(join(dirs.demoDir, 'search.html'), 'utf8').catch(() => null);
    if (html === null) return reply.callNotFound();
    return sendPage(reply, html, { caching: 'revalidate' });
  });
  // One template for every market, with that market's words; the URL names the market.
  app.get<{ Params: { file: string } }>(
    '/assets/instalments/:file',
    page,
    async (request, reply) => {
      const market = INSTALMENT_PAGE.exec(request.params.file)?.[1];
      const html = market === undefined ? undefined : instalmentPages.get(market);
      if (html === undefined) return reply.callNotFound();
      return sendPage(reply, html, { caching: 'revalidate' });
    },
  );
  app.get('/favicon.ico', page, async (_request, reply) => reply.code(204).send());
}
