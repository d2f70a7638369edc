/**
 * Differential cases for whole pages: the kind of templates a site's pages and store markup are
 * made of, rendered with realistic data (./page-data). Each template starts with a `{# name}`
 * comment so a failing case names itself. Our own templates and data.
 */
import type { OracleCase } from './case';
import {
  allProducts,
  blogPage,
  blogPosts,
  cart,
  cartEntry,
  cartPage,
  coffee,
  event,
  events,
  eventsPage,
  featureFlags,
  galleryImage,
  galleryItems,
  galleryOptions,
  galleryPage,
  giftCard,
  lamp,
  localizedStrings,
  mug,
  pattern,
  post,
  product,
  storePage,
  T,
  variant,
  website,
  websiteSettings,
  workshop,
} from './page-data';

type Json = Record<string, unknown>;

/** Most pages render with a CLDR instance, as a live site does; `noLocale` pages render without. */
const en = { locale: 'en-US' };
const noLocale = {};

const page = (
  name: string,
  template: string,
  json: unknown,
  partials: Record<string, string> = {},
  options: Record<string, unknown> = en,
): OracleCase => [`{# ${name}}\n${template}`, json, partials, options];

/** A product page root: the item plus the website context around it. */
const productPage = (item: Json, over: Json = {}): Json => ({
  ...storePage([item]),
  item,
  ...over,
});

// ---------------------------------------------------------------------------------------------
// Store

const PRODUCT_DETAIL = `<nav class="breadcrumbs"><a href="{collection.fullUrl}">{collection.title|html}</a> &rsaquo; <span>{item.title|html}</span></nav>
{.section item}
<article id="{id}" class="{@|item-classes}" data-item-id="{id|htmlattr}">
  <div class="product-gallery">
  {.repeated section items}
    <div class="slide" data-index="{@index}">{@|image}
      <img {@|image-meta} />
    </div>
  {.end}
  </div>
  <div class="product-details">
    <h1 class="product-title">{title|html}</h1>
    {@|product-status}
    {@|product-price}
    {.excerpt?}<div class="product-excerpt">{excerpt}</div>{.end}
    {@|variants-select}
    {@|product-scarcity}
    {@|quantity-input}
    {@|add-to-cart-btn}
    {@|product-restock-notification}
    {.if categories}<p class="categories">{.repeated section categories}<a href="/shop?category={@|url-encode}">{@|html}</a>{.alternates with}, {.end}</p>{.end}
    {.section tags}<p class="tags">{.repeated section @}<span class="tag">{@|slugify}</span>{.end}</p>{.end}
    {@|social-button}
  </div>
</article>
{.or}
<p class="empty">This product is not available.</p>
{.end}`;

const PRODUCT_GRID = `<div class="products-grid" data-count="{items|count}">
{.repeated section items}
  <div class="{@|item-classes} grid-item" id="thumb-{urlId}">
    <a href="{fullUrl}" class="product-link">
      <div class="product-image">{.main-image?}{@|image}{.or}<img src="{assetUrl}?format=500w" alt="{title|htmlattr}"/>{.end}</div>
      {@|product-status}
      <div class="product-title">{title|html}</div>
      <div class="product-price">{@|product-price}</div>
      {.on-sale?}<span class="flag">On sale</span>{.end}
      {.sold-out?}<span class="flag soldout">Gone</span>{.or}{.has-variants?}<span class="options">More options</span>{.end}{.end}
      {.varied-prices?}<span class="range">from {@|from-price}</span>{.end}
    </a>
    {@|product-quick-view}
  </div>
{.alternates with}
  {.equal? @index 3}<div class="row-break"></div>{.end}
{.or}
  <p class="empty-collection">No products yet in {collection.title|html}.</p>
{.end}
</div>`;

const LEGACY_PRICES = `<table class="price-sheet">
{.repeated section items}
<tr class="{.odd? @index}odd{.or}even{.end}"><td>{title|html}</td><td>{@|from-price}</td><td>{@|normal-price}</td><td>{@|sale-price}</td><td>{structuredContent.variants|count} variant{structuredContent.variants|count|pluralize}</td></tr>
{.end}
</table>`;

const SUBSCRIPTION = `{.section item}
<section class="subscription-product">
  <h1>{title|html}</h1>
  {@|product-price}
  <div class="plan">{@|subscription-price}</div>
  {@|product-checkout}
  {.if structuredContent.isSubscribable}<p>Billed every {structuredContent.subscriptionPlan.billingPeriod.value} {structuredContent.subscriptionPlan.billingPeriod.unit|capitalize}{structuredContent.subscriptionPlan.billingPeriod.value|pluralize}</p>{.end}
</section>
{.end}`;

const STORE: OracleCase[] = [
  page('product detail: physical with variants', PRODUCT_DETAIL, productPage(mug())),
  page('product detail: no locale', PRODUCT_DETAIL, productPage(mug()), {}, noLocale),
  page('product detail: sold out, html title', PRODUCT_DETAIL, productPage(lamp())),
  page('product detail: digital', PRODUCT_DETAIL, productPage(pattern())),
  page('product detail: service', PRODUCT_DETAIL, productPage(workshop())),
  page('product detail: gift card', PRODUCT_DETAIL, productPage(giftCard())),
  page('product detail: subscription', PRODUCT_DETAIL, productPage(coffee())),
  page('product detail: no item', PRODUCT_DETAIL, storePage([])),
  page(
    'product detail: no share buttons, starred, no tags',
    PRODUCT_DETAIL,
    productPage(mug({ starred: true, tags: [], categories: [] }), {
      website: website({ shareButtonOptions: {} }),
    }),
  ),
  page(
    'product detail: custom strings',
    PRODUCT_DETAIL,
    productPage(lamp(), {
      localizedStrings: localizedStrings({
        productSoldOutText: 'épuisé',
        productSaleText: 'soldes',
      }),
    }),
  ),
  page('product grid: every product type', PRODUCT_GRID, storePage()),
  page('product grid: empty collection', PRODUCT_GRID, storePage([])),
  page('product grid: missing items', PRODUCT_GRID, { collection: { title: 'Sale <now>' } }),
  page('product grid: no locale', PRODUCT_GRID, storePage(), {}, noLocale),
  page(
    'product grid: custom quick view text',
    PRODUCT_GRID,
    storePage([mug(), lamp()], {
      localizedStrings: localizedStrings({ productQuickViewText: 'Peek "inside"' }),
    }),
  ),
  page(
    'product grid: CLDR money',
    PRODUCT_GRID,
    storePage(allProducts(), { featureFlags: featureFlags({ useCLDRMoneyFormat: true }) }),
    {},
    en,
  ),
  page('price sheet: legacy prices', LEGACY_PRICES, storePage()),
  page('subscription product', SUBSCRIPTION, productPage(coffee())),
  page(
    'subscription product: indefinite monthly',
    SUBSCRIPTION,
    productPage(
      coffee(
        {},
        { subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 } },
      ),
    ),
  ),
  page('subscription template on a one-time product', SUBSCRIPTION, productPage(mug())),
];

// ---------------------------------------------------------------------------------------------
// Blog

const BLOG_LIST = `<section class="blog-list" data-collection-id="{collection.id}">
<h1>{collection.title|html}</h1>
{.repeated section items}
<article class="{@|item-classes}" id="article-{id}" data-item-id="{id}">
  {.main-image?}<a href="{fullUrl}" class="image-wrapper">{@|image blog-image}</a>{.end}
  <header>
    <h2><a href="{fullUrl}">{title|html}</a></h2>
    <time datetime="{publishOn|date %F}">{publishOn|date %B %e, %Y}</time>
    {.section author}<span class="author">by {displayName|html}</span>{.end}
  </header>
  {.excerpt?}<div class="excerpt">{excerpt}</div><a class="more" href="{fullUrl}">Read more</a>{.or}<div class="excerpt empty"></div>{.end}
  <footer>
    {.comments?}<a href="{fullUrl}#comments" class="comment-count">{@|comment-count}</a>{.end}
    {@|social-button-inline}
    {.if categories}{.repeated section categories}<a class="category" href="{collection.fullUrl}?category={@|url-encode}">{@}</a>{.alternates with} / {.end}{.end}
  </footer>
</article>
{.alternates with}
<hr/>
{.or}
<p>Nothing has been posted yet.</p>
{.end}
{.section pagination}{.if nextPage}<a class="older" href="{nextPageUrl}">Older posts</a>{.end}{.end}
</section>`;

const BLOG_POST = `{.section item}
<article class="{@|item-classes} blog-post" data-item-id="{id}">
  <h1 class="entry-title">{title|html}</h1>
  <div class="meta">
    <time class="published" datetime="{publishOn|date %Y-%m-%dT%H:%M:%S%z}">{publishOn|date %A, %B %d, %Y at %l:%M %p %Z}</time>
    {.if author.displayName}<a class="author" href="/journal?author={author.id}">{author.displayName|html}</a>{.end}
  </div>
  <div class="body">{body}</div>
  <div class="tags">{.repeated section tags}<a href="/journal?tag={@|url-encode}" rel="tag">#{@|slugify}</a>{.alternates with} {.end}</div>
  {@|like-button}
  {@|social-button}
  {.comments?}{@|comment-link}{.end}
  {@|comments}
</article>
{.end}
<nav class="pagination">
  {.section pagination.prevItem}<a class="prev" href="{fullUrl}">&larr; {title|html|truncate 20}</a>{.end}
  {.section pagination.nextItem}<a class="next" href="{fullUrl}">{title|html|truncate 20} &rarr;</a>{.end}
</nav>`;

const blogPost = (item: Json, over: Json = {}) => ({
  ...blogPage([item]),
  item,
  pagination: {
    prevItem: {
      title: 'An earlier, quite long post title about tides',
      fullUrl: '/journal/earlier',
    },
    nextItem: null,
  },
  ...over,
});

const BLOG: OracleCase[] = [
  page('blog list', BLOG_LIST, blogPage()),
  page('blog list: empty', BLOG_LIST, blogPage([])),
  page(
    'blog list: comments off, no share buttons',
    BLOG_LIST,
    blogPage(blogPosts(), {
      websiteSettings: websiteSettings({ commentsEnabled: false }),
      website: website({ shareButtonOptions: null }),
    }),
  ),
  page(
    'blog list: UTC site, no time zone',
    BLOG_LIST,
    blogPage(blogPosts(), { website: website({ timeZone: undefined }) }),
  ),
  page('blog post', BLOG_POST, blogPost(blogPosts()[0] as Json)),
  page('blog post: html title, no author', BLOG_POST, blogPost(blogPosts()[1] as Json)),
  page(
    'blog post: Tokyo time, comments closed',
    BLOG_POST,
    blogPost(blogPosts()[2] as Json, { website: website({ timeZone: 'Asia/Tokyo' }) }),
  ),
  page(
    'blog post: disqus and likes off',
    BLOG_POST,
    blogPost(blogPosts()[3] as Json, {
      websiteSettings: websiteSettings({ disqusShortName: 'harbor', simpleLikingEnabled: false }),
    }),
  ),
];

// ---------------------------------------------------------------------------------------------
// Events

const EVENT_LIST = `<div class="eventlist eventlist--upcoming">
{.repeated section upcoming}
<article class="eventlist-event {@|item-classes}">
  <div class="eventlist-datetag"><span class="month">{startDate|date %b}</span><span class="day">{startDate|date %e}</span></div>
  <h1 class="eventlist-title"><a href="{fullUrl}">{title|html}</a></h1>
  <ul class="eventlist-meta">
    {.same-day?}
    <li><time>{startDate|date %A, %B %e, %Y}</time> <time>{startDate|date %l:%M %p}</time> &ndash; <time>{endDate|date %l:%M %p}</time></li>
    {.or}
    <li><time>{startDate|date %A, %B %e, %Y %l:%M %p}</time> &ndash; <time>{endDate|date %A, %B %e, %Y %l:%M %p}</time></li>
    {.end}
    {.location?}<li class="address">{location.addressTitle|html}{.if location.addressLine1}, {location.addressLine1}{.end}<a href="https://maps.example/?q={location.mapLat},{location.mapLng}">(map)</a></li>{.or}{.section location}{.if addressTitle}<li class="address">{addressTitle}</li>{.end}{.end}{.end}
    <li><a href="{@|google-calendar-url}" class="gcal">Google Calendar</a></li>
  </ul>
  {.excerpt?}<div class="eventlist-excerpt">{excerpt}</div>{.end}
</article>
{.or}
<p class="eventlist-empty">There are no upcoming events.</p>
{.end}
{.section past}{.repeated section @}<p class="past">{title|html} ({startDate|date %x})</p>{.end}{.end}
</div>`;

const EVENT_DETAIL = `{.section item}
<article class="eventitem">
  <h1>{title|html}</h1>
  <p class="when">{startDate, endDate|datetime-interval}</p>
  <p class="when-long">{startDate|datetime date:full} {startDate|datetime time:short}</p>
  {.same-day?}<p>One evening only.</p>{.or}<p>{startDate|datetime date:medium} to {endDate|datetime date:medium}</p>{.end}
  <p class="from-now">{startDate|relative-time}</p>
  {.location?}<div class="map" data-lat="{location.mapLat}" data-lng="{location.mapLng}"></div>{.end}
  <a href="{@|google-calendar-url}">Add to calendar</a>
</article>
{.end}`;

const EVENTS: OracleCase[] = [
  page('event list: upcoming', EVENT_LIST, eventsPage()),
  page(
    'event list: none upcoming, some past',
    EVENT_LIST,
    eventsPage([], { past: eventsPage().items }),
  ),
  page(
    'event list: Berlin time, an event with broken dates',
    EVENT_LIST,
    eventsPage(
      [
        event('talk', 'Talk', T.concertStart, T.concertStart),
        event('broken', 'No dates', 0, 0, { startDate: null, endDate: 'soon', location: null }),
      ],
      { website: website({ timeZone: 'Europe/Berlin' }) },
    ),
  ),
  page(
    'event list: Berlin time, zero-length event',
    EVENT_LIST,
    eventsPage([event('talk', 'Talk', T.concertStart, T.concertStart)], {
      website: website({ timeZone: 'Europe/Berlin' }),
    }),
  ),
  page('event detail: same day', EVENT_DETAIL, { ...eventsPage(), item: events()[0] }),
  page(
    'event detail: festival',
    EVENT_DETAIL,
    { website: website(), item: event('fest', 'Summer Fair', T.festivalStart, T.festivalEnd) },
    {},
    en,
  ),
  page(
    'event detail: midnight crossing',
    EVENT_DETAIL,
    { website: website(), item: event('nye', 'NYE', T.nyeStart, T.nyeEnd, { location: {} }) },
    {},
    en,
  ),
];

// ---------------------------------------------------------------------------------------------
// Gallery

const GALLERY = `<div class="gallery {.gallery-design-grid?}gallery-grid{.or gallery-design-slideshow?}gallery-slideshow{.or gallery-design-slider?}gallery-slider{.or}gallery-stacked{.end}"
  data-autoplay="{.gallery-autoplay?}true{.or}false{.end}" data-lightbox="{.gallery-lightbox?}on{.or}off{.end}">
{.gallery-meta?}<div class="gallery-controls">{.gallery-controls?}<a class="prev">&lsaquo;</a><a class="next">&rsaquo;</a>{.end}</div>{.end}
{.repeated section items}
  <div class="slide {.video?}video-slide{.or}image-slide{.end}" data-slide-index="{@index0}">
    {.video?}{@|video}{.or}<img {@|image-meta}{@|image-srcset} />{.end}
    {.gallery-show-meta?}
    <div class="meta {.gallery-meta-position-bottom?}bottom{.or gallery-meta-position-top?}top{.or gallery-meta-position-center?}center{.or}corner{.end}">
      {.if title}<h3>{title|html}</h3>{.end}{.if body}<div class="body">{body|safe}</div>{.end}
    </div>
    {.end}
  </div>
{.or}
  <p class="empty">This gallery is empty.</p>
{.end}
{.gallery-thumbnails?}<div class="thumbnails {.gallery-square-thumbs?}square{.end}">{.repeated section items}<img data-src="{assetUrl}" data-image-dimensions="{originalSize}" data-image-focal-point="{mediaFocalPoint.x},{mediaFocalPoint.y}" alt="{title|htmlattr}"/>{.end}</div>{.end}
<div class="align-{.gallery-active-alignment-left?}left{.or gallery-active-alignment-right?}right{.or}center{.end}"></div>
</div>`;

/** Option sets a gallery page is rendered with. */
const GALLERY_LOOKS: [string, Json][] = [
  ['grid', galleryOptions()],
  [
    'slideshow with controls and thumbnails',
    galleryOptions({
      design: 'slideshow',
      autoplay: 'true',
      controls: true,
      thumbnails: true,
      'meta-position': 'top',
      'active-alignment': 'left',
      lightbox: 1,
    }),
  ],
  [
    'slider, meta hidden, center',
    galleryOptions({
      design: 'slider',
      'show-meta': false,
      'meta-position': 'center',
      'active-alignment': 'right',
      'square-thumbs': 'false',
      thumbnails: 'true',
    }),
  ],
];

const GALLERY_CASES: OracleCase[] = [
  ...GALLERY_LOOKS.map(([look, options]) =>
    page(`gallery: ${look}`, GALLERY, galleryPage(galleryItems(), { options })),
  ),
  page(
    'gallery: stacked, empty',
    GALLERY,
    galleryPage([], { options: galleryOptions({ design: 'stacked' }) }),
  ),
  page('gallery: no options at all', GALLERY, { items: [galleryImage('only', 'Only one')] }),
];

// ---------------------------------------------------------------------------------------------
// Cart

const CART_SUMMARY = `<div class="cart-summary">
  <a href="{@|cart-url}" class="cart-link">Cart {cart|cart-quantity}</a>
  {.section cart}
  {.repeated section entries}
  <div class="cart-row" data-entry="{id}">
    <a href="{fullUrl}">{title|html}</a>
    <span class="variant">{chosenVariant|variant-descriptor}</span>
    <span class="qty">&times; {quantity}</span>
    <span class="unit">{unitPrice|money}</span>
    <span class="line">{purchasePriceCents|bookkeeper-money-format}</span>
  </div>
  {.or}
  <p class="empty">Your cart is empty.</p>
  {.end}
  <div class="totals">
    <div>Subtotal {subtotalCents|bookkeeper-money-format}</div>
    <div>Tax {taxCents|bookkeeper-money-format}</div>
    <div>Shipping {.if shippingCostCents}{shippingCostCents|bookkeeper-money-format}{.or}free{.end}</div>
    <div class="grand">Total {grandTotalCents|bookkeeper-money-format}</div>
    <div class="legacy">{@|cart-subtotal}</div>
  </div>
  {.end}
</div>`;

const CART: OracleCase[] = [
  page('cart summary', CART_SUMMARY, cartPage()),
  page('cart summary: empty', CART_SUMMARY, cartPage(cart([]))),
  page(
    'cart summary: many entries, gift card and workshop',
    CART_SUMMARY,
    cartPage(
      cart([
        cartEntry(mug(), 1),
        cartEntry(giftCard(), 3),
        cartEntry(workshop(), 2, { title: 'Workshop <evening>' }),
        cartEntry(lamp(), 1, { chosenVariant: {} }),
      ]),
    ),
    {},
    en,
  ),
  page('cart summary: no locale', CART_SUMMARY, cartPage(), {}, noLocale),
  page('cart summary: German locale', CART_SUMMARY, cartPage(), {}, { locale: 'de-DE' }),
];

// ---------------------------------------------------------------------------------------------
// Localized page (i18n formatters with a locale)

const LOCALIZED = `<header class="site-header"><h1>{website.siteTitle|html}</h1></header>
<p class="count">{messages.count|message collection.itemCount}</p>
<p>{.section collection}{messages.inCollection|message itemCount title}{.end}</p>
{.repeated section items}
<div class="row">
  <span class="title">{title|html}</span>
  <span class="price">{structuredContent.variants.0.priceMoney|money}</span>
  <span class="price-code">{structuredContent.variants.0.priceMoney|money style:code}</span>
  <span class="stock">{structuredContent.variants.0.qtyInStock|decimal}</span>
  <span class="added">{addedOn|datetime date:long}</span>
  <span class="age">{addedOn|timesince}</span>
</div>
{.end}
<p class="ratio">{stats.conversion|decimal style:percent maxfrac:1}</p>
<p class="big">{stats.visits|decimal style:short}</p>
<p class="revenue">{stats.revenue|money style:name}</p>
<p class="updated">{stats.updated|datetime medium}</p>`;

const localized = (over: Json = {}) => ({
  ...storePage(),
  stats: {
    conversion: '0.0342',
    visits: 1_284_500,
    revenue: { decimalValue: '12840.5', currencyCode: 'EUR' },
    updated: T.published,
  },
  messages: {
    count: '{0, plural, one {# product} other {# products}}',
    inCollection: '{0, plural, one {# piece} other {# pieces}} in {1}',
  },
  ...over,
});

const LOCALIZED_MESSAGES = `{.section collection}
<p>{messages.count|message itemCount}</p>
{.end}
<p>{messages.cart|message count=cart.count total=cart.total}</p>
<p>{messages.greeting|plural name}</p>`;

const I18N: OracleCase[] = [
  page('localized store page: en-US', LOCALIZED, localized()),
  page('localized store page: fr-FR', LOCALIZED, localized(), {}, { locale: 'fr-FR' }),
  page('localized store page: ja-JP', LOCALIZED, localized(), {}, { locale: 'ja-JP' }),
  page('localized store page: no cldr', LOCALIZED, localized(), {}, noLocale),
  page(
    'localized messages',
    LOCALIZED_MESSAGES,
    {
      collection: { itemCount: 1 },
      name: 'Mara',
      cart: { count: 3, total: 54.5 },
      messages: {
        count: '{0, plural, =0 {No products} one {One product} other {# products}}',
        cart: '{count, plural, one {# item} other {# items}} totalling {total}',
        greeting: 'Hello {0}, welcome back',
      },
    },
    {},
    en,
  ),
];

// ---------------------------------------------------------------------------------------------
// Sections as macros and partials

const MACRO_PAGE = `{.macro product-card}<div class="card" data-id="{id}">
  <h3>{title|html}</h3>{@|product-status}
  <p>{.on-sale?}<s>{@|normal-price}</s> {@|sale-price}{.or}{@|from-price}{.end}</p>
</div>{.end}
{.macro section-title}<h2 class="section-title">{@|html}{.if @args.count} <small>({@args.count})</small>{.end}</h2>{.end}
{collection.title|apply section-title count=3}
<div class="cards">{.repeated section items}{@|apply product-card}{.end}</div>
{.section featured}{@|apply product-card}{.or}<p>No featured product.</p>{.end}`;

const PARTIALS_PAGE = `{@|apply header}
<main>
{.repeated section items}{@|apply card private}{.alternates with}<hr/>{.end}
</main>
{website|apply footer year=2024}`;

const PARTIALS = {
  header: `<header><a href="{website.baseUrl}">{website.siteTitle|html}</a><nav>{.repeated section navigation}<a href="{url}"{.equal? url active} class="active"{.end}>{label}</a>{.end}</nav></header>`,
  card: `<article class="card"><h2>{title|html}</h2><p>{website.siteTitle}</p>{.section author}<p>{displayName}</p>{.end}</article>`,
  footer: `<footer>&copy; {@args.year} {siteTitle|html} &middot; {siteTagLine}{.section socialAccounts}<ul>{.repeated section @}<li><a href="{profileUrl}">{serviceName|capitalize}</a></li>{.end}</ul>{.end}</footer>`,
};

const INCLUDE_PAGE = `{.include defs}
{.macro badge}<span class="badge badge-{@args.kind}">{@|html}</span>{.end}
<h1>{title|apply badge kind=new}</h1>
{.include banner output}
{.include banner}
{.include missing-partial output}
<p>{title|apply nope}</p>`;

const SECTIONS: OracleCase[] = [
  page('macros as page sections', MACRO_PAGE, { ...storePage(), featured: mug() }),
  page('macros: featured missing', MACRO_PAGE, storePage([lamp()])),
  page(
    'partials: header, private cards, footer',
    PARTIALS_PAGE,
    {
      ...blogPage(),
      navigation: [
        { url: '/', label: 'Home' },
        { url: '/journal', label: 'Journal' },
        { url: '/shop', label: 'Shop & more' },
      ],
      active: '/journal',
    },
    PARTIALS,
  ),
  page('partials: empty site', PARTIALS_PAGE, { website: {} }, PARTIALS),
  page(
    'include and missing partials',
    INCLUDE_PAGE,
    { title: 'Spring <drop>', website: website() },
    {
      defs: '{.var @site website.siteTitle}ignored text',
      banner: '<div class="banner">{website.siteTitle|html}</div>',
    },
  ),
];

// ---------------------------------------------------------------------------------------------
// Logic: {.eval}, {.if}, {.var}, {.ctx}

const LOGIC_PAGE = `{.var @first items.0}
{.ctx @shop name=website.siteTitle url=website.baseUrl}
<h1>{@shop.name|html} <a href="{@shop.url}">visit</a></h1>
{.eval @total = 0; @n = 0}
{.eval @total = @total + num(items.0.structuredContent.variants.0.priceMoney.value) + num(items.1.structuredContent.variants.0.priceMoney.value); @n = 2}
{.repeated section items}
  {.eval @price = num(structuredContent.variants.0.priceMoney.value); @total = @total + @price; @n = @n + 1}
  <div class="line{.if starred || structuredContent.variants.0.onSale} highlight{.end}">{@index}. {title|html}: {.eval @price * 1.08} ({.eval @price > 50 && 'premium' || 'standard'}, {.eval @index0 % 2 == 0})</div>
{.end}
<p class="total">{.eval 'Total: ' + @total + ' for ' + @n + ' items'}</p>
<p class="avg">{.eval @n > 0 && @total / @n} {.eval max(@total, 100)} {.eval abs(-@n)} {.eval str(@n) + '/' + bool(@n)}</p>
<p>{.eval @total >= 200}</p>
{.if @first.title && website.siteTitle}<p>First: {@first.title|html}</p>{.or}<p>No first item</p>{.end}
{.if collection.folder || collection.itemCount}<p>{collection.itemCount} items</p>{.end}
{.greaterThan? collection.itemCount 5}<p>Big shop</p>{.or lessThan? collection.itemCount 1}<p>Empty</p>{.or}<p>Small shop</p>{.end}`;

const LOGIC: OracleCase[] = [
  page('logic: totals with eval', LOGIC_PAGE, storePage()),
  page('logic: empty store', LOGIC_PAGE, storePage([])),
  page('logic: eval disabled', LOGIC_PAGE, storePage([mug()]), {}, { enableExpr: false }),
];

// ---------------------------------------------------------------------------------------------
// Search results, navigation, forms, social profile

const SEARCH = `<h1>Results for &ldquo;{query|html}&rdquo;</h1>
<ol class="results">
{.repeated section results}
<li class="result {.store-item?}product{.or event?}event{.or text?}post{.or image?}image{.or}other{.end}">
  <a href="{fullUrl}">{title|html|truncate 30}</a>
  {.store-item?}{@|product-price}{.end}
  {.event?}<time>{startDate|date %b %e}</time>{.end}
  {.text?}{.quote?}<blockquote>{excerpt|safe}</blockquote>{.or}<p>{excerpt|safe|truncate 40}</p>{.end}{.end}
  {.image?}<img {@|image-meta}/>{.end}
  {.external-link?}<a href="{externalLink}" rel="external">&#8599;</a>{.end}
</li>
{.or}
<li class="none">No results for {query|html}.</li>
{.end}
</ol>`;

const NAVIGATION = `<nav class="main-nav">
{.repeated section pages}
  {.folder?}
  <div class="folder"><span>{collection.title|html}</span>
    <ul>{.repeated section children}<li>{.clickable?}<a href="{fullUrl}">{title|html}</a>{.or}<span>{title|html}</span>{.end}{.index?} (index){.end}{.redirect?} &rarr;{.end}</li>{.end}</ul>
  </div>
  {.or collection?}
  <a class="collection{.collection-page?} page{.end}{.collection-template-page?} template{.end}" href="{collection.fullUrl}">{collection.title|html}</a>
  {.or external-link?}
  <a class="external" href="{externalLink}">{title|html}</a>
  {.or}
  <span class="other">{title|html}</span>
  {.end}
{.end}
</nav>`;

const navPages = () => [
  {
    title: 'Shop folder',
    collection: { title: 'Shop & Sale', folder: true, folderBehavior: 1, fullUrl: '/shop' },
    children: [
      {
        title: 'Mugs',
        fullUrl: '/shop/mugs',
        collection: { folder: true, folderBehavior: 1 },
        folderBehavior: 1,
      },
      { title: 'Gone', fullUrl: '/shop/gone', folderBehavior: 2 },
      { title: 'Label', fullUrl: '/shop/label', folderBehavior: 3 },
    ],
  },
  { title: 'About', collection: { title: 'About us', type: 10, fullUrl: '/about' } },
  { title: 'Story', collection: { title: 'Story', type: 7, fullUrl: '/story' } },
  { title: 'Elsewhere', externalLink: 'https://elsewhere.example/' },
  { title: 'Plain <page>' },
];

const FORM_SUMMARY = `<div class="form-summary">
<h2>{form.name|html}</h2>
{.repeated section form.fields}{@|summary-form-field}{.end}
</div>`;

const formFields = () => [
  { type: 'name', rawTitle: 'Name', values: { First: 'Mara', Last: 'Quist' } },
  { type: 'text', rawTitle: 'Message', value: 'See you <soon> & thanks' },
  { type: 'checkbox', rawTitle: 'Interests', values: ['Weaving', 'Dye'] },
  { type: 'date', rawTitle: 'Visit', values: { Month: '3', Day: '9', Year: '2024' } },
  { type: 'phone', rawTitle: 'Phone', values: { Areacode: '555', Prefix: '010', Line: '2030' } },
  {
    type: 'address',
    rawTitle: 'Address',
    values: { Line1: '12 Pier Road', City: 'Port Alder', Country: '' },
  },
  { type: 'time', rawTitle: 'Time', values: { Hour: '7', Minute: '30', Second: '', Ampm: 'PM' } },
  { type: 'likert', rawTitle: 'Ratings', values: { Quality: '2', Price: '-1' } },
  { type: 'email', rawTitle: 'Email', value: '' },
];

const SOCIAL_PROFILE = `<aside class="social">
<p class="bio">{bio|activate-twitter-links}</p>
{website|twitter-follow-button}
{.repeated section website.socialAccounts}<a class="icon-{serviceName}" href="{profileUrl|htmlattr}" title="{userName|htmlattr}">{serviceName|capitalize}</a>{.end}
{.repeated section tweets}<blockquote class="tweet">{text|activate-twitter-links}<time>{createdOn|date %b %e}</time></blockquote>{.end}
</aside>`;

const MISC: OracleCase[] = [
  page('search results: mixed record types', SEARCH, {
    website: website(),
    query: 'tide & <mug>',
    results: [
      mug(),
      post('loom-notes', 'Loom notes: October, with a title long enough to cut'),
      post('q', 'Quote', { promotedBlockType: 'quote', recordType: 1 }),
      event('quartet', 'Harbor Quartet', T.concertStart, T.concertEnd),
      galleryImage('boats', 'Boats'),
      { title: 'Outside link', recordType: 5, externalLink: 'https://outside.example/' },
      { title: 'Unknown kind' },
    ],
  }),
  page('search results: none', SEARCH, { query: '"nothing"', results: [] }),
  page('navigation: folders and collections', NAVIGATION, { pages: navPages() }),
  page('form submission summary', FORM_SUMMARY, {
    form: { name: 'Contact & visit', fields: formFields() },
    localizedStrings: localizedStrings({ productSummaryFormNoAnswerText: 'No answer' }),
  }),
  page('form submission summary: empty', FORM_SUMMARY, { form: { name: 'Empty', fields: [] } }),
  page('social profile', SOCIAL_PROFILE, {
    website: website(),
    bio: 'Weaving on the coast with @mara_q. Follow #harborgoods and see https://harbor-goods.example/journal',
    tweets: [
      {
        text: 'New mugs in the shop https://harbor-goods.example/shop #pottery',
        createdOn: T.published,
      },
      { text: 'Closed today, sorry @everyone', createdOn: T.older },
    ],
  }),
];

// ---------------------------------------------------------------------------------------------
// A page with the mistakes real templates have: unknown formatter, unknown predicate, bad
// expressions, a missing partial and an unclosed block.

const MISTAKES = `<h1>{title|html}</h1>
<p>{price|money-fmt}</p>
{.on-sales?}<span>sale</span>{.or}<span>regular</span>{.end}
{.eval @x = price * 2; @x + }
{.eval round(price)}
{.eval price > 5 ? 1 : 0}
{.eval max()}
{@|apply sidebar}
{.section items}{.repeated section @}<li>{@}</li>{.end}`;

const ERRORS: OracleCase[] = [
  page('template with mistakes', MISTAKES, { title: 'Oops & co', price: 12, items: ['a', 'b'] }),
];

// ---------------------------------------------------------------------------------------------
// More store pages: quick view, order confirmation, sold-out with restock sign-up

const QUICK_VIEW = `{.section item}<div class="quick-view" data-product-id="{id}" role="dialog" aria-label="{title|htmlattr}">
  <div class="qv-image">{.section items.0}<img {@|image-meta}{@|image-srcset}/>{.end}</div>
  <div class="qv-details">
    <h2>{title|html}</h2>
    {@|product-status}{@|product-price}
    {.has-variants?}{@|variants-select}{.end}
    {.if structuredContent.isSubscribable}{@|product-checkout}{.or}{@|quantity-input}{@|add-to-cart-btn}{.end}
    <a class="full-details" href="{fullUrl}">View full details</a>
  </div>
</div>{.end}`;

const ORDER = `<section class="order-confirmation">
<h1>Thank you{.if customer.firstName}, {customer.firstName|html}{.end}!</h1>
<p>Order #{order.id} &middot; {order.createdOn|date %B %e, %Y}</p>
<table>
{.repeated section order.items}
<tr><td>{productName|html}</td><td>{variant|variant-descriptor}</td><td>{quantity} &times; {unitPrice|money}</td><td>{lineCents|bookkeeper-money-format}</td></tr>
{.end}
</table>
<dl>
  <dt>Discount</dt><dd>{order.discountRate|percentage-format} ({order.discountRate|percentage-format trim})</dd>
  <dt>Shipping</dt><dd>{.equal? order.shippingCents 0}Free{.or}{order.shippingCents|bookkeeper-money-format}{.end}</dd>
  <dt>Total</dt><dd>{order.grandTotal|money style:accounting}</dd>
</dl>
{.if order.testMode}<p class="test">This was a test order.</p>{.end}
</section>`;

const order = (over: Json = {}) => ({
  customer: { firstName: 'Ana <b>' },
  order: {
    id: 'A1042',
    createdOn: T.published,
    testMode: false,
    discountRate: '0.125',
    shippingCents: 0,
    grandTotal: { decimalValue: '131.40', currencyCode: 'USD' },
    items: [
      {
        productName: 'Tide Mug',
        quantity: 2,
        unitPrice: { decimalValue: '22.50', currencyCode: 'USD' },
        variant: { optionValues: [{ value: 'Large' }, { value: 'Blue' }] },
        lineCents: 4500,
      },
      {
        productName: 'Knot Pattern (PDF)',
        quantity: 1,
        unitPrice: { decimalValue: '9', currencyCode: 'USD' },
        variant: {},
        lineCents: 900,
      },
    ],
    ...over,
  },
});

const STORE_MORE: OracleCase[] = [
  page('quick view: mug', QUICK_VIEW, productPage(mug())),
  page('quick view: subscription', QUICK_VIEW, productPage(coffee())),
  page('quick view: gift card', QUICK_VIEW, productPage(giftCard())),
  page(
    'quick view: sold out with restock sign-up',
    `${QUICK_VIEW}{item|product-restock-notification}{item|product-scarcity}`,
    productPage(lamp()),
  ),
  page('order confirmation', ORDER, order()),
  page(
    'order confirmation: test order, shipping, euros',
    ORDER,
    {
      ...order({
        testMode: true,
        shippingCents: 1250,
        grandTotal: { decimalValue: '-3.5', currencyCode: 'EUR' },
      }),
      customer: {},
    },
    {},
    { locale: 'de-DE' },
  ),
];

// ---------------------------------------------------------------------------------------------
// Home page: banner, featured products, latest posts and upcoming events as partials

const HOME = `<section class="banner" style="background-color:{banner.color|website-color}" data-weight="{banner.hex|color-weight}">
  <img {banner.image|image-meta}{banner.image|image-color}/>
  <h1>{website.siteTitle|html}</h1><p>{website.siteTagLine|smartypants}</p>
</section>
{.section featured}<section class="featured"><h2>Featured</h2>{.repeated section @}{@|apply product-tile}{.end}</section>{.end}
{.section latest}<section class="latest"><h2>From the journal</h2>{.repeated section @}{@|apply post-teaser}{.end}</section>{.end}
{.section upcoming}<section class="upcoming"><h2>Coming up</h2><ul>{.repeated section @}<li><a href="{fullUrl}">{title|html}</a> <time>{startDate|date %a %b %e}</time>{.same-day?}{.or} (multi-day){.end}</li>{.end}</ul></section>{.end}`;

const HOME_PARTIALS = {
  'product-tile': `<a class="tile {@|item-classes}" href="{fullUrl}"><img {@|image-meta}/><span>{title|html}</span>{@|product-price}</a>`,
  'post-teaser': `<article class="teaser"><h3><a href="{fullUrl}">{title|html}</a></h3>{.excerpt?}{excerpt|safe|truncate 60}{.end}<span>{publicCommentCount|comment-count}</span></article>`,
};

const home = (over: Json = {}) => ({
  website: website(),
  featureFlags: featureFlags(),
  localizedStrings: localizedStrings(),
  banner: {
    color: { hue: 204, saturation: 0.4, lightness: 0.32 },
    hex: '#2a5d7c',
    image: {
      assetUrl: 'https://images.example/banner/harbor.jpg',
      originalSize: '2400x1200',
      mediaFocalPoint: { x: 0.5, y: 0.3 },
      colorData: {
        topLeftAverage: 'a1b2c3',
        topRightAverage: 'b2c3d4',
        bottomLeftAverage: '112233',
        bottomRightAverage: '223344',
        centerAverage: '556677',
        suggestedBgColor: '2a5d7c',
      },
    },
  },
  featured: [mug(), coffee(), lamp()],
  latest: blogPosts().slice(0, 3),
  upcoming: eventsPage().items,
  ...over,
});

const HOME_CASES: OracleCase[] = [
  page('home page', HOME, home(), HOME_PARTIALS),
  page(
    'home page: nothing featured, light banner',
    HOME,
    home({
      featured: [],
      latest: null,
      upcoming: undefined,
      banner: { color: { hue: 40, saturation: 0.9, lightness: 0.85, alpha: 0.5 }, hex: '#f5e6c8' },
    }),
    HOME_PARTIALS,
  ),
  page(
    'home page: partials missing, color out of bounds',
    HOME,
    home({ banner: { color: { hue: 400, saturation: 40, lightness: -1 }, hex: 'zz' } }),
    {},
  ),
];

// ---------------------------------------------------------------------------------------------
// Blog archive and tag cloud: core formatters on page data

const ARCHIVE = `{.var @count items|count}
<h1>Archive <small>{@count} post{@count|pluralize}</small></h1>
{.repeated section items}
  {.var @month publishOn|date %B %Y}
  <h2 class="month">{@month}</h2>
  <p class="entry {@index|cycle first second third}"><a href="{fullUrl|encode-uri}">{title|html}</a> &mdash; {'{0} wrote {1} words'|format author.displayName words}</p>
{.end}
<p class="first-starred">{items|find-first starred|get title|html}</p>
<p class="last-with-excerpt">{items|find-last excerpt|prop title|html}</p>
{.section byId}<p class="lookup">{lookupKey|lookup|get title}</p>{.end}
<script type="application/ld+json">{jsonLd|json}</script>`;

const archive = (items: Json[]) => ({
  items: items.map((it, i) => ({ ...it, words: 300 + i * 125 })),
  byId: { 'loom-notes': { title: 'Loom notes' } },
  lookupKey: 'byId.loom-notes',
  jsonLd: { '@type': 'Blog', name: 'Journal </script><script>', posts: items.length },
});

const TAGS = `<ul class="tag-cloud">
{.repeated section collection.tags}<li><a href="{collection.fullUrl}?tag={@|encode-uri-component}" class="tag-{@|slugify}">{@|html}</a></li>{.end}
</ul>
<ul class="categories">
{.repeated section collection.categories}<li class="{@index|mod 2|cycle even odd}">{@|capitalize}{.equal? @ active} (current){.end}</li>{.alternates with}{.space}{.end}
</ul>
<p>{collection.categories|count} categories, {collection.tags|count} tags; {collection.title|str|encode-space}</p>
<pre>{collection.categories|json-pretty}</pre>`;

const ARCHIVE_CASES: OracleCase[] = [
  page('blog archive', ARCHIVE, archive(blogPosts())),
  page('blog archive: one post', ARCHIVE, archive(blogPosts().slice(2))),
  page('blog archive: empty', ARCHIVE, archive([])),
  page('tag cloud', TAGS, { ...blogPage(), active: 'Walks' }),
  page(
    'tag cloud: odd tags',
    TAGS,
    blogPage([], {
      collection: {
        title: 'Notes  &  bits',
        fullUrl: '/notes',
        tags: ['<script>', 'a b/c', 'é-café', ''],
        categories: ['ßtraße', 'x&y'],
      },
      active: 'x&y',
    }),
  ),
];

// ---------------------------------------------------------------------------------------------
// Media posts: audio, video, image posts, gallery index with cover and child images

const MEDIA_POST = `{.section item}
<article class="{@|item-classes}">
  <h1>{title|html}</h1>
  {.audio?}{@|audio-player}<p>Length {structuredContent.durationMs|humanizeDuration}</p>{.end}
  {.video?}{@|video load-false color-data}{.end}
  {.image?}<figure>{@|image content-image}<figcaption>{body|safe}</figcaption></figure>{.end}
  {.quote?}<blockquote>{excerpt}</blockquote>{.end}
  {.link?}<a href="{externalLink}">{externalLink}</a>{.end}
</article>
{.end}`;

const audioItem = post('episode-4', 'Episode 4: <Nets>', {
  recordType: 7,
  structuredContent: { durationMs: 2_745_000, audioAssetUrl: 'https://audio.example/ep4.mp3' },
});

const GALLERY_INDEX = `<div class="index-page">
{.repeated section collections}
<section class="index-section" id="{urlId}">
  {.section coverImage}<div class="cover" {@|cover-image-meta}></div>{.end}
  <div class="cover-of-parent" {@|cover-image-meta}></div>
  <h2>{title|html}</h2>
  {.child-images?}<div class="thumbs">
    <img {@|child-image-meta}/><img {@|child-image-meta 1}/><img {@|child-image-meta 5}/>
  </div>{.or}<p>No images.</p>{.end}
  {.has-multiple?}<span>{items|count} images</span>{.end}
</section>
{.end}
</div>`;

const albums = () => [
  {
    urlId: 'harbor',
    title: 'Harbor',
    coverImage: galleryImage('cover-h', 'Harbor cover'),
    items: galleryItems(),
    size: 4,
  },
  { urlId: 'empty', title: 'Empty <album>', items: [], size: 0 },
  { urlId: 'one', title: 'One', items: [galleryImage('solo', 'Solo')], size: 1 },
];

/** Album images that also carry a mainImageId (child-images? then holds on either field). */
const withMainImageIds = (items: Json[]) => items.map((i) => ({ ...i, mainImageId: `m-${i.id}` }));

const MEDIA: OracleCase[] = [
  page('media post: audio', MEDIA_POST, { website: website(), item: audioItem }),
  page('media post: video', MEDIA_POST, { website: website(), item: galleryItems()[2] }),
  page('media post: image', MEDIA_POST, { website: website(), item: galleryItems()[1] }),
  page('media post: quote', MEDIA_POST, { website: website(), item: blogPosts()[3] }),
  page('media post: link', MEDIA_POST, {
    item: post('l', 'A link', {
      recordType: 5,
      externalLink: 'https://elsewhere.example/?a=1&b=2',
    }),
  }),
  page('gallery index: covers and child images', GALLERY_INDEX, { collections: albums() }),
  page('gallery index: images with main image ids', GALLERY_INDEX, {
    collections: albums().map((a) => ({ ...a, items: withMainImageIds(a.items) })),
  }),
];

// ---------------------------------------------------------------------------------------------
// Document head: meta tags built from the page

const HEAD = `<head>
<title>{.section item}{title|html} &mdash; {.end}{website.siteTitle|html}</title>
<meta name="description" content="{.section item}{excerpt|safe|truncate 150|htmlattr}{.or}{website.siteTagLine|htmlattr}{.end}"/>
<link rel="canonical" href="{website.baseUrl}{item.fullUrl}"/>
<meta property="og:url" content="{item.fullUrl|AbsUrl}"/>
{.section item}{.main-image?}<meta property="og:image" content="{assetUrl}?format={originalSize|squarespaceThumbnailForWidth}"/>
<meta property="og:image:width" content="{originalSize|width}"/><meta property="og:image:height" content="{originalSize|height}"/>
<meta name="thumb-height" content="{originalSize|resizedHeightForWidth 600}"/>{.end}{.end}
<meta name="twitter:site" content="@{website.socialAccounts.1.userName}"/>
<link rel="alternate" type="application/rss+xml" href="{collection.fullUrl|url-encode}?format=rss"/>
</head>`;

const HEAD_CASES: OracleCase[] = [
  page('document head: blog post', HEAD, {
    ...blogPage(),
    'base-url': 'https://harbor-goods.example',
    item: blogPosts()[0],
  }),
  page('document head: no item', HEAD, {
    ...blogPage(),
    'base-url': 'https://harbor-goods.example',
  }),
  page('document head: product', HEAD, { ...productPage(mug()), 'base-url': '' }),
];

// ---------------------------------------------------------------------------------------------
// Site layout: injected navigation, a recursive menu macro, a wrapper partial around the body

const LAYOUT = `{.inject @nav navigation.json}{.inject @announcement announcement.json}
{.macro menu}<ul class="level-{@args.level}">{.repeated section @}<li{.equal? fullUrl @current} class="active"{.end}><a href="{fullUrl}">{title|html}</a>{.section children}{@|apply menu level=2}{.end}</li>{.end}</ul>{.end}
{.var @current page.fullUrl}
{.section @announcement}<div class="announcement">{text|html} <a href="{link}">{linkText}</a></div>{.end}
<header>{.section @nav}{items|apply menu level=1}{.or}<p>no navigation</p>{.end}</header>
{page|apply wrapper}
<footer>{website.siteTitle|html} &middot; {page.updatedOn|date %Y}</footer>`;

const LAYOUT_PARTIALS = {
  wrapper: `<main class="page page-{urlId|slugify}"><h1>{title|html}</h1>{body}{.section sidebar}{@|apply sidebar}{.end}</main>`,
  sidebar: `<aside>{.repeated section links}<a href="{url|htmlattr}">{label|html}</a>{.alternates with} | {.end}</aside>`,
};

const navTree = () => ({
  items: [
    { title: 'Home', fullUrl: '/' },
    {
      title: 'Shop',
      fullUrl: '/shop',
      children: [
        { title: 'Mugs & Cups', fullUrl: '/shop/mugs' },
        { title: 'Lighting', fullUrl: '/shop/lighting' },
      ],
    },
    { title: 'About <us>', fullUrl: '/about' },
  ],
});

const layoutPage = (over: Json = {}) => ({
  website: website(),
  page: {
    title: 'About <us>',
    urlId: 'About Us',
    fullUrl: '/about',
    updatedOn: T.published,
    body: '<p>We make things by the water.</p>',
    sidebar: {
      links: [
        { url: '/contact?from=about&x="1"', label: 'Contact' },
        { url: '/faq', label: 'FAQ & help' },
      ],
    },
  },
  ...over,
});

const LAYOUTS: OracleCase[] = [
  page('layout: injected navigation and announcement', LAYOUT, layoutPage(), LAYOUT_PARTIALS, {
    locale: 'en-US',
    injects: {
      'navigation.json': navTree(),
      'announcement.json': { text: 'Closed <Monday>', link: '/hours', linkText: 'Hours' },
    },
  }),
  page('layout: nothing injected', LAYOUT, layoutPage(), LAYOUT_PARTIALS),
  page(
    'layout: page without sidebar, shop active',
    LAYOUT,
    layoutPage({ page: { title: 'Shop', urlId: 'shop', fullUrl: '/shop/mugs', body: '' } }),
    LAYOUT_PARTIALS,
    { injects: { 'navigation.json': navTree() } },
  ),
];

// ---------------------------------------------------------------------------------------------
// Cover page made of slices, and an events calendar page

const COVER = `<div class="cover-page {.background-source-video?}bg-video{.or background-source-upload?}bg-image{.or background-source-instagram?}bg-instagram{.or background-source-none?}bg-none{.or}bg-default{.end}">
{.repeated section slices}
  {.current-type? heading}<h1 class="slice-heading">{value|html}</h1>
  {.or current-type? body}<div class="slice-body">{value|safe}</div>
  {.or current-type? image}{.section value}<img {@|image-meta}/>{.end}
  {.or current-type? buttons}<div class="buttons">{.repeated section value}<a class="btn" href="{url}">{label|html}</a>{.end}</div>
  {.or current-type? social-icons}{.repeated section value}<a class="icon-{serviceName}" href="{profileUrl}"></a>{.end}
  {.or current-type? newsletter}<form class="newsletter"><input placeholder="{value.placeholder|htmlattr}"/></form>
  {.or}<!-- slice type {currentType} not shown -->
  {.end}
{.end}
</div>`;

const slices = () => [
  { currentType: 1, value: 'Harbor <Goods>' },
  { currentType: 3, value: '<p>Opening <b>spring</b> 2024.</p>' },
  {
    currentType: 4,
    value: {
      assetUrl: 'https://images.example/cover/sea.jpg',
      originalSize: '1920x1080',
      title: 'Sea',
    },
  },
  {
    currentType: 8,
    value: [
      { url: '/shop', label: 'Shop' },
      { url: '/journal', label: 'Read' },
    ],
  },
  { currentType: 7, value: website().socialAccounts },
  { currentType: 11, value: { placeholder: 'Email "address"' } },
  { currentType: 13, value: {} },
];

const CALENDAR = `{.section collection}<h1>{title|html}</h1>{.end}
{.calendar-view?}<div class="calendar" data-month="{now|date %Y-%m}"></div>{.or}<div class="list">
{.show-past-events?}<h2>Past events</h2>{.repeated section past}<p>{title|html}: {startDate, endDate|datetime-interval yMMMd}</p>{.end}
{.or}<h2>Upcoming</h2>{.repeated section upcoming}<p>{title|html}: {startDate, endDate|datetime-interval skeleton:MMMdjm}{.location?} @ {location.addressTitle}{.end}</p>{.or}<p>Nothing planned.</p>{.end}{.end}
</div>{.end}`;

const PAGES_MORE: OracleCase[] = [
  page('cover page: slices over an uploaded image', COVER, {
    backgroundSource: 1,
    slices: slices(),
  }),
  page('cover page: video background, no slices', COVER, { backgroundSource: 3, slices: [] }),
  page('cover page: instagram background, odd slices', COVER, {
    backgroundSource: 2,
    slices: [{ currentType: 1 }, { currentType: '3', value: 'body as string type' }, null, 5],
  }),
  page('events calendar: list of upcoming', CALENDAR, eventsPage()),
  page(
    'events calendar: past events',
    CALENDAR,
    eventsPage([], { past: events(), showPastOrUpcomingEvents: 'past' }),
  ),
  page(
    'events calendar: calendar view',
    CALENDAR,
    eventsPage(events(), {
      collection: { title: 'Calendar', typeName: 'events', type: 1 },
      calendarView: true,
      now: T.concertStart,
    }),
  ),
  page(
    'events calendar: nothing planned, Spanish',
    CALENDAR,
    eventsPage([]),
    {},
    { locale: 'es-ES' },
  ),
];

// ---------------------------------------------------------------------------------------------
// The same page templates over sparse, broken or hostile data

const bareProduct = (sc: unknown, over: Json = {}): Json => ({
  id: 'prod-bare',
  title: 'Bare <i>item</i>',
  fullUrl: '/shop/p/bare',
  recordType: 11,
  structuredContent: sc,
  ...over,
});

const ODD_DATA: OracleCase[] = [
  page(
    'product grid: sparse products',
    PRODUCT_GRID,
    storePage([
      bareProduct({}),
      bareProduct({ productType: 1, variants: [] }),
      bareProduct({ productType: 1, variants: [{ price: 'n/a', onSale: 'yes' }] }),
      bareProduct(null, { title: null }),
      bareProduct({ productType: 2, variants: [{ priceMoney: { value: '5' } }, {}] }),
    ]),
  ),
  page(
    'product detail: no merchandising, no settings, custom button',
    PRODUCT_DETAIL,
    productPage(
      mug({}, { useCustomAddButtonText: true, customAddButtonText: 'Take <two> & "go"' }),
      { productMerchandisingContext: undefined, websiteSettings: undefined, localizedStrings: {} },
    ),
  ),
  page(
    'product detail: workshop, services single-quantity',
    PRODUCT_DETAIL,
    productPage(workshop(), {
      websiteSettings: websiteSettings({
        storeSettings: { multipleQuantityAllowedForServices: false },
      }),
    }),
  ),
  page(
    'product grid: CLDR money in euros, German',
    PRODUCT_GRID,
    storePage(
      [
        mug({}, {}),
        product({
          id: 'prod-eur',
          title: 'Schale',
          urlId: 'schale',
          productType: 1,
          variants: [
            {
              ...variant({ sku: 'E1', price: '1234.5', stock: 5 }),
              priceMoney: { currency: 'EUR', value: '1234.5' },
            },
          ],
        }),
      ],
      { featureFlags: featureFlags({ useCLDRMoneyFormat: true }) },
    ),
    {},
    { locale: 'de-DE' },
  ),
  page(
    'blog list: posts with missing fields',
    BLOG_LIST,
    blogPage([
      { id: 'x1', title: 'Only a title' },
      {
        id: 'x2',
        title: '<script>alert(1)</script>',
        author: {},
        tags: null,
        categories: 'Studio',
      },
      { id: 'x3', excerpt: '<p>&nbsp;</p>', publicCommentCount: '2', commentState: '1' },
    ]),
  ),
  page(
    'blog post: author and dates missing',
    BLOG_POST,
    blogPost({ id: 'p0', title: 'Untitled & undated', body: '' }, { pagination: {} }),
  ),
  page(
    'cart summary: odd entries',
    CART_SUMMARY,
    cartPage(
      cart([
        { title: 'No price', quantity: '2' },
        { title: 'Negative', quantity: -1, purchasePriceCents: -500 },
        {
          title: 'Float',
          quantity: 1.5,
          purchasePriceCents: 199.5,
          chosenVariant: { optionValues: [{ value: '<x>' }] },
        },
      ]),
    ),
  ),
  page('cart summary: no cart at all', CART_SUMMARY, { website: website() }),
  page(
    'event list: events without locations or end dates',
    EVENT_LIST,
    eventsPage([
      event('a', 'No end', T.concertStart, T.concertStart, {
        endDate: undefined,
        location: undefined,
      }),
      event('b', 'Only lat', T.festivalStart, T.festivalEnd, { location: { mapLat: 1 } }),
    ]),
  ),
];

// ---------------------------------------------------------------------------------------------
// Data a real site gets wrong: an unset time zone, a draft product of undefined type, option
// values stored as plain strings, an unparsable price, an unset banner hue

const FLAWED: OracleCase[] = [
  page('blog post: time zone null', BLOG_POST, {
    ...blogPost(blogPosts()[0] as Json),
    website: website({ timeZone: null }),
  }),
  page(
    'product grid: a draft product of undefined type',
    PRODUCT_GRID,
    storePage([
      mug(),
      product({
        id: 'prod-draft',
        title: 'Draft',
        urlId: 'draft',
        productType: -1,
        variants: [variant({ sku: 'D', price: '10.00', stock: 1 })],
      }),
    ]),
  ),
  page(
    'cart summary: option values as strings',
    CART_SUMMARY,
    cartPage(
      cart([
        cartEntry(mug(), 1, { chosenVariant: { optionValues: ['Large', { value: 'Blue' }] } }),
        cartEntry(pattern(), 2),
      ]),
    ),
  ),
  page(
    'logic: unparsable price',
    LOGIC_PAGE,
    storePage([
      { ...mug(), structuredContent: { variants: [{ priceMoney: { value: 'TBD' } }] } },
      mug(),
    ]),
  ),
  page('home page: banner hue unset', HOME, {
    website: website(),
    banner: { color: { hue: '', saturation: 0.4, lightness: 0.3 }, hex: '#333333' },
  }),
  page('gallery: autoplay given as a huge number', GALLERY, {
    ...galleryPage(),
    options: galleryOptions({ autoplay: 1e21, controls: -1e21, lightbox: 1e20 }),
  }),
];

/** The page templates, for other corpora and benchmarks. */
export const PAGE_TEMPLATES = {
  PRODUCT_DETAIL,
  PRODUCT_GRID,
  QUICK_VIEW,
  BLOG_LIST,
  BLOG_POST,
  EVENT_LIST,
  EVENT_DETAIL,
  GALLERY,
  GALLERY_INDEX,
  CART_SUMMARY,
  HOME,
  LOGIC_PAGE,
};

export const PAGE_CASES: OracleCase[] = [
  ...STORE,
  ...BLOG,
  ...EVENTS,
  ...GALLERY_CASES,
  ...CART,
  ...I18N,
  ...SECTIONS,
  ...LOGIC,
  ...MISC,
  ...ERRORS,
  ...STORE_MORE,
  ...HOME_CASES,
  ...ARCHIVE_CASES,
  ...MEDIA,
  ...HEAD_CASES,
  ...LAYOUTS,
  ...PAGES_MORE,
  ...ODD_DATA,
  ...FLAWED,
];
