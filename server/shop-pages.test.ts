import {
  Compiler as PublicEngine,
  Formatter as PublicFormatter,
  Formatters as PublicFormatters,
  Predicates as PublicPredicates,
} from '@squarespace/template-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, testServer } from '../tests/helpers/test-server';
import {
  notFoundPageData,
  productPageData,
  readShopData,
  readTemplates,
  renderPage,
  SHOP_FORMATTERS,
  type ShopData,
  type ShopTemplates,
  shopEngine,
  shopPageData,
  type TemplateEngine,
} from './routes/shop-pages';

let server: Awaited<ReturnType<typeof testServer>>;
let data: ShopData;
let templates: ShopTemplates;

beforeAll(async () => {
  server = await testServer({ faults: true });
  data = await readShopData(process.cwd());
  templates = await readTemplates('fixtures/templates');
});
afterAll(() => server.close());

const TOTE = '5f1a00000000000000000003';
const get = (url: string) => server.app.inject({ method: 'GET', url });

/** The page context blob of a page, parsed as the bundle parses it. */
function contextOf(html: string): Record<string, Record<string, unknown>> {
  const json = html.match(
    /<script type="application\/json" id="sq-context">([\s\S]*?)<\/script>/,
  )?.[1];
  if (json === undefined) throw new Error('no page context');
  return JSON.parse(json);
}

const collapse = (html: string) => html.replace(/\s+/g, ' ');

describe('GET /shop/{slug}', () => {
  it('renders the product page from the template: title, image, price, options, quantity, button, description', async () => {
    const response = await get('/shop/canvas-tote');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = collapse(response.body);
    expect(html).toContain('<title>Canvas Tote · Demo Store</title>');
    expect(html).toContain('<h1 class="product__title">Canvas Tote</h1>');
    expect(html).toContain('src="/demo-pages/images/canvas-tote.svg" alt="A canvas tote bag"');
    expect(html).toContain('<div class="product-price"> from $28.00 </div>');
    expect(html).toContain('<div class="product-mark sale">sale</div>');
    expect(html).toContain(`<div class="product-variants" data-item-id="${TOTE}"`);
    expect(html).toContain('<select aria-label="Select Size" data-variant-option-name="Size">');
    expect(html).toContain('<select aria-label="Select Color" data-variant-option-name="Color">');
    expect(html).toContain(`<div class="product-quantity-input" data-item-id="${TOTE}"`);
    expect(html).toMatch(
      new RegExp(`class="sqs-add-to-cart-button [^"]*"[^>]* data-item-id="${TOTE}"`),
    );
    expect(html).toContain('<div class="sqs-add-to-cart-button-inner">Add To Cart</div>');
    expect(html).toContain('Heavy cotton canvas with reinforced handles');
    expect(html).toContain('<sq-pill-cart>');
    expect(html.match(/<script src="\/sq-storefront.js"><\/script>/g)).toHaveLength(1);
  });

  it('carries the page context the bundle reads: the product, store settings, merchandising, page', async () => {
    const context = contextOf((await get('/shop/canvas-tote')).body);
    expect(Object.keys(context.products ?? {})).toEqual([TOTE]);
    expect(context.products?.[TOTE]).toMatchObject({
      id: TOTE,
      title: 'Canvas Tote',
      structuredContent: { productType: 1, variantOptionOrdering: ['Size', 'Color'] },
    });
    expect(context.storeSettings).toMatchObject({
      currencyCode: 'USD',
      variantOptionOrdering: ['Size', 'Color'],
    });
    expect(context.website).toMatchObject({ id: 'demo-website' });
    expect(context.merchandising?.[TOTE]).toMatchObject({ scarcityEnabled: true });
    expect(context.page).toEqual({
      id: 'shop-canvas-tote',
      contentSource: 'i',
      permissionTypeValue: 1,
    });
  });

  it('shows live stock: a product whose stock runs out is sold out on its next page', async () => {
    const before = (await get('/shop/last-print')).body;
    expect(before).not.toContain('product-mark sold-out');
    const shopper = browser(server.app);
    const set = await shopper.send('POST', '/api/__test/stock', {
      sku: 'SQ-PRINT-LAST',
      qtyInStock: 0,
    });
    expect(set.statusCode).toBe(200);
    const after = await get('/shop/last-print');
    expect(after.body).toContain('<div class="product-mark sold-out">sold out</div>');
    const context = contextOf(after.body);
    const item = context.products?.['5f1a00000000000000000002'] as {
      structuredContent: { variants: { qtyInStock: number }[] };
    };
    expect(item.structuredContent.variants[0]?.qtyInStock).toBe(0);
    await shopper.send('POST', '/api/__test/stock', { sku: 'SQ-PRINT-LAST', qtyInStock: 1 });
  });

  it('a sold-out product shows the sold-out mark and no quantity field', async () => {
    const html = (await get('/shop/wool-scarf')).body;
    expect(html).toContain('<div class="product-mark sold-out">sold out</div>');
    expect(html).not.toContain('product-quantity-input');
  });

  it('an unknown slug gets the not-found page, rendered the same way, with status 404', async () => {
    const response = await get('/shop/no-such-thing?x=<b>');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>Page not found</h1>');
    expect(response.body).toContain('<code>/shop/no-such-thing</code>');
    expect(response.body).toContain('<sq-pill-cart>');
    expect(response.body).toContain('<script src="/sq-storefront.js"></script>');
    expect(contextOf(response.body).products).toEqual({});
  });
});

describe('GET /shop', () => {
  it('lists every product with a link to its page, price and status', async () => {
    const response = await get('/shop');
    expect(response.statusCode).toBe(200);
    const links = [...response.body.matchAll(/<a class="shop-item__link" href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(links).toEqual(data.products.map((p) => `/shop/${p.urlSlug}`));
    expect(response.body).toContain('<h1>Shop</h1>');
    expect(response.body).toContain('<div class="product-mark sold-out">sold out</div>');
    expect((await get('/shop/')).headers.location).toBe('/shop');
  });

  it('serves the templates’ stylesheet', async () => {
    const response = await get('/shop/assets/shop.css');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
  });
});

describe('shop page data', () => {
  const MUG = '5f1a00000000000000000001';
  const HOSTILE = 'Mug </script> <!--<script> <!-- ]]> \u2028 & <b>';
  const hostilePage = (change: Partial<ShopData['products'][number]>) => {
    const products = data.products.map((p) => (p.id === MUG ? { ...p, ...change } : p));
    const page = productPageData({ ...data, products }, 'ceramic-mug');
    return renderPage(shopEngine(), templates, 'product', page).html;
  };
  /** The page context blob: what follows its start tag up to the first `</script>`. */
  const blobOf = (html: string) => html.match(/id="sq-context">([\s\S]*?)<\/script>/)?.[1] ?? '';

  it('page data with script and comment markup keeps the page whole: the blob reads back, the bundle still loads', () => {
    const html = hostilePage({ title: HOSTILE });
    const blob = blobOf(html);
    // Without "<" the HTML parser cannot leave plain script data before the blob's own end tag.
    expect(blob).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(blob).products[MUG].title).toBe(HOSTILE);
    const rest = html.slice(html.indexOf(blob) + blob.length);
    expect(rest.match(/<script src="\/sq-storefront.js"><\/script>/g)).toHaveLength(1);
    expect(rest.trimEnd().endsWith('</html>')).toBe(true);
    expect(html).toContain(
      '<h1 class="product__title">Mug &lt;/script&gt; &lt;!--&lt;script&gt; &lt;!-- ]]&gt; \u2028 &amp; &lt;b&gt;</h1>',
    );
  });

  it('a description with script markup reads back as written', () => {
    const tampered: ShopData = {
      ...data,
      catalogue: {
        ...data.catalogue,
        products: { 'ceramic-mug': { description: '</script><script>alert(1)</script>' } },
      },
    };
    const page = productPageData(tampered, 'ceramic-mug');
    const blob = blobOf(renderPage(shopEngine(), templates, 'product', page).html);
    expect(blob).not.toContain('<');
    expect(JSON.parse(blob).products[MUG].body).toBe('</script><script>alert(1)</script>');
  });
});

/**
 * The drop-in promise: for the same templates and data, this repository's engine writes exactly
 * what the public @squarespace/template-engine writes, so the bundle meets the same markup.
 */
describe('drop-in: the pages equal the public engine’s rendering', () => {
  const ours = shopEngine();
  /** A shop formatter as the public engine takes it: an instance of its Formatter class. */
  class PublicShopFormatter extends PublicFormatter {
    declare readonly formatter: { apply(args: string[], vars: never): void };
    constructor(formatter: { apply(args: string[], vars: never): void }) {
      super();
      this.formatter = formatter;
    }
    apply(args: string[], vars: unknown[]): void {
      this.formatter.apply(args, vars as never);
    }
  }
  // The public engine with its built-ins and the same shop formatters the server adds to ours.
  const theirs = new PublicEngine({
    formatters: {
      ...PublicFormatters,
      ...Object.fromEntries(
        Object.entries(SHOP_FORMATTERS).map(([name, f]) => [name, new PublicShopFormatter(f)]),
      ),
    },
    predicates: PublicPredicates,
  }) as unknown as TemplateEngine;
  const pages = (): [label: string, template: string, json: unknown][] => [
    ...data.products.map((p): [string, string, unknown] => [
      `product ${p.urlSlug}`,
      'product',
      productPageData(data, p.urlSlug),
    ]),
    ['shop index', 'shop', shopPageData(data)],
    ['not found', 'not-found', notFoundPageData(data, '/shop/nothing')],
  ];
  const compare = (label: string, template: string, json: unknown) => {
    const expected = renderPage(theirs, templates, template, json);
    const actual = renderPage(ours, templates, template, json);
    expect(expected.errors, label).toEqual([]);
    expect(actual.errors, label).toEqual([]);
    expect(actual.html, label).toBe(expected.html);
  };

  it('every product page, the index and the not-found page', () => {
    for (const [label, template, json] of pages()) compare(label, template, json);
  });

  it('what the server sends is that rendering', async () => {
    const sent = (await get('/shop/canvas-tote')).body;
    const expected = renderPage(theirs, templates, 'product', productPageData(data, 'canvas-tote'));
    expect(sent).toBe(expected.html);
  });
});
