import { describe, expect, it } from 'vitest';
import { GALLERY_LAYOUT_PROPERTIES, galleryLayout, galleryLayoutStyle } from './gallery-layout';
import { normaliseGallerySettings } from './gallery-settings';

const settingsOf = (raw: Record<string, unknown>) => normaliseGallerySettings(raw).settings;

describe('the gallery layout properties', () => {
  it('a grid has its columns, gap and crop ratio, in that order', () => {
    const grid = settingsOf({ design: 'grid', 'thumbnails-per-row': 3, padding: 12 });
    expect(galleryLayout(grid)).toEqual([
      ['--sq-gallery-per-row', '3'],
      ['--sq-gallery-padding', '12px'],
      ['--sq-gallery-ratio', '1'],
    ]);
    expect(galleryLayoutStyle(settingsOf({ 'aspect-ratio': 'standard' }))).toBe(
      '--sq-gallery-per-row:4;--sq-gallery-padding:20px;--sq-gallery-ratio:1.5',
    );
  });

  it('another design has only the crop ratio, and none without auto-crop', () => {
    expect(galleryLayout(settingsOf({ design: 'slider', 'aspect-ratio': 'widescreen' }))).toEqual([
      ['--sq-gallery-ratio', '1.778'],
    ]);
    expect(galleryLayoutStyle(settingsOf({ design: 'stacked', 'auto-crop': false }))).toBe('');
  });

  it('writes only the properties it lists', () => {
    const names = galleryLayout(settingsOf({})).map(([name]) => name);
    expect(names).toEqual([...GALLERY_LAYOUT_PROPERTIES]);
  });
});
