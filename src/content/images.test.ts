import { describe, expect, it } from 'vitest';
import { Compiler } from '../template';
import { normaliseGallerySettings } from './gallery-settings';
import {
  focalPointOf,
  gallerySizes,
  imageAlt,
  imageSrc,
  imageSrcset,
  SRCSET_WIDTHS,
} from './images';

const sizesOf = (raw: Record<string, unknown>) =>
  gallerySizes(normaliseGallerySettings(raw).settings);

describe('imageSrcset', () => {
  it('offers exactly the seven widths', () => {
    expect(SRCSET_WIDTHS).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
    expect(imageSrcset('/content/images/red-chair.jpg')).toBe(
      [100, 300, 500, 750, 1000, 1500, 2500]
        .map((w) => `/content/images/red-chair.jpg?format=${w}w ${w}w`)
        .join(','),
    );
  });

  it("writes what the engine's image-srcset formatter writes for an item with all seven variants", () => {
    const assetUrl = '/content/images/harbour-dawn.jpg';
    const { output } = new Compiler().execute({
      code: '<img{@|image-srcset}>',
      json: { assetUrl, systemDataVariants: '100w,300w,500w,750w,1000w,1500w,2500w' },
    });
    expect(output).toBe(`<img srcset="${imageSrcset(assetUrl)}">`);
  });

  it('names the 750w variant as the src', () => {
    expect(imageSrc('/content/images/a.jpg')).toBe('/content/images/a.jpg?format=750w');
  });
});

describe('focalPointOf', () => {
  it('gives the focal point as object-position percentages', () => {
    expect(focalPointOf({ x: 0.3, y: 0.6 })).toBe('30% 60%');
    expect(focalPointOf({ x: 0, y: 1 })).toBe('0% 100%');
    expect(focalPointOf({ x: 0.125, y: 0.3333 })).toBe('12.5% 33.33%');
  });

  it('centres an image without a focal point', () => {
    for (const missing of [undefined, null, 'top', 7, {}]) {
      expect(focalPointOf(missing)).toBe('50% 50%');
    }
  });

  it('takes a non-number axis as 0.5 and clamps an axis outside 0..1', () => {
    expect(focalPointOf({ x: '0.2', y: Number.NaN })).toBe('50% 50%');
    expect(focalPointOf({ x: 0.2 })).toBe('20% 50%');
    expect(focalPointOf({ x: -0.5, y: 1.5 })).toBe('0% 100%');
  });
});

describe('gallerySizes', () => {
  it('gives a grid image the content width over the images per row', () => {
    expect(sizesOf({ design: 'grid', 'thumbnails-per-row': 3 })).toBe(
      '(min-width: 1200px) 400px, 33vw',
    );
    expect(sizesOf({ design: 'grid' })).toBe('(min-width: 1200px) 300px, 25vw');
    expect(sizesOf({ design: 'grid', 'thumbnails-per-row': 1 })).toBe(
      '(min-width: 1200px) 1200px, 100vw',
    );
  });

  it('gives slideshow and stacked images the whole width, capped at the content width', () => {
    expect(sizesOf({ design: 'slideshow' })).toBe('(min-width: 1200px) 1200px, 100vw');
    expect(sizesOf({ design: 'stacked' })).toBe('(min-width: 1200px) 1200px, 100vw');
  });

  it('gives a slider image its slide width', () => {
    expect(sizesOf({ design: 'slider' })).toBe('(min-width: 1200px) 960px, 80vw');
  });
});

describe('alt text [Z-04]', () => {
  it('altText, then title, then the body’s text cut to 1000 characters, then the file name', () => {
    const image = { filename: 'a.jpg', altText: ' Alt ', title: 'Title', body: '<p>Body</p>' };
    expect(imageAlt(image)).toBe('Alt');
    expect(imageAlt({ ...image, altText: '' })).toBe('Title');
    expect(imageAlt({ ...image, altText: '', title: ' ' })).toBe('Body');
    expect(imageAlt({ filename: 'a.jpg', body: `<p>${'x'.repeat(1200)}</p>` })).toBe(
      'x'.repeat(1000),
    );
    expect(imageAlt({ filename: 'a.jpg', body: '<p> </p>' })).toBe('a.jpg');
  });
});
