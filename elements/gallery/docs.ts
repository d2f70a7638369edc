import type { GallerySettingName } from '../../src/content/gallery-settings';
import type { AttributeSpec } from '../shared/define/attributes';
import type { ElementDocs } from '../shared/define/definition';

/**
 * What the element manifest says of `<sq-gallery>` (see ElementDocs in
 * shared/define/definition.ts); the bundle never imports this file. The attributes are the gallery
 * settings by their lowercased names (gallery-attributes.ts), so each setting needs its sentence
 * here. A setting applies only while its dependency holds, which each sentence says.
 */
export const DOCS: ElementDocs<Record<Lowercase<GallerySettingName>, AttributeSpec<unknown>>> = {
  description:
    'A gallery over its server markup of figures, in four designs (grid, slideshow, slider, stacked), with captions, a lightbox and autoplay. Link `sq-gallery.css` in the page so the markup is laid out before the script comes. A value the settings cannot use is taken as its default or clamped into its range, said once in the console, and the gallery works on.',
  attributes: {
    design:
      'The layout: a grid, a slideshow of one image at a time, a scrolling slider, or images stacked one under another.',
    autoplay:
      'Moves to the next image by itself (slideshow and slider only); pauses on hover, on focus and in the lightbox, never under reduced motion.',
    'autoplay-duration': 'Seconds each image shows while autoplay runs.',
    controls: 'Shows Previous and Next buttons (slideshow and slider).',
    'auto-crop':
      'Crops every image to `aspect-ratio` around its focal point; off, images keep their own shape.',
    'aspect-ratio': 'The shape images are cropped to, with `auto-crop` on.',
    'square-thumbs':
      'Kept with the settings, for a grid only; the spec gives it no visible effect.',
    'thumbnails-per-row': 'The number of columns of a grid.',
    padding: 'The gap between the images of a grid, in pixels.',
    thumbnails: 'Shows a strip of thumbnails under a slideshow.',
    'thumbnail-strip-height': 'The height of the thumbnail strip, in pixels, with `thumbnails` on.',
    'thumbnail-strip-margin':
      'The space above the thumbnail strip, in pixels, with `thumbnails` on.',
    'active-alignment': "Where a slider's current slide sits: at the start, the center or the end.",
    'show-meta-basic': 'Kept with the settings; the spec gives it no visible effect.',
    'show-meta': "Shows each image's caption (title and description) over it.",
    'show-meta-only-title': 'Shows only the title of each caption, with `show-meta` on.',
    'meta-position': 'Where the caption lies over its image, with `show-meta` on.',
    'show-meta-on-hover': 'Shows a caption only on hover or focus, with `show-meta` on.',
    lightbox: 'Makes each image a button that opens it large in a modal dialog.',
    lightboxtheme:
      'The colours of the lightbox, with `lightbox` on (the spec writes the name `lightboxTheme`; HTML ignores the case).',
    'max-width': 'Kept with the settings; the spec gives it no visible effect.',
    newwindow:
      'Kept with the settings (the spec writes `newWindow`); the spec gives it no visible effect.',
    transparentbackground:
      'Kept with the settings (the spec writes `transparentBackground`); the spec gives it no visible effect.',
  },
  cssProperties: {
    '--sq-gallery-per-row':
      'The columns of a grid; the server writes it on the list from `thumbnails-per-row` (the element does when the list has none).',
    '--sq-gallery-padding':
      'The gap of a grid; the server writes it on the list from `padding` (the element does when the list has none).',
    '--sq-gallery-ratio':
      'The width / height every image is cropped to; written on the list under `auto-crop`; without it images keep their own ratio.',
    '--sq-gallery-strip-height':
      "The thumbnail strip's height: set it on the element to match `thumbnail-strip-height`, so its row is kept before the script comes.",
    '--sq-gallery-strip-margin':
      'The space above the thumbnail strip: set it on the element to match `thumbnail-strip-margin`.',
  },
};
