import { type ResolvedStrings, resolveStringsWith } from '../../src/i18n/strings';
import type { Runtime } from '../../src/runtime/runtime';

/**
 * Every text `<sq-gallery>` shows, with its default. They live in the gallery's chunk, not in the
 * core's catalogue, so a page without a gallery does not carry them; a site overrides any of them
 * through the page context's `localizedStrings`, as it does the core's [C-26].
 */
export const GALLERY_STRINGS = {
  // The carousel's name when the markup gives none.
  galleryLabel: 'Gallery',
  galleryPreviousText: 'Previous',
  galleryNextText: 'Next',
  // The autoplay's button: 'Pause' while it plays, 'Play' once paused.
  galleryPauseText: 'Pause',
  galleryPlayText: 'Play',
  galleryCloseText: 'Close',
  // What the live region says as an image shows, and the lightbox's position line.
  galleryPositionText: 'Image {n} of {count}',
  // The name of a thumbnail's button in a slideshow's strip.
  galleryThumbnailText: 'Show image {n}',
  // The name of the lightbox's dialog.
  galleryLightboxLabel: 'Image viewer',
} as const;

export type GalleryStrings = ResolvedStrings<typeof GALLERY_STRINGS>;

/** The gallery's texts with the site's overrides. */
export function galleryStrings(runtime: Pick<Runtime, 'context'>): GalleryStrings {
  return resolveStringsWith(GALLERY_STRINGS, runtime.context.localizedStrings);
}
