import { GALLERY_LAYOUT_PROPERTIES, galleryLayout } from '../../src/content/gallery-layout';
import type { GallerySettings } from '../../src/content/gallery-settings';
import { gallerySizes } from '../../src/content/images';
import { setAttributeUntil, type Undo } from '../shared/define/undo';
import type { GalleryParts } from './parts';

/**
 * Completes markup that lacks its layout, never changing what the page wrote: a list with none of
 * the layout properties gets them from the settings (a page that forgot them; the one rule of
 * src/content/gallery-layout.ts, which the server's gallery page writes too), and an image
 * without `sizes` gets the one the design shows it at. Srcset widths are never touched.
 */
export function completeLayout(parts: GalleryParts, settings: GallerySettings, undo: Undo): void {
  const { list, items } = parts;
  if (GALLERY_LAYOUT_PROPERTIES.every((name) => list.style.getPropertyValue(name) === '')) {
    const properties = galleryLayout(settings);
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
