import { beforeAll, describe, expect, it } from 'vitest';
import { galleryLayoutStyle } from '../../src/content/gallery-layout';
import { type GallerySettings, normaliseGallerySettings } from '../../src/content/gallery-settings';
import { type ContentData, readContentData } from '../site-data/content-data';
import { readShopData, type ShopData } from '../site-data/shop-data';
import { galleryAttributes, galleryPageData } from './gallery-page';

let content: ContentData;
let shop: ShopData;
beforeAll(async () => {
  content = await readContentData(process.cwd());
  shop = await readShopData(process.cwd());
});

describe('the gallery page’s data', () => {
  it('writes each setting back as its <sq-gallery> attribute: switches bare or "false", nulls left out', () => {
    const { settings } = normaliseGallerySettings({ design: 'slider', lightbox: false });
    const attributes = galleryAttributes(settings);
    expect(attributes).toContainEqual({ name: 'design', value: 'slider' });
    expect(attributes).toContainEqual({ name: 'lightbox', value: 'false' });
    expect(attributes).toContainEqual({ name: 'auto-crop' });
    expect(attributes.map((a) => a.name)).not.toContain('thumbnails-per-row');
  });

  it('has the layout of the one rule the element follows, and each fixture image the fixture lists', () => {
    const { gallery, stylesheets } = galleryPageData(content, shop) as {
      gallery: { settings: GallerySettings; listStyle: string; items: { filename: string }[] };
      stylesheets: string[];
    };
    expect(gallery.listStyle).toBe(galleryLayoutStyle(gallery.settings));
    expect(gallery.items.map((item) => item.filename)).toEqual(
      content.gallery.images.filter((name) => content.images.some((i) => i.filename === name)),
    );
    expect(stylesheets).toEqual(['/content/assets/content.css', '/sq-gallery.css']);
  });
});
