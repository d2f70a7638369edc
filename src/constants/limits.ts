/**
 * The platform's limits: lengths of text, how much a layout or a collection holds, and the
 * defaults that go with them.
 */

/** An email address is 3 to 256 characters long. */
export const EMAIL_LENGTH = { MIN: 3, MAX: 256 } as const;

/** The longest URL the platform takes, in characters: 2083 is valid, 2084 is not [D-09]. */
export const URL_MAX_LENGTH = 2083;

/** How much a layout or a collection holds at most [B-16]. */
export const LAYOUT_LIMITS = /* @__PURE__ */ Object.freeze({
  /** Blocks in one layout. */
  BLOCKS_PER_LAYOUT: 60,
  /** Tracks in one album. */
  TRACKS_PER_ALBUM: 60,
  /** Items in a collection its owner orders by hand. */
  ITEMS_PER_ORDERABLE_COLLECTION: 250,
  /** Products in one collection. */
  PRODUCTS_PER_COLLECTION: 200,
  /** Nested categories. */
  NESTED_CATEGORIES: 10_000,
} as const);

/** How long a tag or a category may be, in characters, and how many SmugMug galleries [B-17]. */
export const TEXT_LIMITS = /* @__PURE__ */ Object.freeze({
  TAG_LENGTH: 50,
  CATEGORY_LENGTH: 25,
  SMUGMUG_GALLERY_COUNT: 20,
  SMUGMUG_GALLERY_SIZE: 50,
} as const);

/** A slider's aspect ratio unless the site sets one [B-18]. */
export const DEFAULT_SLIDER_ASPECT_RATIO = 50;
