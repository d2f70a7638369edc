/**
 * The content codes the engine reads on collections, items and blocks: collection types, record
 * types and the block types with a known name. The storefront reads them through
 * `src/constants/content-types.ts`, so every layer compares against the same table.
 */

/** Collection types by the platform's name; 9 and 14 are not used [B-07]. */
export const COLLECTION_TYPE = /* @__PURE__ */ Object.freeze({
  generic: 1,
  subscription: 2,
  twitter: 3,
  foursquare: 4,
  instagram: 5,
  'gallery-block': 6,
  'template-page': 7,
  'splash-page': 8,
  page: 10,
  fivehundredpix: 11,
  flickr: 12,
  products: 13,
  'slide-gallery': 15,
  'slide-album': 16,
  'slide-video': 17,
  'album-block': 18,
} as const);

/** Record types (an item's `recordType`) by the platform's name: 21 codes [B-09]. */
export const RECORD_TYPE = /* @__PURE__ */ Object.freeze({
  text: 1,
  image: 2,
  quote: 4,
  link: 5,
  audio: 7,
  video: 8,
  'store-item': 11,
  event: 12,
  gallery: 14,
  binary: 15,
  'css-asset': 16,
  'tweak-asset': 17,
  'digital-good': 18,
  attachment: 19,
  'wordpress-export': 20,
  'json-export': 21,
  'site-search': 30,
  'active-time': 31,
  tweet: 50,
  checkin: 52,
  kbarticle: 54,
} as const);

/**
 * The block types whose names are known (a block's `blockType`). The platform numbers blocks from
 * 1 to 71; the names of the others are not published, so none is guessed [B-11].
 */
export const BLOCK_TYPE = /* @__PURE__ */ Object.freeze({
  navigation: 1,
  html: 2,
  logo: 3,
  map: 4,
  image: 5,
  accordion: 69,
} as const);
