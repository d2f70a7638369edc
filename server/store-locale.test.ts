import { beforeAll, describe, expect, it } from 'vitest';
import { siteMoneyFormatter } from '../src/i18n/money-format';
import { expectHtml, suiteServer } from '../tests/helpers/test-server';
import { readShopData, type ShopData } from './site-data/shop-data';
import { type PageTemplates, pageEngine, readTemplates, renderPage } from './templates/pages';
import { productPageData, storePageLocale } from './views/shop-page';

// A store page's prices read as the bundle writes them on the same site: the engine renders the
// page in the locale prices are laid out in (the site's with useCLDRMoneyFormat, else en-US,
// whose currency text is the legacy layout) [C-07].
const server = suiteServer();
let data: ShopData;
let templates: PageTemplates;

beforeAll(async () => {
  data = await readShopData(process.cwd());
  templates = await readTemplates('fixtures/templates');
});

const EURO_1234_5 = { value: '1234.50', currency: 'EUR' };
const price = (html: string) =>
  html.match(/<div class="product-price">\s*([\s\S]*?)\s*<\/div>/)?.[1] ?? null;

/** The oak bench's product page on a site with these settings, as the server renders it. */
function benchPage(website: Record<string, unknown>): string {
  const site = { ...data, website: { ...data.website, ...website } };
  const json = productPageData(site, 'oak-bench');
  const { html, errors } = renderPage(
    pageEngine(),
    templates,
    'product',
    json,
    storePageLocale(site.website),
  );
  expect(errors).toEqual([]);
  return html;
}

describe('store pages follow the site’s money setting and locale', () => {
  it('renders in the site locale only with the CLDR money format', () => {
    expect(storePageLocale({})).toBe('en-US');
    expect(storePageLocale({ locale: 'de-DE', useCLDRMoneyFormat: true })).toBe('de-DE');
    expect(storePageLocale({ locale: 'fr_FR', useCLDRMoneyFormat: true })).toBe('fr-FR');
    expect(storePageLocale({ locale: 'de-DE', useCLDRMoneyFormat: false })).toBe('en-US');
  });

  it.each([
    [{ locale: 'de-DE', useCLDRMoneyFormat: true }, '1.234,50\u00a0€'],
    [{ locale: 'fr-FR', useCLDRMoneyFormat: true }, '1\u202f234,50\u00a0€'],
    [{ locale: 'de-DE', useCLDRMoneyFormat: false }, '€1,234.50'],
    [{}, '€1,234.50'],
  ])('%o: the engine’s price is the bundle’s, %s', (website, expected) => {
    expect(price(benchPage(website))).toBe(expected);
    expect(siteMoneyFormatter(website).format(EURO_1234_5)).toBe(expected);
  });

  it('the demo site (en-US, legacy) shows the euro product as the bundle does', async () => {
    const html = expectHtml(
      await server.app.inject({ method: 'GET', url: '/shop/oak-bench' }),
      200,
    );
    expect(price(html)).toBe('€1,234.50');
  });
});
