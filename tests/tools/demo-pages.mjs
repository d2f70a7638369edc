// Writes the product demo pages: `npm run build && node tests/tools/demo-pages.mjs`.
// Each element's server markup is what the bundle itself renders (taken from Chromium), so the
// static pages hydrate without moving anything; tests/e2e/hydration.spec.ts checks that they do.
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';

const products = JSON.parse(await readFile('fixtures/products.json', 'utf8'));
const byId = (id) => products.find((p) => p.id === id);
const baseContext = {
  website: { id: 'demo-website', timeZone: 'America/New_York', useCLDRMoneyFormat: false },
  storeSettings: {
    currencyCode: 'USD',
    expressCheckout: false,
    variantOptionOrdering: ['Size', 'Color'],
  },
  localizedStrings: {},
};

const PAGES = [
  {
    file: 'product.html',
    title: 'Product: Canvas Tote (sizes, colours, sale, limited stock)',
    itemId: '5f1a00000000000000000003',
    image: 'A canvas tote bag',
    merchandising: {
      scarcityEnabled: true,
      scarcityText: 'Only {quantity} left',
      scarcityShownByDefault: false,
    },
  },
  {
    file: 'product-digital.html',
    title: 'Product: Field Guide (digital)',
    itemId: '5f1a00000000000000000004',
    image: 'A field guide cover',
  },
  {
    file: 'product-service.html',
    title: 'Product: Studio Session (service)',
    itemId: '5f1a00000000000000000006',
    image: 'A photo studio',
  },
  {
    file: 'subscription.html',
    title: 'Subscription: Weekly Coffee Beans',
    itemId: '5f1a00000000000000000008',
    image: 'A bag of coffee beans',
  },
  {
    file: 'gift-card.html',
    title: 'Gift card: choose a value',
    itemId: '5f1a00000000000000000007',
    image: 'A gift card',
  },
  {
    file: 'express-checkout.html',
    title: 'Express checkout: Ceramic Mug',
    itemId: '5f1a00000000000000000001',
    image: 'A speckled ceramic mug',
    storeSettings: { expressCheckout: true },
  },
];

const PILL =
  '<sq-pill-cart><a class="sq-pill-cart sq-cart--empty" href="/cart" hidden><svg class="sq-pill-cart__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2" fill="none" stroke="currentColor" stroke-width="1.8"></path><circle cx="9" cy="19" r="1.5" fill="currentColor"></circle><circle cx="17" cy="19" r="1.5" fill="currentColor"></circle></svg><span class="sq-pill-cart__quantity" aria-hidden="true">0</span><span class="sq-visually-hidden">0 items in cart</span></a><span class="sq-visually-hidden" role="status"></span></sq-pill-cart>';

function contextOf(page) {
  const product = byId(page.itemId);
  return {
    ...baseContext,
    storeSettings: { ...baseContext.storeSettings, ...page.storeSettings },
    products: { [product.id]: product },
    merchandising: page.merchandising ? { [product.id]: page.merchandising } : {},
  };
}

function html(page, context, elementMarkup) {
  const product = byId(page.itemId);
  const json = JSON.stringify(context, null, 2).replaceAll('\n', '\n    ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${page.title}</title>
  <link rel="stylesheet" href="/demo-pages/demo.css">
  <script type="application/json" id="sq-context">
    ${json}
  </script>
</head>
<body>
  <header><a href="/">Demo Store</a></header>
  <main>
    <article class="product">
      <div class="product__image" role="img" aria-label="${page.image}"></div>
      <div>
        <h1 class="product__title">${product.title}</h1>
        <sq-add-to-cart item-id="${product.id}">${elementMarkup}</sq-add-to-cart>
      </div>
    </article>
  </main>
  ${PILL}
  <script src="/sq-storefront.js"></script>
</body>
</html>
`;
}

const bundle = await readFile('dist/sq-storefront.js', 'utf8');
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const page of PAGES) {
    const context = contextOf(page);
    const tab = await browser.newPage();
    const draft = html(page, context, '');
    await tab.route('http://demo.localhost/**', (route) =>
      route.request().url().endsWith('.js')
        ? route.fulfill({ contentType: 'text/javascript', body: bundle })
        : route.fulfill({ contentType: 'text/html', body: draft }),
    );
    await tab.goto('http://demo.localhost/page.html');
    await tab.waitForSelector('sq-add-to-cart[data-hydrated]');
    const markup = await tab.evaluate(() => document.querySelector('sq-add-to-cart').innerHTML);
    await tab.close();
    await writeFile(`demo-pages/${page.file}`, html(page, context, markup));
    console.log(`wrote demo-pages/${page.file}`);
  }
} finally {
  await browser.close();
}
