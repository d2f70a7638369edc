/**
 * Realistic page data for the "pages" differential family: a website, its settings, a store
 * collection with products of every type, a blog, events, a gallery and a cart. Every builder
 * returns a fresh object and takes overrides, so cases can vary one field at a time.
 * All names, ids, prices and texts are our own.
 */

type Json = Record<string, unknown>;

/** Fixed instants (epoch ms). The differential test runs with now = 1_700_000_000_000. */
export const T = {
  /** 2023-11-02 17:30 UTC */
  published: 1_698_946_200_000,
  /** 2023-10-20 08:05 UTC */
  older: 1_697_789_100_000,
  /** 2024-03-09 18:00 UTC, a Saturday evening */
  concertStart: 1_710_007_200_000,
  /** 2024-03-09 21:30 UTC, the same day */
  concertEnd: 1_710_019_800_000,
  /** 2024-06-14 16:00 UTC */
  festivalStart: 1_718_380_800_000,
  /** 2024-06-16 22:00 UTC, two days later */
  festivalEnd: 1_718_575_200_000,
  /** 2023-12-31 23:30 UTC, ends after midnight UTC */
  nyeStart: 1_704_065_400_000,
  /** 2024-01-01 01:30 UTC */
  nyeEnd: 1_704_072_600_000,
} as const;

export function website(over: Json = {}): Json {
  return {
    id: 'site-4410',
    identifier: 'harbor-goods',
    siteTitle: 'Harbor Goods & Co.',
    siteTagLine: 'Small-batch things from the coast',
    baseUrl: 'https://harbor-goods.example',
    authenticUrl: 'https://harbor-goods.example',
    timeZone: 'America/Los_Angeles',
    language: 'en-US',
    shareButtonOptions: { facebook: true, twitter: true, pinterest: true },
    socialAccounts: [
      {
        serviceName: 'instagram',
        profileUrl: 'https://instagram.example/harbor',
        userName: 'harbor',
      },
      {
        serviceName: 'twitter',
        profileUrl: 'https://twitter.example/harborgoods',
        userName: 'harborgoods',
      },
    ],
    ...over,
  };
}

export function websiteSettings(over: Json = {}): Json {
  return {
    commentsEnabled: true,
    disqusShortName: '',
    simpleLikingEnabled: true,
    storeSettings: {
      multipleQuantityAllowedForServices: true,
      merchandisingSettings: { restockNotificationsSuccessText: 'We will let you know.' },
    },
    ...over,
  };
}

export const localizedStrings = (over: Json = {}): Json => ({
  productAddToCartText: 'Add To Cart',
  productQuickViewText: 'Quick View',
  productSoldOutText: 'sold out',
  productSaleText: 'sale',
  productQuantityInputLabel: 'Quantity',
  ...over,
});

export const featureFlags = (over: Json = {}): Json => ({
  useCLDRMoneyFormat: false,
  commerceRestockNotifications: true,
  ...over,
});

/** A money object in both shapes the engines read. */
export function money(value: string, currency = 'USD'): Json {
  return { value, currency, decimalValue: value, currencyCode: currency };
}

export interface VariantSpec {
  sku: string;
  price: string;
  sale?: string;
  stock?: number;
  unlimited?: boolean;
  attributes?: Record<string, string>;
}

export function variant(v: VariantSpec): Json {
  const cents = (s: string) => Math.round(Number(s) * 100);
  const attributes = v.attributes ?? {};
  return {
    sku: v.sku,
    attributes,
    optionValues: Object.entries(attributes).map(([optionName, value]) => ({ optionName, value })),
    price: cents(v.price),
    priceMoney: money(v.price),
    salePrice: v.sale ? cents(v.sale) : 0,
    salePriceMoney: money(v.sale ?? '0.00'),
    onSale: Boolean(v.sale),
    qtyInStock: v.stock ?? 0,
    unlimited: v.unlimited ?? false,
  };
}

const image = (id: string, file: string, size: string, over: Json = {}): Json => ({
  id,
  assetUrl: `https://images.example/${id}/${file}`,
  originalSize: size,
  mediaFocalPoint: { x: 0.5, y: 0.5 },
  title: '',
  ...over,
});

export interface ProductSpec {
  id: string;
  title: string;
  urlId: string;
  productType: number;
  variants: Json[];
  over?: Json;
  content?: Json;
}

export function product(p: ProductSpec): Json {
  return {
    id: p.id,
    collectionId: 'col-shop',
    recordType: 11,
    title: p.title,
    urlId: p.urlId,
    fullUrl: `/shop/p/${p.urlId}`,
    addedOn: T.older,
    publishOn: T.older,
    starred: false,
    tags: ['coast'],
    categories: ['Home'],
    excerpt: `<p>${p.title} made by hand.</p>`,
    assetUrl: `https://images.example/${p.id}/main.jpg`,
    originalSize: '1200x1500',
    mediaFocalPoint: { x: 0.5, y: 0.4 },
    items: [
      image(`${p.id}-a`, 'front.jpg', '1200x1500', { title: `${p.title}, front` }),
      image(`${p.id}-b`, 'side.jpg', '1500x1200', { mediaFocalPoint: { x: 0.3, y: 0.6 } }),
    ],
    structuredContent: {
      productType: p.productType,
      variants: p.variants,
      variantOptionOrdering: [
        ...new Set(p.variants.flatMap((v) => Object.keys(v.attributes ?? {}))),
      ],
      isSubscribable: false,
      ...p.content,
    },
    ...p.over,
  };
}

/** A physical product with two sizes and two colors, one variant on sale. */
export const mug = (over: Json = {}, content: Json = {}): Json =>
  product({
    id: 'prod-mug',
    title: 'Tide Mug',
    urlId: 'tide-mug',
    productType: 1,
    variants: [
      variant({
        sku: 'MUG-S-BL',
        price: '24.00',
        stock: 12,
        attributes: { Size: 'Small', Color: 'Blue' },
      }),
      variant({
        sku: 'MUG-L-BL',
        price: '28.00',
        sale: '22.50',
        stock: 3,
        attributes: { Size: 'Large', Color: 'Blue' },
      }),
      variant({
        sku: 'MUG-S-SD',
        price: '24.00',
        stock: 0,
        attributes: { Size: 'Small', Color: 'Sand' },
      }),
    ],
    over,
    content,
  });

/** A physical product with a single variant, sold out. */
export const lamp = (over: Json = {}, content: Json = {}): Json =>
  product({
    id: 'prod-lamp',
    title: 'Driftwood <Lamp> & Shade',
    urlId: 'driftwood-lamp',
    productType: 1,
    variants: [variant({ sku: 'LAMP-1', price: '140.00', stock: 0 })],
    over: { categories: ['Home', 'Lighting'], tags: ['wood', 'light'], ...over },
    content,
  });

/** A digital product (a pattern download). */
export const pattern = (over: Json = {}, content: Json = {}): Json =>
  product({
    id: 'prod-pattern',
    title: 'Knot Pattern (PDF)',
    urlId: 'knot-pattern',
    productType: 2,
    variants: [variant({ sku: 'PAT-1', price: '9.00', unlimited: true })],
    over: { categories: ['Patterns'], tags: [], ...over },
    content,
  });

/** A service (a workshop seat) with unlimited seats. */
export const workshop = (over: Json = {}, content: Json = {}): Json =>
  product({
    id: 'prod-workshop',
    title: 'Weaving Workshop',
    urlId: 'weaving-workshop',
    productType: 3,
    variants: [
      variant({
        sku: 'WS-AM',
        price: '65.00',
        unlimited: true,
        attributes: { Session: 'Morning' },
      }),
      variant({
        sku: 'WS-PM',
        price: '75.00',
        sale: '60.00',
        unlimited: true,
        attributes: { Session: 'Evening' },
      }),
    ],
    over: { categories: ['Classes'], tags: ['in person'], ...over },
    content,
  });

/** A gift card with three values. */
export const giftCard = (over: Json = {}, content: Json = {}): Json =>
  product({
    id: 'prod-gift',
    title: 'Gift Card',
    urlId: 'gift-card',
    productType: 4,
    variants: [
      variant({ sku: 'GC-25', price: '25.00', unlimited: true, attributes: { Value: '$25' } }),
      variant({ sku: 'GC-50', price: '50.00', unlimited: true, attributes: { Value: '$50' } }),
      variant({ sku: 'GC-100', price: '100.00', unlimited: true, attributes: { Value: '$100' } }),
    ],
    over: { categories: [], tags: [], ...over },
    content,
  });

/** A subscribable physical product (coffee every 2 weeks, 6 deliveries). */
export const coffee = (over: Json = {}, content: Json = {}): Json =>
  product({
    id: 'prod-coffee',
    title: 'Harbor Roast Subscription',
    urlId: 'harbor-roast',
    productType: 1,
    variants: [variant({ sku: 'COF-1', price: '18.00', stock: 40 })],
    over: { categories: ['Pantry'], tags: ['coffee'], ...over },
    content: {
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 6 },
      ...content,
    },
  });

export const allProducts = (): Json[] => [
  mug(),
  lamp(),
  pattern(),
  workshop(),
  giftCard(),
  coffee(),
];

export function collection(over: Json = {}): Json {
  return {
    id: 'col-shop',
    title: 'Shop',
    urlId: 'shop',
    fullUrl: '/shop',
    type: 13,
    typeName: 'products',
    ordering: 3,
    folder: false,
    itemCount: 6,
    categories: ['Classes', 'Home', 'Lighting', 'Pantry', 'Patterns'],
    tags: ['coast', 'coffee', 'in person', 'light', 'wood'],
    ...over,
  };
}

/** Per-product merchandising: scarcity on the mug, restock sign-up on the lamp. */
export const merchandising = (over: Json = {}): Json => ({
  'prod-mug': {
    scarcityEnabled: true,
    scarcityText: 'Only {quantity} left',
    scarcityTemplateViews: ['product-detail', 'products-list'],
    scarcityShownByDefault: true,
  },
  'prod-lamp': {
    customSoldOutText: 'Back in spring',
    restockNotificationViews: ['product-detail'],
    restockNotificationMessages: {
      buttonText: 'Notify me',
      CTAText: 'Tell me when it is back',
      placeholderText: 'you@example.org',
      mailingListDescription: 'Also send me the newsletter',
    },
    mailingListSignUpEnabled: true,
    mailingListOptInByDefault: false,
  },
  ...over,
});

/** A page's root object: website, settings, strings, flags, collection and items. */
export function storePage(items: Json[] = allProducts(), over: Json = {}): Json {
  return {
    website: website(),
    websiteSettings: websiteSettings(),
    localizedStrings: localizedStrings(),
    featureFlags: featureFlags(),
    collection: collection({ itemCount: items.length }),
    items,
    pagination: { nextPage: false, pageSize: 20 },
    productMerchandisingContext: merchandising(),
    ...over,
  };
}

export const authors = {
  mara: {
    id: 'au-1',
    displayName: 'Mara Quist',
    firstName: 'Mara',
    lastName: 'Quist',
    bio: 'Weaver.',
  },
  tom: { id: 'au-2', displayName: 'Tom "Tides" Okafor', firstName: 'Tom', lastName: 'Okafor' },
};

export function post(id: string, title: string, over: Json = {}): Json {
  return {
    id,
    collectionId: 'col-journal',
    recordType: 1,
    title,
    urlId: id,
    fullUrl: `/journal/${id}`,
    addedOn: T.published,
    publishOn: T.published,
    updatedOn: T.published,
    author: authors.mara,
    tags: ['weaving', 'notes'],
    categories: ['Studio'],
    excerpt: '<p>A short look at <em>what we made</em> this week.</p>',
    body: '<p>Full text.</p>',
    publicCommentCount: 3,
    commentState: 1,
    likeCount: 7,
    starred: false,
    assetUrl: `https://images.example/${id}/cover.jpg`,
    originalSize: '1600x900',
    mediaFocalPoint: { x: 0.5, y: 0.5 },
    systemDataId: `sd-${id}`,
    systemDataVariants: '300w,500w,750w,1000w,1500w',
    mainImageId: `img-${id}`,
    ...over,
  };
}

export const blogPosts = (): Json[] => [
  post('loom-notes', 'Loom notes: October'),
  post('shore-walk', 'A <b>shore</b> walk & "found" things', {
    author: authors.tom,
    excerpt: '',
    publicCommentCount: 1,
    starred: true,
    tags: [],
    categories: ['Walks', 'Studio'],
  }),
  post('dye-day', 'Dye day', {
    excerpt: '<p> </p>',
    publicCommentCount: 0,
    commentState: 2,
    assetUrl: '',
    mainImageId: '',
    publishOn: T.older,
    addedOn: T.older,
  }),
  post('quote-of-the-week', 'Quote of the week', {
    promotedBlockType: 'quote',
    excerpt: '<blockquote>Make it slowly.</blockquote>',
    publicCommentCount: 12,
    author: null,
  }),
];

export function blogPage(items: Json[] = blogPosts(), over: Json = {}): Json {
  return {
    website: website(),
    websiteSettings: websiteSettings(),
    localizedStrings: localizedStrings(),
    collection: collection({
      id: 'col-journal',
      title: 'Journal',
      urlId: 'journal',
      fullUrl: '/journal',
      type: 1,
      typeName: 'blog',
      itemCount: items.length,
      categories: ['Studio', 'Walks'],
      tags: ['notes', 'weaving'],
    }),
    items,
    pagination: { nextPage: true, nextPageUrl: '/journal?offset=1698946200000', pageSize: 4 },
    ...over,
  };
}

export function event(
  id: string,
  title: string,
  start: number,
  end: number,
  over: Json = {},
): Json {
  return {
    id,
    collectionId: 'col-events',
    recordType: 12,
    title,
    urlId: id,
    fullUrl: `/events/${id}`,
    startDate: start,
    endDate: end,
    addedOn: T.older,
    excerpt: '<p>Join us.</p>',
    tags: ['music'],
    categories: ['Live'],
    location: {
      addressTitle: 'The Net Loft',
      addressLine1: '12 Pier Road',
      addressLine2: 'Port Alder, OR 97000',
      addressCountry: 'United States',
      mapLat: 45.52,
      mapLng: -123.95,
      markerLat: 45.52,
      markerLng: -123.95,
    },
    ...over,
  };
}

export const events = (): Json[] => [
  event('quartet', 'Harbor Quartet', T.concertStart, T.concertEnd),
  event('fest', 'Summer Fair & Market', T.festivalStart, T.festivalEnd, {
    location: { addressTitle: 'Town Green', addressLine1: '', addressLine2: 'Port Alder' },
    excerpt: '',
  }),
  event('nye', 'New Year <Dance>', T.nyeStart, T.nyeEnd, {
    location: {},
    tags: [],
    categories: [],
  }),
];

export function eventsPage(items: Json[] = events(), over: Json = {}): Json {
  return {
    website: website(),
    collection: collection({
      id: 'col-events',
      title: 'Events',
      urlId: 'events',
      fullUrl: '/events',
      type: 1,
      typeName: 'events',
      itemCount: items.length,
      categories: ['Live'],
      tags: ['music'],
    }),
    items,
    upcoming: items,
    past: [],
    ...over,
  };
}

export function galleryImage(id: string, title: string, over: Json = {}): Json {
  return {
    id,
    collectionId: 'col-gallery',
    recordType: 2,
    title,
    body: '',
    urlId: id,
    fullUrl: `/gallery/${id}`,
    assetUrl: `https://images.example/${id}/photo.jpg`,
    originalSize: '2000x1333',
    mediaFocalPoint: { x: 0.5, y: 0.5 },
    systemDataId: `sd-${id}`,
    systemDataVariants: '100w,300w,500w,750w,1000w,1500w,2500w',
    filename: `${id}.jpg`,
    ...over,
  };
}

export const galleryItems = (): Json[] => [
  galleryImage('net-mending', 'Net mending', { mediaFocalPoint: { x: 0.2, y: 0.8 } }),
  galleryImage('boats', 'Boats at rest', {
    body: '<p>Early <strong>morning</strong> light.</p>',
    originalSize: '1333x2000',
  }),
  galleryImage('clip', 'Harbor clip', {
    recordType: 8,
    promotedBlockType: 'video',
    oembed: {
      html: '<iframe src="https://video.example/e/9"></iframe>',
      providerName: 'VideoSite',
    },
  }),
  galleryImage('fog', '', { title: '', mediaFocalPoint: null }),
];

/** Gallery options in the form pages read them (docs: gallery settings). */
export function galleryOptions(over: Json = {}): Json {
  return {
    design: 'grid',
    autoplay: false,
    'autoplay-duration': 5,
    controls: false,
    'auto-crop': true,
    'square-thumbs': true,
    thumbnails: false,
    'show-meta': true,
    'show-meta-on-hover': false,
    'meta-position': 'bottom',
    'active-alignment': 'center',
    'thumbnails-per-row': 4,
    padding: 20,
    lightbox: false,
    ...over,
  };
}

export function galleryPage(items: Json[] = galleryItems(), over: Json = {}): Json {
  return {
    website: website(),
    collection: collection({
      id: 'col-gallery',
      title: 'Gallery',
      urlId: 'gallery',
      fullUrl: '/gallery',
      type: 1,
      typeName: 'gallery',
      itemCount: items.length,
      categories: [],
      tags: [],
    }),
    options: galleryOptions(),
    items,
    ...over,
  };
}

export function cartEntry(item: Json, quantity: number, over: Json = {}): Json {
  const sc = item.structuredContent as Json;
  const first = ((sc.variants as Json[])[0] ?? {}) as Json;
  return {
    id: `entry-${item.id as string}`,
    itemId: item.id,
    sku: first.sku,
    quantity,
    title: item.title,
    fullUrl: item.fullUrl,
    chosenVariant: first,
    unitPrice: first.priceMoney,
    purchasePriceCents: (first.price as number) * quantity,
    ...over,
  };
}

export function cart(
  entries: Json[] = [cartEntry(mug(), 2), cartEntry(pattern(), 1)],
  over: Json = {},
): Json {
  const subtotal = entries.reduce((n, e) => n + ((e.purchasePriceCents as number) || 0), 0);
  return {
    id: 'cart-91',
    entries,
    subtotalCents: subtotal,
    taxCents: Math.round(subtotal * 0.08),
    shippingCostCents: entries.length ? 800 : 0,
    grandTotalCents: entries.length ? subtotal + Math.round(subtotal * 0.08) + 800 : 0,
    subtotal: money((subtotal / 100).toFixed(2)),
    currencyCode: 'USD',
    ...over,
  };
}

export function cartPage(c: Json = cart(), over: Json = {}): Json {
  return {
    website: website(),
    localizedStrings: localizedStrings(),
    featureFlags: featureFlags(),
    cart: c,
    ...over,
  };
}
