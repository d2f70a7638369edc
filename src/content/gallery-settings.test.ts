import { describe, expect, it } from 'vitest';
import {
  aspectRatioValue,
  GALLERY_SETTING_NAMES,
  type GallerySettingName,
  type GallerySettings,
  normaliseGallerySettings,
} from './gallery-settings';

const settingsOf = (raw: Record<string, unknown>): GallerySettings =>
  normaliseGallerySettings(raw).settings;
// Every dependency held, so each value shows.
const ALL_ON = { design: 'grid', 'auto-crop': true, 'show-meta': true, lightbox: true };

describe('GALLERY_SETTING_NAMES', () => {
  it('names each of the 23 settings once, a name per setting, each read back as that setting', () => {
    const names = Object.values(GALLERY_SETTING_NAMES);
    expect(names).toHaveLength(23);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(23);
    expect(Object.keys(GALLERY_SETTING_NAMES).sort()).toEqual(
      Object.keys(normaliseGallerySettings({}).settings).sort(),
    );
    // A bad value under each name is reported under that name: the normaliser reads every name.
    const bad = Object.fromEntries(names.map((name) => [name, 'not a value']));
    expect([...normaliseGallerySettings(bad).adjusted].sort()).toEqual([...names].sort());
  });
});

describe('normaliseGallerySettings defaults', () => {
  it('gives every default for no options, nothing adjusted', () => {
    expect(normaliseGallerySettings({})).toEqual({
      settings: {
        design: 'grid',
        autoplay: false,
        autoplayDuration: null,
        controls: false,
        autoCrop: true,
        aspectRatio: 'square',
        squareThumbs: true,
        thumbnailsPerRow: 4,
        padding: 20,
        thumbnails: false,
        thumbnailStripHeight: null,
        thumbnailStripMargin: null,
        activeAlignment: null,
        showMetaBasic: true,
        showMeta: true,
        showMetaOnlyTitle: false,
        metaPosition: 'bottom',
        showMetaOnHover: false,
        lightbox: false,
        lightboxTheme: null,
        maxWidth: 300,
        newWindow: false,
        transparentBackground: false,
      },
      adjusted: [],
    });
  });

  it('gives the defaults of settings shown only under a dependency', () => {
    const slideshow = settingsOf({ design: 'slideshow', autoplay: true, thumbnails: true });
    expect(slideshow.autoplayDuration).toBe(5);
    expect(slideshow.thumbnailStripHeight).toBe(80);
    expect(slideshow.thumbnailStripMargin).toBe(20);
    expect(settingsOf({ design: 'slider' }).activeAlignment).toBe('center');
    expect(settingsOf({ lightbox: true }).lightboxTheme).toBe('dark');
  });

  it('takes undefined and null as missing, not adjusted', () => {
    expect(normaliseGallerySettings({ design: null, padding: undefined })).toEqual(
      normaliseGallerySettings({}),
    );
  });
});

describe('normaliseGallerySettings numbers', () => {
  const cases: Array<[GallerySettingName, keyof GallerySettings, number, number, object]> = [
    ['autoplay-duration', 'autoplayDuration', 1, 10, { design: 'slider', autoplay: true }],
    [
      'thumbnail-strip-height',
      'thumbnailStripHeight',
      0,
      200,
      { design: 'slideshow', thumbnails: true },
    ],
    [
      'thumbnail-strip-margin',
      'thumbnailStripMargin',
      0,
      60,
      { design: 'slideshow', thumbnails: true },
    ],
    ['thumbnails-per-row', 'thumbnailsPerRow', 1, 10, { design: 'grid' }],
    ['padding', 'padding', 0, 50, { design: 'grid' }],
    ['max-width', 'maxWidth', 100, 300, {}],
  ];
  for (const [name, key, min, max, context] of cases) {
    it(`${name} keeps ${min} and ${max}, clamps just outside them, and says so`, () => {
      for (const edge of [min, max]) {
        const result = normaliseGallerySettings({ ...context, [name]: edge });
        expect(result.settings[key]).toBe(edge);
        expect(result.adjusted).toEqual([]);
      }
      const below = normaliseGallerySettings({ ...context, [name]: min - 1 });
      expect(below.settings[key]).toBe(min);
      expect(below.adjusted).toEqual([name]);
      const above = normaliseGallerySettings({ ...context, [name]: String(max + 1) });
      expect(above.settings[key]).toBe(max);
      expect(above.adjusted).toEqual([name]);
    });
  }

  it('reads numeric attribute text', () => {
    expect(normaliseGallerySettings({ padding: ' 12 ' })).toMatchObject({
      settings: { padding: 12 },
      adjusted: [],
    });
  });

  it('rounds a fraction to the nearest whole number (whole seconds for autoplay) and says so', () => {
    const result = normaliseGallerySettings({
      design: 'slideshow',
      autoplay: true,
      'autoplay-duration': 2.5,
      'max-width': '150.4',
    });
    expect(result.settings.autoplayDuration).toBe(3);
    expect(result.settings.maxWidth).toBe(150);
    expect(result.adjusted).toEqual(['autoplay-duration', 'max-width']);
  });

  it('takes a non-number as the default and says so', () => {
    for (const bad of ['wide', '', true, Number.NaN, Number.POSITIVE_INFINITY, {}]) {
      const result = normaliseGallerySettings({ 'thumbnails-per-row': bad });
      expect(result.settings.thumbnailsPerRow).toBe(4);
      expect(result.adjusted).toEqual(['thumbnails-per-row']);
    }
  });
});

describe('normaliseGallerySettings enums', () => {
  it('accepts every design', () => {
    for (const design of ['grid', 'slideshow', 'slider', 'stacked'] as const) {
      expect(normaliseGallerySettings({ design })).toMatchObject({
        settings: { design },
        adjusted: [],
      });
    }
  });

  it('accepts every aspect ratio', () => {
    for (const ratio of [
      'square',
      'standard',
      'standard-vertical',
      'four-three',
      'three-four-vertical',
      'widescreen',
      'anamorphic-widescreen',
    ] as const) {
      expect(settingsOf({ 'aspect-ratio': ratio }).aspectRatio).toBe(ratio);
    }
  });

  it('accepts every meta position', () => {
    for (const position of [
      'top',
      'top-left',
      'top-right',
      'center',
      'bottom',
      'bottom-left',
      'bottom-right',
    ] as const) {
      expect(settingsOf({ 'meta-position': position }).metaPosition).toBe(position);
    }
  });

  it('accepts every active alignment and lightbox theme', () => {
    for (const alignment of ['left', 'center', 'right'] as const) {
      expect(settingsOf({ design: 'slider', 'active-alignment': alignment }).activeAlignment).toBe(
        alignment,
      );
    }
    for (const theme of ['dark', 'light'] as const) {
      expect(settingsOf({ lightbox: true, lightboxTheme: theme }).lightboxTheme).toBe(theme);
    }
  });

  it('reads enum text in any case with spaces around it', () => {
    expect(settingsOf({ design: ' Slideshow ' }).design).toBe('slideshow');
  });

  it('takes an unknown value as the default and says so', () => {
    const result = normaliseGallerySettings({
      ...ALL_ON,
      design: 'carousel',
      'aspect-ratio': '5:4',
      'meta-position': 'middle',
      lightboxTheme: 7,
    });
    expect(result.settings).toMatchObject({
      design: 'grid',
      aspectRatio: 'square',
      metaPosition: 'bottom',
      lightboxTheme: 'dark',
    });
    expect(result.adjusted).toEqual(['design', 'aspect-ratio', 'meta-position', 'lightboxTheme']);
    expect(
      normaliseGallerySettings({ design: 'slider', 'active-alignment': 'middle' }),
    ).toMatchObject({ settings: { activeAlignment: 'center' }, adjusted: ['active-alignment'] });
  });

  it('reports an unusable value even where its dependency does not hold', () => {
    expect(
      normaliseGallerySettings({ design: 'grid', 'active-alignment': 'middle' }),
    ).toMatchObject({
      settings: { activeAlignment: null },
      adjusted: ['active-alignment'],
    });
  });
});

describe('normaliseGallerySettings switches as attribute text', () => {
  it('reads present, true, on and 1 as on', () => {
    for (const on of ['', 'true', 'on', '1', 'TRUE', true, 1]) {
      expect(normaliseGallerySettings({ controls: on })).toMatchObject({
        settings: { controls: true },
        adjusted: [],
      });
    }
  });

  it('reads false, off and 0 as off, so a default-on switch can be turned off', () => {
    for (const off of ['false', 'off', '0', 'Off', false, 0]) {
      expect(normaliseGallerySettings({ 'auto-crop': off, 'show-meta': off })).toMatchObject({
        settings: { autoCrop: false, showMeta: false },
        adjusted: [],
      });
    }
  });

  it('takes unreadable text as the default and says so', () => {
    expect(normaliseGallerySettings({ 'square-thumbs': 'maybe', newWindow: 2 })).toMatchObject({
      settings: { squareThumbs: true, newWindow: false },
      adjusted: ['square-thumbs', 'newWindow'],
    });
  });

  it('reads every default-off switch', () => {
    const settings = settingsOf({
      controls: 'on',
      'show-meta-only-title': 'on',
      'show-meta-on-hover': 'on',
      lightbox: 'on',
      newWindow: 'on',
      transparentBackground: 'on',
      'show-meta-basic': 'off',
    });
    expect(settings).toMatchObject({
      controls: true,
      showMetaOnlyTitle: true,
      showMetaOnHover: true,
      lightbox: true,
      newWindow: true,
      transparentBackground: true,
      showMetaBasic: false,
    });
  });

  it("reads an attribute's lowercased name for a camel-case setting", () => {
    expect(
      settingsOf({
        lightbox: '',
        lightboxtheme: 'light',
        newwindow: '',
        transparentbackground: '',
      }),
    ).toMatchObject({ lightboxTheme: 'light', newWindow: true, transparentBackground: true });
  });
});

describe('normaliseGallerySettings dependencies', () => {
  it('autoplay applies to slideshow and slider only', () => {
    for (const design of ['slideshow', 'slider']) {
      expect(settingsOf({ design, autoplay: true })).toMatchObject({
        autoplay: true,
        autoplayDuration: 5,
      });
    }
    for (const design of ['grid', 'stacked']) {
      expect(settingsOf({ design, autoplay: true, 'autoplay-duration': 3 })).toMatchObject({
        autoplay: false,
        autoplayDuration: null,
      });
    }
  });

  it('autoplay-duration applies only with autoplay on', () => {
    expect(settingsOf({ design: 'slider', autoplay: true, 'autoplay-duration': 3 })).toMatchObject({
      autoplayDuration: 3,
    });
    expect(settingsOf({ design: 'slider', autoplay: false, 'autoplay-duration': 3 })).toMatchObject(
      {
        autoplayDuration: null,
      },
    );
  });

  it('thumbnails apply to slideshow only, and the strip only with thumbnails on', () => {
    const strip = { thumbnails: true, 'thumbnail-strip-height': 60, 'thumbnail-strip-margin': 10 };
    expect(settingsOf({ design: 'slideshow', ...strip })).toMatchObject({
      thumbnails: true,
      thumbnailStripHeight: 60,
      thumbnailStripMargin: 10,
    });
    for (const design of ['grid', 'slider', 'stacked']) {
      expect(settingsOf({ design, ...strip })).toMatchObject({
        thumbnails: false,
        thumbnailStripHeight: null,
        thumbnailStripMargin: null,
      });
    }
    expect(settingsOf({ design: 'slideshow', ...strip, thumbnails: false })).toMatchObject({
      thumbnailStripHeight: null,
      thumbnailStripMargin: null,
    });
  });

  it('square-thumbs, thumbnails-per-row and padding apply to grid only', () => {
    const grid = { 'square-thumbs': true, 'thumbnails-per-row': 3, padding: 8 };
    expect(settingsOf({ design: 'grid', ...grid })).toMatchObject({
      squareThumbs: true,
      thumbnailsPerRow: 3,
      padding: 8,
    });
    for (const design of ['slideshow', 'slider', 'stacked']) {
      expect(settingsOf({ design, ...grid })).toMatchObject({
        squareThumbs: false,
        thumbnailsPerRow: null,
        padding: null,
      });
    }
  });

  it('active-alignment applies to slider only', () => {
    expect(settingsOf({ design: 'slider', 'active-alignment': 'left' }).activeAlignment).toBe(
      'left',
    );
    for (const design of ['grid', 'slideshow', 'stacked']) {
      expect(settingsOf({ design, 'active-alignment': 'left' }).activeAlignment).toBeNull();
    }
  });

  it('show-meta-only-title, meta-position and show-meta-on-hover apply only with show-meta on', () => {
    const meta = {
      'show-meta-only-title': true,
      'meta-position': 'top',
      'show-meta-on-hover': true,
    };
    expect(settingsOf({ 'show-meta': true, ...meta })).toMatchObject({
      showMetaOnlyTitle: true,
      metaPosition: 'top',
      showMetaOnHover: true,
    });
    expect(settingsOf({ 'show-meta': false, ...meta })).toMatchObject({
      showMeta: false,
      showMetaOnlyTitle: false,
      metaPosition: null,
      showMetaOnHover: false,
    });
  });

  it('lightboxTheme applies only with lightbox on', () => {
    expect(settingsOf({ lightbox: true, lightboxTheme: 'light' }).lightboxTheme).toBe('light');
    expect(settingsOf({ lightbox: false, lightboxTheme: 'light' }).lightboxTheme).toBeNull();
  });

  it('aspect-ratio applies only with auto-crop on', () => {
    expect(settingsOf({ 'auto-crop': true, 'aspect-ratio': 'widescreen' }).aspectRatio).toBe(
      'widescreen',
    );
    expect(settingsOf({ 'auto-crop': false, 'aspect-ratio': 'widescreen' }).aspectRatio).toBeNull();
  });
});

describe('aspectRatioValue', () => {
  it('gives each key its ratio and an unknown key 1', () => {
    expect(
      [
        'square',
        'standard',
        'standard-vertical',
        'four-three',
        'three-four-vertical',
        'widescreen',
        'anamorphic-widescreen',
        'cinema',
        'toString',
      ].map(aspectRatioValue),
    ).toEqual([1, 1.5, 0.667, 1.333, 0.75, 1.778, 2.4, 1, 1]);
  });
});
