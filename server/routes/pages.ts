import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { anyQuery } from './schemas';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A complete, accessible page around body markup (callers escape what they insert). */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <style>body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}</style>
</head>
<body>
  <main>
    <h1>${escapeHtml(title)}</h1>
    ${body}
  </main>
</body>
</html>`;
}

async function demoPages(demoDir: string): Promise<{ file: string; title: string }[]> {
  const files = (await readdir(demoDir)).filter((f) => f.endsWith('.html')).sort();
  return Promise.all(
    files.map(async (file) => {
      const html = await readFile(join(demoDir, file), 'utf8');
      return { file, title: html.match(/<title>([^<]*)<\/title>/i)?.[1]?.trim() || file };
    }),
  );
}

function indexPage(pages: { file: string; title: string }[]): string {
  const items = pages
    .map(
      (p) =>
        `<li><a href="/demo-pages/${encodeURIComponent(p.file)}">${escapeHtml(p.title)}</a></li>`,
    )
    .join('\n      ');
  return htmlPage(
    'sq-storefront demo pages',
    `<ul>\n      ${items}\n    </ul>\n    <p><a href="/shop">Store pages rendered by the template engine</a></p>`,
  );
}

/** The bundle at /, the demo pages at /demo-pages/, and an index of the demo pages at /. */
export async function registerPages(
  app: FastifyInstance,
  dirs: { publicDir: string; demoDir: string; assetsDir: string },
): Promise<void> {
  await app.register(fastifyStatic, {
    root: dirs.publicDir,
    prefix: '/',
    index: false,
    // max-age=0: the bundle and demo pages are revalidated on every load.
    maxAge: 0,
  });
  await app.register(fastifyStatic, {
    root: dirs.demoDir,
    prefix: '/demo-pages/',
    decorateReply: false,
    maxAge: 0,
  });
  // Static pages the bundle reads, such as the instalment information pages (checklist A-32).
  await app.register(fastifyStatic, {
    root: dirs.assetsDir,
    prefix: '/assets/',
    decorateReply: false,
    maxAge: 0,
  });
  const page = { schema: { querystring: anyQuery } };
  app.get('/', page, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(indexPage(await demoPages(dirs.demoDir))),
  );
  // The cart page (spec §2) lives at /cart: the demo page, read at each request like the others.
  const cartPage = async (_request: FastifyRequest, reply: FastifyReply) => {
    const html = await readFile(join(dirs.demoDir, 'cart.html'), 'utf8').catch(() => null);
    if (html === null) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(htmlPage('Page not found', '<p>There is no cart page in this build.</p>'));
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
  app.get('/cart', page, cartPage);
  app.get('/cart/', page, cartPage);
  app.get('/favicon.ico', page, async (_request, reply) => reply.code(204).send());
}
