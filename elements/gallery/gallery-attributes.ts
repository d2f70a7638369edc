import type { GallerySettingName } from '../../src/content/gallery-settings';
import type { AttributeSpec } from '../shared/attributes';

/**
 * The attributes `<sq-gallery>` reads: one per gallery setting, by the spec's name. HTML lowercases
 * attribute names, so `lightboxTheme` is read as `lightboxtheme` (any case in the markup does).
 * Each attribute is taken as written (its text, or null when absent): the one settings normaliser
 * (src/content/gallery-settings.ts) decides what it means, so the element never refuses a value;
 * listing them makes a change of any of them rebind the element.
 */
const SETTING_NAMES: readonly GallerySettingName[] = [
  'design',
  'autoplay',
  'autoplay-duration',
  'controls',
  'auto-crop',
  'aspect-ratio',
  'square-thumbs',
  'thumbnails',
  'thumbnail-strip-height',
  'thumbnail-strip-margin',
  'show-meta-basic',
  'show-meta',
  'show-meta-only-title',
  'meta-position',
  'show-meta-on-hover',
  'active-alignment',
  'thumbnails-per-row',
  'padding',
  'lightbox',
  'lightboxTheme',
  'max-width',
  'newWindow',
  'transparentBackground',
];

const asWritten: AttributeSpec<string | null> = { parse: (raw) => ({ ok: true, value: raw }) };

/** The attribute specs for defineLightElement, keyed by the lowercased attribute name. */
export const GALLERY_ATTRIBUTES: Record<string, AttributeSpec<string | null>> = Object.fromEntries(
  SETTING_NAMES.map((name) => [name.toLowerCase(), asWritten]),
);

/** The parsed attributes as the normaliser's raw options, by the spec's names; absent ones left out. */
export function rawGalleryOptions(
  attributes: Readonly<Record<string, string | null>>,
): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const name of SETTING_NAMES) {
    const value = attributes[name.toLowerCase()];
    if (value !== null && value !== undefined) raw[name] = value;
  }
  return raw;
}
