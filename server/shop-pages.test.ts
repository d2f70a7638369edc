import { beforeAll, describe, expect, it } from 'vitest';
import { publicPageEngine, savedSiteSettings } from '../tests/helpers/public-engine';
import { browser, expectHtml, suiteServer } from '../tests/helpers/test-server';
import { readShopData, type ShopData } from './site-data/shop-data';
import { type PageTemplates, pageEngine, readTemplates, renderPage } from './templates/pages';
import { shopChrome } from './views/shop-chrome';
import { notFoundPageData, productPageData, shopPageData } from './views/shop-page';

const server = suiteServer({ faults: true });
let data: ShopData;
let templates: PageTemplates;

beforeAll(async () => {
  data = await readShopData(process.cwd());
  templates = await readTemplates('fixtures/templates');
});

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
    const html = collapse(expectHtml(await get('/shop/canvas-tote'), 200));
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
    expect(html.match(/<script src="\/sq-storefront.js" defer><\/script>/g)).toHaveLength(1);
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
    const html = expectHtml(await get('/shop/no-such-thing?x=<b>'), 404, [
      '<h1>Page not found</h1>',
      '<code>/shop/no-such-thing</code>',
      '<sq-pill-cart>',
      '<script src="/sq-storefront.js" defer></script>',
    ]);
    expect(contextOf(html).products).toEqual({});
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

describe('the instalment information pages', () => {
  it('one template gives each market its page, in its language, at the URL the bundle reads', async () => {
    expectHtml(await get('/assets/instalments/modal.en_GB.html'), 200, [
      '<html lang="en">',
      '<title>Clearpay</title>',
      '<h1>Pay in 4 with Clearpay</h1>',
      '<li>Split eligible orders into four payments, taken every two weeks.</li>',
    ]);
    const fr = await get('/assets/instalments/modal.fr_CA.html');
    expect(fr.body).toContain('<html lang="fr">');
    expect(fr.body).toContain('<h1>Payez en 4 versements avec Afterpay</h1>');
    for (const market of ['en_US', 'en_CA', 'en_AU', 'en_NZ']) {
      const page = await get(`/assets/instalments/modal.${market}.html`);
      expect(page.statusCode, market).toBe(200);
      expect(page.body, market).toContain('<h1>Pay in 4 with Afterpay</h1>');
    }
  });

  it('another market, or another file, is not found', async () => {
    for (const url of [
      '/assets/instalments/modal.de_DE.html',
      '/assets/instalments/modal.toString.html',
      '/assets/instalments/modal.en_US.htm',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

describe('scarcity views', () => {
  type Page = { productMerchandisingContext: Record<string, { scarcityTemplateViews: unknown[] }> };
  type Context = { sqContext: { merchandising: Record<string, unknown> } };

  it('a product page has the engine write the scarcity lines of a view the merchant listed; the bundle gets the view names', () => {
    const page = productPageData(data, 'canvas-tote') as Page & Context;
    expect(page.productMerchandisingContext[TOTE]?.scarcityTemplateViews).toContainEqual({
      qtyInStock: 3,
      attributes: { Size: 'M', Color: 'Black' },
    });
    expect(page.sqContext.merchandising[TOTE]).toMatchObject({
      scarcityTemplateViews: ['product-page'],
    });
  });

  it('the shop list, a view the merchant did not list, has no scarcity line written', () => {
    const page = shopPageData(data) as Page & Context;
    expect(page.productMerchandisingContext[TOTE]?.scarcityTemplateViews).toEqual([]);
    expect(page.sqContext.merchandising[TOTE]).toMatchObject({
      scarcityTemplateViews: ['product-page'],
    });
  });
});

describe('shop page data', () => {
  const MUG = '5f1a00000000000000000001';
  const HOSTILE = 'Mug </script> <!--<script> <!-- ]]> \u2028 & <b>';
  const hostilePage = (change: Partial<ShopData['products'][number]>) => {
    const products = data.products.map((p) => (p.id === MUG ? { ...p, ...change } : p));
    const page = productPageData({ ...data, products }, 'ceramic-mug');
    return renderPage(pageEngine(), templates, 'product', page).html;
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
    expect(rest.match(/<script src="\/sq-storefront.js" defer><\/script>/g)).toHaveLength(1);
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
    const blob = blobOf(renderPage(pageEngine(), templates, 'product', page).html);
    expect(blob).not.toContain('<');
    expect(JSON.parse(blob).products[MUG].body).toBe('</script><script>alert(1)</script>');
  });
});

/**
 * The drop-in promise: for the same templates and data, this repository's engine writes exactly
 * what the public @squarespace/template-engine writes, so the bundle meets the same markup.
 */
describe('drop-in: the pages equal the public engine’s rendering', () => {
  const ours = pageEngine();
  // The public engine with its built-ins and the same page formatters the server adds to ours.
  const theirs = publicPageEngine();
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

  // Every branch of the other pages, with text that must be escaped wherever the data allows it.
  const HOSTILE = '<b>"x" & \'y\'</b>';
  const entry = { title: HOSTILE, quantity: 2, subTotal: '$48.00', variant: 'Size: S' };
  const checkout = (change: Record<string, unknown>) => ({
    pageTitle: 'Checkout (demo)',
    alert: null,
    notice: null,
    cart: {
      token: HOSTILE,
      summary: { entries: [entry, { ...entry, variant: '' }], subtotal: '$96.00' },
      action: '/checkout/place-order',
      crumb: HOSTILE,
    },
    ...change,
  });
  const otherPages: [label: string, template: string, json: unknown][] = [
    [
      'index',
      'index',
      { pageTitle: 'Demo pages', demoPages: [{ url: '/demo-pages/a%20b.html', title: HOSTILE }] },
    ],
    ['checkout', 'checkout', checkout({})],
    ['checkout with an alert', 'checkout', checkout({ alert: HOSTILE })],
    [
      'empty checkout',
      'checkout',
      checkout({ notice: HOSTILE, cart: { token: 'c', summary: null, action: '/a', crumb: 'k' } }),
    ],
    [
      'ordered checkout',
      'checkout',
      checkout({ cart: null, notice: HOSTILE, orderUrl: '/o?orderId="1"', noCart: false }),
    ],
    ['unknown checkout', 'checkout', checkout({ cart: null, alert: HOSTILE, noCart: true })],
    [
      'order confirmed',
      'order-confirmed',
      {
        pageTitle: 'Order confirmed',
        order: {
          id: HOSTILE,
          items: [
            { productName: HOSTILE, quantity: 1, unitPrice: '$1.00', answers: [] },
            {
              productName: 'Mug',
              quantity: 2,
              unitPrice: '$2.00',
              answers: [{ title: HOSTILE, values: HOSTILE }],
            },
          ],
          total: '$5.00',
        },
      },
    ],
    ['order not found', 'order-not-found', { pageTitle: 'Order not found' }],
    ['invalid link', 'invalid-link', { pageTitle: 'Invalid link', problem: HOSTILE }],
    [
      'gift card',
      'gift-card',
      {
        pageTitle: 'Gift card purchase (demo)',
        itemId: HOSTILE,
        sku: HOSTILE,
        giftCard: { title: HOSTILE, options: '$50', price: '$50.00' },
      },
    ],
    [
      'no gift card',
      'gift-card',
      { pageTitle: 'Gift card', itemId: 'i', sku: 's', giftCard: null },
    ],
    ['no cart page', 'no-cart-page', { pageTitle: 'Page not found' }],
    [
      'instalment information',
      'instalment-modal',
      { pageTitle: 'Afterpay', lang: 'fr', heading: HOSTILE, points: [HOSTILE], note: HOSTILE },
    ],
  ];

  it('every other page, in each of its forms, through the one layout, escaping its data', () => {
    for (const [label, template, json] of otherPages) {
      compare(label, template, json);
      const { html } = renderPage(ours, templates, template, json);
      expect(html.startsWith('<!doctype html>'), label).toBe(true);
      expect(html.trimEnd().endsWith('</html>'), label).toBe(true);
      expect(html, label).not.toContain('<b>');
    }
    const { html } = renderPage(ours, templates, 'checkout', checkout({}));
    expect(html).toContain(`name="crumb" value="&lt;b&gt;&quot;x&quot; &amp; 'y'&lt;/b&gt;"`);
  });

  it('what the server sends is that rendering', async () => {
    const sent = (await get('/shop/canvas-tote')).body;
    // The layout's `site`: the saved header and footer, as the server reads them (shop-chrome.ts).
    const settings = await savedSiteSettings(server);
    const chrome = shopChrome(settings, data.catalogue.siteTitle, process.cwd());
    const { site } = await chrome.site('/shop/canvas-tote');
    const page = { ...productPageData(data, 'canvas-tote'), site };
    const expected = renderPage(theirs, templates, 'product', page);
    expect(sent).toBe(expected.html);
  });
});
