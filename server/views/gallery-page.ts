import { galleryLayoutStyle } from '../../src/content/gallery-layout';
import {
  GALLERY_SETTING_NAMES,
  type GallerySettings,
  normaliseGallerySettings,
} from '../../src/content/gallery-settings';
import { gallerySizes, textOf } from '../../src/content/images';
import type { ContentData } from '../site-data/content-data';
import type { ShopData } from '../site-data/shop-data';
import { CONTENT_CSS_URL, contentPage, GALLERY_CSS_URL, shownImage } from './content-page';

/**
 * The gallery page's data: the gallery's settings are its raw options through the one normaliser
 * (src/content), written back as the `<sq-gallery>` attributes by their spec names (switches
 * explicit: bare when on, "false" when off; a null setting left out), with its layout custom
 * properties (src/content/gallery-layout.ts, the rule the element follows too) and its images,
 * each captioned only when it has a title or a description.
 */

type Json = Record<string, unknown>;

/** The `<sq-gallery>` attributes of the settings: `{name}` bare, or `{name, value}`. */
export function galleryAttributes(settings: GallerySettings): { name: string; value?: string }[] {
  const attributes: { name: string; value?: string }[] = [];
  const names = Object.entries(GALLERY_SETTING_NAMES) as [keyof GallerySettings, string][];
  for (const [key, spelled] of names) {
    // HTML lowercases attribute names, so the page writes them so.
    const name = spelled.toLowerCase();
    const value = settings[key];
    if (value === null) continue;
    if (value === true) attributes.push({ name });
    else attributes.push({ name, value: String(value) });
  }
  return attributes;
}

/** Data of the gallery page: its settings, attributes, layout and images. */
export function galleryPageData(data: ContentData, shop: ShopData): Json {
  const { collection, options, images } = data.gallery;
  const { settings } = normaliseGallerySettings(options);
  const sizes = gallerySizes(settings);
  const items = images.flatMap((filename) => {
    const image = data.images.find((i) => i.filename === filename);
    if (!image) return [];
    const title = image.title?.trim() ?? '';
    const description = textOf(image.body ?? '');
    return [
      { ...shownImage(image, sizes), title, description, meta: Boolean(title || description) },
    ];
  });
  return {
    ...contentPage(data, shop, { id: 'gallery', title: collection.title }, {}, [
      CONTENT_CSS_URL,
      GALLERY_CSS_URL,
    ]),
    collection,
    gallery: {
      label: collection.title,
      settings,
      attributes: galleryAttributes(settings),
      listStyle: galleryLayoutStyle(settings),
      items,
    },
  };
}
