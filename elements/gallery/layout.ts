import type { GallerySettings } from '../../src/content/gallery-settings';
import { aspectRatioValue } from '../../src/content/gallery-settings';
import { gallerySizes } from '../../src/content/images';
import type { GalleryParts } from './parts';
import { setAttributeUntil, type Undo } from './undo';

/**
 * The layout custom properties the page writes on the gallery's list, so the gallery's CSS
 * (styles.ts) lays it out before any script: `--sq-gallery-per-row` and `--sq-gallery-padding`
 * for a grid, and `--sq-gallery-ratio`, the width / height every image is cropped to (object-fit:
 * cover), absent for natural ratios: every design's images are cropped to the aspect ratio under
 * auto-crop (its default, square, makes a grid's square thumbnails), and keep their natural ratio
 * without it. The server's gallery page writes the same (server/routes/content-data.ts).
 */
export function layoutProperties(settings: GallerySettings): Record<string, string> {
  const properties: Record<string, string> = {};
  if (settings.design === 'grid') {
    properties['--sq-gallery-per-row'] = String(settings.thumbnailsPerRow ?? 4);
    properties['--sq-gallery-padding'] = `${settings.padding ?? 20}px`;
  }
  if (settings.aspectRatio !== null) {
    properties['--sq-gallery-ratio'] = String(aspectRatioValue(settings.aspectRatio));
  }
  return properties;
}

/**
 * Completes markup that lacks its layout, never changing what the page wrote: a list with none of
 * the layout properties gets them from the settings (a page that forgot them), and an image
 * without `sizes` gets the one the design shows it at. Srcset widths are never touched.
 */
export function completeLayout(parts: GalleryParts, settings: GallerySettings, undo: Undo): void {
  const { list, items } = parts;
  const names = ['--sq-gallery-per-row', '--sq-gallery-padding', '--sq-gallery-ratio'];
  if (names.every((name) => list.style.getPropertyValue(name) === '')) {
    const properties = Object.entries(layoutProperties(settings));
    for (const [name, value] of properties) list.style.setProperty(name, value);
    undo.push(() => {
      for (const [name] of properties) list.style.removeProperty(name);
    });
  }
  const sizes = gallerySizes(settings);
  for (const { image } of items) {
    if (!image.hasAttribute('sizes')) setAttributeUntil(image, 'sizes', sizes, undo);
  }
}
