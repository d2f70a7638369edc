/**
 * Responsive content images, shared by `<sq-gallery>`, the content-page templates' data and the
 * server that makes the files, so all three name the same variants.
 *
 * Rules: a content image is offered at exactly the seven widths 100w, 300w, 500w, 750w, 1000w,
 * 1500w and 2500w, each at `{assetUrl}?format={W}w` [Z-01]; the srcset is written exactly as the
 * template engine's `image-srcset` formatter writes it (entries joined by "," with no space), so a
 * template and the element agree. The `src` is the 750w variant. The focal point is
 * `mediaFocalPoint {x, y}` as CSS object-position percentages; a missing or non-number axis is 0.5
 * and an axis outside 0..1 is clamped [Z-03]. `sizes` follows the layout, never wider than the
 * page's 1200px content: grid, the content width over the images per row; slideshow and stacked,
 * the whole width; slider, a slide of 80% of the width.
 */
import type { GallerySettings } from './gallery-settings';

export const SRCSET_WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500] as const;

/** The variant an `<img>` names in `src` before the browser picks from the srcset. */
export const SRC_WIDTH = 750;

/** The widest a gallery is laid out: the page's content width, in CSS px. */
export const MAX_CONTENT_WIDTH = 1200;

/** A slider's slide, as a share of the gallery's width. */
export const SLIDER_SLIDE_SHARE = 0.8;

/** The URL of one width of an image. */
export const imageVariantUrl = (assetUrl: string, width: number): string =>
  `${assetUrl}?format=${width}w`;

/** The `src` of a content image: its 750w variant. */
export const imageSrc = (assetUrl: string): string => imageVariantUrl(assetUrl, SRC_WIDTH);

/** The `srcset` of a content image: every width, as the engine's `image-srcset` writes it. */
export function imageSrcset(assetUrl: string): string {
  return SRCSET_WIDTHS.map((width) => `${imageVariantUrl(assetUrl, width)} ${width}w`).join(',');
}

/** One axis of a focal point as a percentage: 0.5 unless a finite number, clamped to 0..1. */
function axis(value: unknown): string {
  const share = typeof value === 'number' && Number.isFinite(value) ? value : 0.5;
  const percent = Math.round(Math.min(1, Math.max(0, share)) * 10_000) / 100;
  return `${percent}%`;
}

/** CSS `object-position` of an image's `mediaFocalPoint`; "50% 50%" without one. */
export function focalPointOf(mediaFocalPoint: unknown): string {
  const point =
    typeof mediaFocalPoint === 'object' && mediaFocalPoint !== null
      ? (mediaFocalPoint as { x?: unknown; y?: unknown })
      : {};
  return `${axis(point.x)} ${axis(point.y)}`;
}

/** A `sizes` value: the slot is `share` of the viewport, capped at the content width. */
function cappedSizes(share: number): string {
  const capped = Math.round(MAX_CONTENT_WIDTH * share);
  const viewport = Math.round(100 * share);
  return `(min-width: ${MAX_CONTENT_WIDTH}px) ${capped}px, ${viewport}vw`;
}

/** The `sizes` attribute of a gallery's images for its layout. */
export function gallerySizes(
  settings: Pick<GallerySettings, 'design' | 'thumbnailsPerRow'>,
): string {
  switch (settings.design) {
    case 'grid':
      return cappedSizes(1 / Math.max(1, settings.thumbnailsPerRow ?? 4));
    case 'slider':
      return cappedSizes(SLIDER_SLIDE_SHARE);
    default:
      return cappedSizes(1);
  }
}

/** The longest alt text taken from an image's body [Z-04]. */
const MAX_BODY_ALT = 1000;

/** Text of some HTML: tags become spaces, runs of white space one space. */
export const textOf = (html: string): string =>
  html
    .replace(/<[^>]*(>|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What an image's alt text is chosen from. */
export interface AltSource {
  altText?: string;
  title?: string;
  body?: string;
  filename?: string;
}

/**
 * An image's alt text: its `altText`, else its title, else its body's text (tags dropped, cut to
 * 1000 characters), else its file name [Z-04].
 */
export function imageAlt(image: AltSource): string {
  const altText = image.altText?.trim();
  if (altText) return altText;
  const title = image.title?.trim();
  if (title) return title;
  const body = textOf(image.body ?? '');
  if (body) return Array.from(body).slice(0, MAX_BODY_ALT).join('');
  return image.filename ?? '';
}
