/** Platform limits and fixed lists of spec §9 (checklist B-16 to B-22). */
export const MAX_BLOCKS_PER_LAYOUT = 60;
export const MAX_TRACKS_IN_ALBUM = 60;
export const MAX_ITEMS_IN_USER_ORDERABLE_COLLECTION = 250;
export const MAX_PRODUCTS_IN_COLLECTION = 200;
export const NESTED_CATEGORIES_LIMIT = 10_000;
export const MAX_TAG_LENGTH = 50;
export const MAX_CATEGORY_LENGTH = 25;
export const MAX_SMUGMUG_GALLERY_COUNT = 20;
export const MAX_SMUGMUG_GALLERY_SIZE = 50;
export const DEFAULT_SLIDER_ASPECT_RATIO = 50;

/** Viewport breakpoints: no overlap and no gap between 432 and 433 px (B-19). */
export const MOBILE_MAX_WIDTH_PX = 432;
export const DESKTOP_MIN_WIDTH_PX = 433;

/** For size limits and their messages; the image-bytes template formatter uses 1024 (B-20). */
export const BYTES_PER_MB = 1_000_000;

export const US_TERRITORIES = ['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM'] as const;

export const DEFAULT_LOCALE = 'en';
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** Email length bounds (spec §9). */
export const EMAIL_LENGTH = { MIN: 3, MAX: 256 } as const;
export const URL_MAX_LENGTH = 2083;
export const QUERY_STRING_LIMITS = { DEPTH: 5, ARRAY_LIMIT: 20, PARAMETER_LIMIT: 1000 } as const;
export const MAX_PARTIAL_DEPTH = 16;

/** Session recording needs "more than 2 cores" (spec §9): at least 3. */
export const SESSION_RECORDING_MIN_CORES = 3;

/** Error reporter limits (spec §9). */
export const ERROR_REPORTER = {
  MAX_REPORTS_PER_PAGE: 20,
  MAX_QUEUED: 10,
  MAX_STACK_LENGTH: 5000,
} as const;
