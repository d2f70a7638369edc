/** Content enumerations of spec §3 (checklist B-06 to B-11, B-13, B-25). */
export const BACKGROUND_SOURCE = {
  UNDEFINED: -1,
  UPLOAD: 1,
  INSTAGRAM: 2,
  VIDEO: 3,
  NONE: 4,
} as const;
export type BackgroundSource = (typeof BACKGROUND_SOURCE)[keyof typeof BACKGROUND_SOURCE];

export const COLLECTION_TYPE = {
  GENERIC: 1,
  SUBSCRIPTION: 2,
  TWITTER: 3,
  FOURSQUARE: 4,
  INSTAGRAM: 5,
  GALLERY_BLOCK: 6,
  TEMPLATE_PAGE: 7,
  SPLASH_PAGE: 8,
  PAGE: 10,
  FIVEHUNDREDPIX: 11,
  FLICKR: 12,
  PRODUCTS: 13,
  SLIDE_GALLERY: 15,
  SLIDE_ALBUM: 16,
  SLIDE_VIDEO: 17,
  ALBUM_BLOCK: 18,
} as const;
export type CollectionType = (typeof COLLECTION_TYPE)[keyof typeof COLLECTION_TYPE];

export const FOLDER_BEHAVIOR = { INDEX: 1, REDIRECT: 2, NONE: 3 } as const;
export type FolderBehavior = (typeof FOLDER_BEHAVIOR)[keyof typeof FOLDER_BEHAVIOR];

/** Spec §4: a folder whose behaviour is index or redirect is clickable; none is not. */
export function isClickableFolder(behavior: unknown): boolean {
  return behavior === FOLDER_BEHAVIOR.INDEX || behavior === FOLDER_BEHAVIOR.REDIRECT;
}

export const RECORD_TYPE = {
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  AUDIO: 7,
  VIDEO: 8,
  STORE_ITEM: 11,
  EVENT: 12,
  GALLERY: 14,
  BINARY: 15,
  CSS_ASSET: 16,
  TWEAK_ASSET: 17,
  DIGITAL_GOOD: 18,
  ATTACHMENT: 19,
  WORDPRESS_EXPORT: 20,
  JSON_EXPORT: 21,
  SITE_SEARCH: 30,
  ACTIVE_TIME: 31,
  TWEET: 50,
  CHECKIN: 52,
  KBARTICLE: 54,
} as const;
export type RecordType = (typeof RECORD_TYPE)[keyof typeof RECORD_TYPE];

export const SLICE_TYPE = {
  HEADING: 1,
  BODY: 3,
  IMAGE: 4,
  GALLERY: 5,
  VIDEO: 6,
  SOCIAL_ICONS: 7,
  BUTTONS: 8,
  NAVIGATION: 9,
  CUSTOM_FORM: 10,
  NEWSLETTER: 11,
  ALBUM: 12,
  MAP: 13,
  LOGO: 14,
  ACTION: 15,
  FORM: 16,
  LOCK: 17,
  PASSWORD: 18,
  TWITTER: 19,
} as const;
export type SliceType = (typeof SLICE_TYPE)[keyof typeof SLICE_TYPE];

/** Only the block types the spec names; the full list is not shown (B-11). */
export const BLOCK_TYPE = {
  NAVIGATION: 1,
  HTML: 2,
  LOGO: 3,
  MAP: 4,
  IMAGE: 5,
  ACCORDION: 69,
} as const;
export type KnownBlockType = (typeof BLOCK_TYPE)[keyof typeof BLOCK_TYPE];
export const BLOCK_TYPE_RANGE = { MIN: 1, MAX: 71 } as const;

/** Any integer in the range is a block type, named or not: unnamed ones must still load. */
export function isValidBlockType(code: unknown): code is number {
  return (
    typeof code === 'number' &&
    Number.isInteger(code) &&
    code >= BLOCK_TYPE_RANGE.MIN &&
    code <= BLOCK_TYPE_RANGE.MAX
  );
}

export const CONTENT_STATUS_LABELS = ['Scheduled', 'Needs Review', 'Draft', 'Private'] as const;
export type ContentStatusLabel = (typeof CONTENT_STATUS_LABELS)[number];
export const PAGE_ACCESS_LABEL = 'This page is locked; available only to site members.';

/** Gallery designs (B-25); grid is the default, slider is the carousel. */
export const GALLERY_DESIGNS = ['grid', 'slideshow', 'slider', 'stacked'] as const;
export type GalleryDesign = (typeof GALLERY_DESIGNS)[number];
