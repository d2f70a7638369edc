// Writes the product demo pages: `npm run build && node tests/tools/demo-pages.mjs`; with file
// names after it (`product-de.html`), only those pages.
// Each element's server markup is what the bundle itself renders (taken from Chromium), so the
// static pages hydrate without moving anything; tests/e2e/hydration.spec.ts checks that they do.
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
// The language a page declares for its content's locale (src/i18n/document-language.ts).
import { documentLanguage } from '../../build/document-language.mjs';
// The server's page-data writer (src/html/script-json.ts), as `npm run build` bundles it.
import { scriptSafeJson } from '../../build/script-json.mjs';
// The engine and its locale data, as `npm run build` bundles them (the restock markup page).
import { cldrFor } from '../../dist/template-cldr.mjs';
import { Compiler, Formatters, Predicates } from '../../dist/template-engine.mjs';
import { chromiumLaunchOptions } from '../chromium.mjs';

const products = JSON.parse(await readFile('fixtures/products.json', 'utf8'));
const byId = (id) => products.find((p) => p.id === id);
const forms = JSON.parse(await readFile('fixtures/forms.json', 'utf8'));
const formsById = (id) => forms.find((f) => f.id === id);
// The site and store settings are the reference server's own (fixtures/), so demo pages and the
// server's shop pages show one store.
const baseContext = {
  website: JSON.parse(await readFile('fixtures/website.json', 'utf8')),
  storeSettings: JSON.parse(await readFile('fixtures/store-settings.json', 'utf8')),
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
      scarcityTemplateViews: ['product-page'],
      scarcityShownByDefault: false,
    },
    instalments: {
      afterPayAvailable: true,
      afterPayMin: 3500,
      afterPayMax: 200000,
      shopperLanguage: 'en',
      stripeAccountCountry: 'US',
    },
  },
  {
    file: 'product-sold-out.html',
    title: 'Sold out: Wool Scarf (back-in-stock signup)',
    itemId: '5f1a00000000000000000005',
    image: 'A folded wool scarf',
    restock: true,
    merchandising: {
      restockNotificationViews: ['product-page'],
      mailingListSignUpEnabled: true,
      mailingListOptInByDefault: false,
      restockNotificationMessages: { mailingListDescription: 'Also send me news from the studio' },
    },
  },
  {
    file: 'product-additional-fields.html',
    title: 'Product with a form: Engraved Mug',
    itemId: '5f1a0000000000000000000e',
    image: 'A mug with an engraving',
    formId: 'form-engraving',
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
    file: 'product-service-one-at-a-time.html',
    title: 'Product: Studio Session, one at a time (multiple quantity off)',
    itemId: '5f1a00000000000000000006',
    image: 'A photo studio',
    storeSettings: { multipleQuantityAllowedForServices: false },
  },
  {
    file: 'product-jpy.html',
    title: 'A JPY store: Tenugui Towel',
    itemId: '5f1a0000000000000000000d',
    image: 'A folded cotton towel',
    storeSettings: { currencyCode: 'JPY' },
  },
  // Euro stores whose prices follow the site's locale (website.locale with useCLDRMoneyFormat),
  // each page in its site's language: its own words, and the site's strings for the element's.
  {
    file: 'product-de.html',
    title: 'Euro-Shop auf Deutsch (Preise nach de-DE): Eichenbank',
    itemId: '5f1a00000000000000000010',
    heading: 'Eichenbank',
    image: 'Eine massive Eichenbank',
    home: 'Demo-Shop',
    website: { locale: 'de-DE', useCLDRMoneyFormat: true },
    storeSettings: { currencyCode: 'EUR' },
    localizedStrings: {
      productAddToCartText: 'In den Warenkorb',
      productQuantityInputLabel: 'Menge',
    },
  },
  {
    file: 'product-fr.html',
    title: 'Boutique en euros en français (prix selon fr-FR)\u00a0: Banc en chêne',
    itemId: '5f1a00000000000000000010',
    heading: 'Banc en chêne',
    image: 'Un banc en chêne massif',
    home: 'Boutique de démo',
    website: { locale: 'fr-FR', useCLDRMoneyFormat: true },
    storeSettings: { currencyCode: 'EUR' },
    localizedStrings: {
      productAddToCartText: 'Ajouter au panier',
      productQuantityInputLabel: 'Quantité',
    },
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
    website: { ...baseContext.website, ...page.website },
    storeSettings: { ...baseContext.storeSettings, ...page.storeSettings },
    localizedStrings: { ...baseContext.localizedStrings, ...page.localizedStrings },
    products: { [product.id]: product },
    merchandising: page.merchandising ? { [product.id]: page.merchandising } : {},
    instalments: page.instalments ? { [product.id]: page.instalments } : {},
    featureToggles: { restockNotifications: true },
    forms: page.formId ? { [page.formId]: formsById(page.formId) } : {},
  };
}

/**
 * A demo page: the theme, the page context, the body, and the one script tag; in the language of
 * its site's locale, whose words `home` (the link to the index) must be.
 */
function pageShell(title, context, body, home = 'Demo Store') {
  // Page data is written as a server must, so no text in it can end or escape the script element.
  const json = scriptSafeJson(context, 2).replaceAll('\n', '\n    ');
  const { lang, dir } = documentLanguage(context.website?.locale);
  return `<!doctype html>
<html lang="${lang}"${dir ? ` dir="${dir}"` : ''}>
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <link rel="stylesheet" href="/demo-pages/demo.css">
  <script type="application/json" id="sq-context">
    ${json}
  </script>
</head>
<body>
  <header><a href="/">${home}</a></header>
${body}
  <script src="/sq-storefront.js" defer></script>
</body>
</html>
`;
}

/** Form pages: one custom form each, on a plain content page. */
const FORM_PAGES = [
  {
    file: 'form.html',
    title: 'Form: every field type, captcha, hidden source',
    formId: 'form-contact',
    heading: 'Contact us',
    // The form's section titles are <h3>: the page gives them an <h2> (heading order).
    subheading: 'Send the studio a message',
    // The message's limit and counter, off unless a site turns them on [M-04].
    featureToggles: { textareaMaxLength: true },
  },
  {
    file: 'form-newsletter.html',
    title: 'Form: newsletter with post-submit HTML',
    formId: 'form-newsletter',
    heading: 'Join the newsletter',
  },
  {
    file: 'form-redirect.html',
    title: 'Form: redirect on success',
    formId: 'form-redirect',
    heading: 'Ask a question',
  },
  {
    // The address field's suggestions, switched on by their toggle [W-03].
    file: 'form-address-autocomplete.html',
    title: 'Form: address suggestions (addressAutocomplete toggle)',
    formId: 'form-contact',
    heading: 'Contact us',
    subheading: 'Start typing your address',
    featureToggles: { addressAutocomplete: true },
  },
];

function formHtml(page, markup) {
  const form = formsById(page.formId);
  const context = {
    ...baseContext,
    forms: { [form.id]: form },
    page: { id: `page-${form.id}`, contentSource: 'c', permissionTypeValue: 1 },
    ...(page.featureToggles && { featureToggles: page.featureToggles }),
  };
  return pageShell(
    page.title,
    context,
    `  <main class="content">
    <h1>${page.heading}</h1>${page.subheading ? `\n    <h2>${page.subheading}</h2>` : ''}
    <sq-custom-form form-id="${form.id}">${markup['sq-custom-form'] ?? ''}</sq-custom-form>
  </main>`,
  );
}

/** The instalments page: one pill per market, each inside and outside its range. */
const MARKETS = [
  ['en', 'US'],
  ['en', 'CA'],
  ['fr', 'CA'],
  ['en', 'AU'],
  ['en', 'NZ'],
  ['en', 'GB'],
];
const PRICES = [
  ['in range', '120.00'],
  ['below the minimum', '20.00'],
  ['above the maximum', '2400.00'],
];

function instalmentsPage() {
  const mug = byId('5f1a00000000000000000001');
  const products = {};
  const instalments = {};
  const sections = [];
  for (const [language, country] of MARKETS) {
    const items = PRICES.map(([label, value]) => {
      const id = `demo-${language}-${country}-${label.replaceAll(' ', '-')}`;
      const price = { value, currency: 'USD' };
      const variant = { ...mug.structuredContent.variants[0], priceMoney: price };
      products[id] = {
        ...mug,
        id,
        structuredContent: { ...mug.structuredContent, priceMoney: price, variants: [variant] },
      };
      instalments[id] = {
        afterPayAvailable: true,
        afterPayMin: 3500,
        afterPayMax: 200000,
        shopperLanguage: language,
        stripeAccountCountry: country,
      };
      return { id, label: `$${value}, ${label}` };
    });
    sections.push({ heading: `${language}_${country}`, items });
  }
  return {
    file: 'instalments.html',
    title: 'Instalments: every market, inside and outside the range',
    context: { ...baseContext, products, instalments },
    sections,
  };
}

function instalmentsHtml(page, markupById) {
  const sections = page.sections
    .map(
      (section) => `    <section>
      <h2>${section.heading}</h2>
${section.items
  .map(
    (item) => `      <h3>${item.label}</h3>
      <sq-afterpay-pill item-id="${item.id}">${markupById[item.id]}</sq-afterpay-pill>`,
  )
  .join('\n')}
    </section>`,
    )
    .join('\n');
  return pageShell(
    page.title,
    page.context,
    `  <main>
    <h1>Instalment pills</h1>
${sections}
  </main>`,
  );
}

/**
 * Pages listing several products, each with its own add-to-cart (markup keyed by item id). The
 * shop itself is the server's /shop, rendered from fixtures/templates.
 */
const LIST_PAGES = [
  {
    file: 'custom-cart.html',
    title: 'Custom cart: template cart markers',
    heading: 'A template with its own cart link',
    itemIds: ['01', '02', '03', '04'].map((n) => `5f1a00000000000000000${n.padStart(3, '0')}`),
    header: `<a href="/cart" class="custom-cart" data-sq-custom-cart>Cart: <span data-sq-cart-quantity>0</span> items, <span data-sq-cart-subtotal></span></a>`,
  },
  {
    // The engine's cart markup with no marker: the cart-quantity formatter's span in a header
    // link, and a subtotal by its class. No container, so the pill shows too.
    file: 'engine-cart.html',
    title: "Engine cart markup: a live count and subtotal by the engine's classes",
    heading: 'A template with the engine’s cart count',
    itemIds: ['01', '03'].map((n) => `5f1a00000000000000000${n.padStart(3, '0')}`),
    header: `<a href="/cart" class="custom-cart">Cart (<span class="sqs-cart-quantity">0</span>)</a> <span>Subtotal: <span class="sqs-cart-subtotal"></span></span>${PILL}`,
  },
];

function listHtml(page, markupById) {
  const items = page.itemIds.map(byId);
  const context = {
    ...baseContext,
    products: Object.fromEntries(items.map((p) => [p.id, p])),
    forms: { 'form-engraving': formsById('form-engraving') },
  };
  const cards = items
    .map(
      (product) => `      <li class="shop-item" id="${product.urlSlug}">
        ${
          product.imageUrl
            ? `<img class="shop-item__image" src="${product.imageUrl}" alt="" width="160" height="160">`
            : '<div class="shop-item__image" aria-hidden="true"></div>'
        }
        <h2 class="shop-item__title">${product.title}</h2>
        <sq-add-to-cart item-id="${product.id}">${markupById[product.id] ?? ''}</sq-add-to-cart>
      </li>`,
    )
    .join('\n');
  return pageShell(
    page.title,
    context,
    `${page.header ? `  <nav class="site-nav">${page.header}</nav>\n` : ''}  <main>
    <h1>${page.heading}</h1>
    <ul class="shop">
${cards}
    </ul>
  </main>`,
  );
}

/**
 * Quick views of products the page context lacks: the product-quick-view formatter's buttons, each
 * product fetched from GET /api/commerce/products/{id} when its quick view opens. The buttons take
 * the shop's stylesheet.
 */
const QUICK_VIEW_PAGE = {
  file: 'quick-view.html',
  title: 'Quick view: products fetched when their quick view opens',
  itemIds: ['03', '01', '0e', '05'].map((n) => `5f1a00000000000000000${n.padStart(3, '0')}`),
};

function quickViewHtml(page) {
  const cards = page.itemIds
    .map(byId)
    .map(
      (product) => `      <li class="shop-item">
        <a class="shop-item__link" href="/shop/${product.urlSlug}">
          ${
            product.imageUrl
              ? `<img class="shop-item__image" src="${product.imageUrl}" alt="" width="160" height="160">`
              : '<span class="shop-item__image" aria-hidden="true"></span>'
          }
          <h2 class="shop-item__title">${product.title}</h2>
        </a>
        <span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="${product.id}" data-group="">Quick View</span>
      </li>`,
    )
    .join('\n');
  return pageShell(
    page.title,
    { ...baseContext, products: {} },
    `  <main>
    <h1>Quick view</h1>
    <p>This page's context holds no product: a quick view fetches its product when it opens.</p>
    <ul class="shop" data-sq-view="product-list">
${cards}
    </ul>
  </main>
  ${PILL}`,
  ).replace('</head>', '  <link rel="stylesheet" href="/shop/assets/shop.css">\n</head>');
}

function html(page, context, markup) {
  const product = byId(page.itemId);
  const restock = page.restock
    ? `\n        <sq-restock-signup item-id="${product.id}">${markup['sq-restock-signup'] ?? ''}</sq-restock-signup>`
    : '';
  const pill = page.instalments
    ? `\n        <sq-afterpay-pill item-id="${product.id}">${markup['sq-afterpay-pill'] ?? ''}</sq-afterpay-pill>`
    : '';
  return pageShell(
    page.title,
    context,
    `  <main>
    <article class="product">
      <div class="product__image" role="img" aria-label="${page.image}"></div>
      <div>
        <h1 class="product__title">${page.heading ?? product.title}</h1>
        <sq-add-to-cart item-id="${product.id}">${markup['sq-add-to-cart'] ?? ''}</sq-add-to-cart>${pill}${restock}
      </div>
    </article>
  </main>
  ${PILL}`,
    page.home,
  );
}

/**
 * The engine's back-in-stock markup with no element: the sold-out scarf as a template writes it
 * (price, status, product-restock-notification), rendered by the built engine over the data the
 * reference server gives it (server/routes/shop-restock.ts: one view per sold-out variant, the
 * messages with the bundle's defaults), laid out by the shop's stylesheet (whose add button needs
 * the demo theme's properties, so it is left out). The script binds it
 * (markup/bind-restock-markup.ts); there is nothing to hydrate.
 */
const RESTOCK_MARKUP_PAGE = {
  file: 'restock-markup.html',
  title: 'Template markup: Wool Scarf, sold out (back-in-stock signup without an element)',
  itemId: '5f1a00000000000000000005',
  template: `{.section item}<article class="product shop-product" data-item-id="{id|htmlattr}">
<div class="product__image" role="img" aria-label="{imageAlt|htmlattr}"></div>
<div class="shop-product__details">
<h1 class="product__title">{title|html}</h1>
{@|product-price}
{@|product-status}
{@|product-restock-notification}
</div>
</article>{.end}`,
};

async function restockMarkupHtml(page) {
  const catalogue = JSON.parse(await readFile('fixtures/templates/catalogue.json', 'utf8'));
  const product = byId(page.itemId);
  const words = catalogue.products[product.urlSlug];
  const merchandising = words.merchandising;
  const messages = merchandising.restockNotificationMessages ?? {};
  const engineMerchandising = {
    restockNotificationViews: [{ variantId: 'SQ-SCARF-01', hiddenByDefault: false }],
    restockNotificationMessages: {
      buttonText: messages.buttonText || 'Notify Me',
      CTAText: messages.CTAText || 'Get notified when this product is back in stock.',
      placeholderText: messages.placeholderText || 'Email Address',
      mailingListDescription: messages.mailingListDescription || 'Sign up for our mailing list',
    },
    mailingListSignUpEnabled: merchandising.mailingListSignUpEnabled === true,
    mailingListOptInByDefault: merchandising.mailingListOptInByDefault === true,
  };
  const { ctx, errors } = new Compiler({ formatters: Formatters, predicates: Predicates }).execute({
    code: page.template,
    json: {
      item: { ...product, imageAlt: words.imageAlt },
      website: baseContext.website,
      websiteSettings: { storeSettings: baseContext.storeSettings },
      featureFlags: { useCLDRMoneyFormat: true },
      localizedStrings: {},
      productMerchandisingContext: { [product.id]: engineMerchandising },
    },
    cldr: cldrFor('en-US'),
  });
  if (errors.length) throw new Error(errors.map((e) => e.message).join('\n'));
  const context = {
    ...baseContext,
    products: { [product.id]: product },
    merchandising: { [product.id]: merchandising },
    forms: {},
  };
  const markup = ctx
    .render()
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => `    ${line}`)
    .join('\n');
  return pageShell(page.title, context, `  <main>\n${markup}\n  </main>\n  ${PILL}`).replace(
    '<link rel="stylesheet" href="/demo-pages/demo.css">',
    '$&\n  <link rel="stylesheet" href="/shop/assets/shop.css">',
  );
}

const ELEMENTS = 'sq-add-to-cart, sq-afterpay-pill, sq-restock-signup, sq-custom-form';
/** The pages named on the command line, or every page. */
const only = process.argv.slice(2);
const wanted = (page) => only.length === 0 || only.includes(page.file);
const browser = await chromium.launch(chromiumLaunchOptions);

/** Loads a draft page in Chromium and returns each element's inner HTML once hydrated. */
async function hydratedMarkup(draft, key) {
  const tab = await browser.newPage();
  // The script and the chunks it imports come from dist/ (the script's URL is the chunks' base).
  await tab.route('http://demo.localhost/**', async (route) => {
    const { pathname } = new URL(route.request().url());
    return pathname.endsWith('.js')
      ? route.fulfill({ contentType: 'text/javascript', body: await readFile(`dist${pathname}`) })
      : route.fulfill({ contentType: 'text/html', body: draft });
  });
  await tab.goto('http://demo.localhost/page.html');
  await tab.waitForFunction(
    (selector) =>
      Array.from(document.querySelectorAll(selector)).every((e) => e.hasAttribute('data-hydrated')),
    ELEMENTS,
  );
  const markup = await tab.evaluate(
    ({ by, selector }) =>
      Object.fromEntries(
        Array.from(document.querySelectorAll(selector), (e) => {
          // The captcha provider fills its container after hydration; the server sends it empty.
          const copy = e.cloneNode(true);
          for (const box of copy.querySelectorAll('.sq-captcha-container')) box.replaceChildren();
          return [by === 'tag' ? e.localName : e.getAttribute('item-id'), copy.innerHTML];
        }),
      ),
    { by: key, selector: ELEMENTS },
  );
  await tab.close();
  return markup;
}

try {
  for (const page of PAGES.filter(wanted)) {
    const context = contextOf(page);
    const markup = await hydratedMarkup(html(page, context, {}), 'tag');
    await writeFile(`demo-pages/${page.file}`, html(page, context, markup));
    console.log(`wrote demo-pages/${page.file}`);
  }
  for (const page of FORM_PAGES.filter(wanted)) {
    const markup = await hydratedMarkup(formHtml(page, {}), 'tag');
    await writeFile(`demo-pages/${page.file}`, formHtml(page, markup));
    console.log(`wrote demo-pages/${page.file}`);
  }
  for (const page of LIST_PAGES.filter(wanted)) {
    const markup = await hydratedMarkup(listHtml(page, {}), 'item');
    await writeFile(`demo-pages/${page.file}`, listHtml(page, markup));
    console.log(`wrote demo-pages/${page.file}`);
  }
  if (wanted(QUICK_VIEW_PAGE)) {
    await writeFile(`demo-pages/${QUICK_VIEW_PAGE.file}`, quickViewHtml(QUICK_VIEW_PAGE));
    console.log(`wrote demo-pages/${QUICK_VIEW_PAGE.file}`);
  }
  const page = instalmentsPage();
  if (wanted(page)) {
    const markup = await hydratedMarkup(instalmentsHtml(page, {}), 'item');
    await writeFile(`demo-pages/${page.file}`, instalmentsHtml(page, markup));
    console.log(`wrote demo-pages/${page.file}`);
  }
  if (wanted(RESTOCK_MARKUP_PAGE)) {
    await writeFile(
      `demo-pages/${RESTOCK_MARKUP_PAGE.file}`,
      await restockMarkupHtml(RESTOCK_MARKUP_PAGE),
    );
    console.log(`wrote demo-pages/${RESTOCK_MARKUP_PAGE.file}`);
  }
} finally {
  await browser.close();
}
