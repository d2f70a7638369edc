import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteServer } from '../tests/helpers/test-server';
import { loadPages } from './templates/pages';

// Every page the server renders declares the language of its content on <html> (WCAG 3.1.1): a
// store page the site's (its locale, whatever its prices follow), the owner's pages and the demo
// index the project's own (English), an instalment page its market's; right-to-left text also
// gets dir="rtl".

const ROOT = process.cwd();
const MERCHANT_SECRET = 'a-merchant-secret-for-tests';

/** A URL of each kind of page the server renders, by the template it is rendered from. */
const STORE_PAGES: [template: string, url: string, status: number][] = [
  ['shop', '/shop', 200],
  ['product', '/shop/oak-bench', 200],
  ['not-found', '/shop/no-such-thing', 404],
  ['blog', '/blog', 200],
  ['blog-item', '/blog/throwing-a-bowl', 200],
  ['events', '/events', 200],
  ['event-item', '/events/glaze-workshop', 200],
  ['gallery-page', '/gallery', 200],
  ['checkout', '/checkout', 404],
  ['invalid-link', '/checkout?cartToken=a&cartToken=b', 400],
  ['order-not-found', '/commerce/order-confirmed?orderId=5f1a00000000000000000001', 404],
  ['gift-card', '/commerce/gift-card', 200],
];
const INTERFACE_PAGES: [template: string, url: string, status: number][] = [
  ['index', '/', 200],
  ['merchant-analytics', '/merchant/analytics', 200],
];
/** Pages no request of these tests reaches (an order placed; a build without the cart page). */
const RENDERED_ONLY = ['order-confirmed', 'no-cart-page'];

/** The opening <html> tag of a page. */
const htmlTag = (html: string) => html.match(/<html\b[^>]*>/)?.[0];

it('the lists above name every page template', async () => {
  const templates = (await readdir(join(ROOT, 'fixtures/templates')))
    .filter((f) => f.endsWith('.jsont'))
    .map((f) => f.slice(0, -'.jsont'.length));
  const listed = [
    ...STORE_PAGES.map(([t]) => t),
    ...INTERFACE_PAGES.map(([t]) => t),
    'instalment-modal',
    ...RENDERED_ONLY,
  ];
  expect(listed.sort()).toEqual(templates.sort());
});

describe('on the demo site (no locale: en-US)', () => {
  const server = suiteServer({ merchantSession: MERCHANT_SECRET });

  it.each([...STORE_PAGES, ...INTERFACE_PAGES])(
    '%s (%s) declares English',
    async (_t, url, status) => {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(status);
      expect(htmlTag(response.body)).toBe('<html lang="en">');
    },
  );

  it('an instalment page declares its market’s language', async () => {
    const page = async (market: string) =>
      htmlTag((await server.app.inject({ url: `/assets/instalments/modal.${market}.html` })).body);
    expect(await page('en_GB')).toBe('<html lang="en">');
    expect(await page('fr_CA')).toBe('<html lang="fr">');
  });

  it('the demo index marks each title in another language with it', async () => {
    const index = (await server.app.inject({ url: '/' })).body;
    expect(index).toContain(
      '<a href="/demo-pages/product-de.html" hreflang="de" lang="de">Euro-Shop auf Deutsch',
    );
    expect(index).toContain(
      '<a href="/demo-pages/product-fr.html" hreflang="fr" lang="fr">Boutique en euros en français',
    );
    expect(index).toContain('<a href="/demo-pages/product.html">Product: Canvas Tote');
  });
});

/**
 * A copy of the repository for a server whose site has `website` over the fixture's: every file
 * linked but fixtures/website.json, written anew.
 */
async function siteRoot(website: Record<string, unknown>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'sq-site-root-'));
  for (const entry of ['dist', 'demo-pages', 'server']) {
    await symlink(resolve(ROOT, entry), join(root, entry));
  }
  await mkdir(join(root, 'fixtures'));
  for (const entry of await readdir(join(ROOT, 'fixtures'))) {
    if (entry !== 'website.json') {
      await symlink(resolve(ROOT, 'fixtures', entry), join(root, 'fixtures', entry));
    }
  }
  const fixture = JSON.parse(await readFile(join(ROOT, 'fixtures/website.json'), 'utf8'));
  await writeFile(join(root, 'fixtures/website.json'), JSON.stringify({ ...fixture, ...website }));
  return root;
}

describe('on a German site (locale de-DE, legacy prices)', () => {
  let root = '';
  beforeAll(async () => {
    root = await siteRoot({ locale: 'de-DE', useCLDRMoneyFormat: false });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));
  const server = suiteServer({
    merchantSession: MERCHANT_SECRET,
    get root() {
      return root;
    },
  });

  it.each(STORE_PAGES)('the store page %s (%s) declares German', async (_t, url, status) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(htmlTag(response.body)).toBe('<html lang="de">');
  });

  it.each(INTERFACE_PAGES)('the project’s page %s (%s) stays English', async (_t, url, status) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(htmlTag(response.body)).toBe('<html lang="en">');
  });

  it('an instalment page still declares its market’s language', async () => {
    const page = await server.app.inject({ url: '/assets/instalments/modal.en_US.html' });
    expect(htmlTag(page.body)).toBe('<html lang="en">');
  });
});

describe('the renderer', () => {
  const log = { warn: () => {} };

  it('writes every template in the site’s language, right to left for Arabic', async () => {
    const arabic = await loadPages(join(ROOT, 'fixtures/templates'), { log, siteLocale: 'ar_SA' });
    const english = await loadPages(join(ROOT, 'fixtures/templates'), { log });
    for (const template of [...STORE_PAGES.map(([t]) => t), ...RENDERED_ONLY]) {
      const json = { pageTitle: 'صفحة' };
      expect(htmlTag(arabic.render(template, json)), template).toBe(
        '<html lang="ar-SA" dir="rtl">',
      );
      expect(htmlTag(english.render(template, json)), template).toBe('<html lang="en">');
    }
  });

  it('a page that names its language keeps it, with that language’s direction', async () => {
    const pages = await loadPages(join(ROOT, 'fixtures/templates'), { log, siteLocale: 'de-DE' });
    expect(htmlTag(pages.render('index', { pageTitle: 'x', lang: 'en' }))).toBe('<html lang="en">');
    expect(htmlTag(pages.render('index', { pageTitle: 'x', lang: 'he' }))).toBe(
      '<html lang="he" dir="rtl">',
    );
    expect(htmlTag(pages.render('index', { pageTitle: 'x' }))).toBe('<html lang="de">');
  });
});
