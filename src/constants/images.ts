/** Image constants of spec §9 (checklist Z-01 to Z-07). */

/** srcset widths, smallest first (Z-01). */
export const SRCSET_WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500] as const;

/**
 * Thumbnail choice (Z-02): the first row whose `over` the requested width strictly exceeds gives
 * the width; below all of them, 100w.
 */
export const THUMBNAIL_STEPS = [
  { over: 1000, width: 1500 },
  { over: 750, width: 1000 },
  { over: 500, width: 750 },
  { over: 300, width: 500 },
  { over: 100, width: 300 },
] as const;
export const THUMBNAIL_MIN_WIDTH = 100;

export const DEFAULT_FOCAL_POINT = { x: 0.5, y: 0.5 } as const;

/** Alt text taken from an image's body is cut to this many characters (Z-04). */
export const ALT_TEXT_MAX_LENGTH = 1000;

/** A colour above half of 0xFFFFFF is light, otherwise dark (Z-05). */
export const LIGHT_COLOR_THRESHOLD = 0xffffff / 2;

/** The image-bytes template formatter counts in 1024s; limits use BYTES_PER_MB instead (B-20). */
export const IMAGE_BYTES_BASE = 1024;
