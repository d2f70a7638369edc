import { aspectRatioValue, type GallerySettings } from './gallery-settings';

/**
 * The layout custom properties a gallery's list is written with, so the gallery's CSS lays it out
 * before any script runs: `--sq-gallery-per-row` and `--sq-gallery-padding` (in pixels) whenever
 * the settings give them, which the normalised settings do for a grid alone, and
 * `--sq-gallery-ratio`, the width / height every image is cropped to (object-fit: cover) whenever
 * there is an aspect ratio, which is only under auto-crop; without one images keep their natural
 * ratio. The server writes them as the list's style attribute; `<sq-gallery>` sets them on a list
 * written without any of them. In that order, so both write the same text.
 */

/** The layout properties, in the order they are written. */
export const GALLERY_LAYOUT_PROPERTIES = [
  '--sq-gallery-per-row',
  '--sq-gallery-padding',
  '--sq-gallery-ratio',
] as const;

export type GalleryLayoutProperty = (typeof GALLERY_LAYOUT_PROPERTIES)[number];

/** The properties the settings give, each with its CSS value. */
export function galleryLayout(settings: GallerySettings): [GalleryLayoutProperty, string][] {
  const properties: [GalleryLayoutProperty, string][] = [];
  if (settings.thumbnailsPerRow !== null) {
    properties.push(['--sq-gallery-per-row', String(settings.thumbnailsPerRow)]);
  }
  if (settings.padding !== null) properties.push(['--sq-gallery-padding', `${settings.padding}px`]);
  if (settings.aspectRatio !== null) {
    properties.push(['--sq-gallery-ratio', String(aspectRatioValue(settings.aspectRatio))]);
  }
  return properties;
}

/** The properties as a style attribute's text: `name:value`, separated by `;`. */
export const galleryLayoutStyle = (settings: GallerySettings): string =>
  galleryLayout(settings)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
