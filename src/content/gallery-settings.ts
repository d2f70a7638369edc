/**
 * Gallery settings: the one normaliser from a gallery's raw options (the spec's names, as a
 * template's JSON or an element's attributes give them) to the effective settings a gallery is
 * shown with. Shared by `<sq-gallery>` and by the server's gallery page data, so a template and the
 * element agree.
 *
 * Rules: a missing option takes its default [X-01..X-19]; a number is rounded to the nearest whole
 * number (so autoplay-duration is whole seconds) and clamped into its range; an unknown enum value,
 * a non-number or an unreadable switch takes the default. Every given option that was not
 * usable as given (clamped, rounded or replaced by the default) is listed in `adjusted`, even when
 * its dependency does not hold. Then the dependency table switches settings off: autoplay
 * for slideshow and slider, autoplay-duration only with autoplay on; thumbnails for slideshow,
 * thumbnail-strip-* only with thumbnails on; square-thumbs, thumbnails-per-row and padding for grid;
 * active-alignment for slider; show-meta-only-title, meta-position and show-meta-on-hover only with
 * show-meta on; lightboxTheme only with lightbox on; aspect-ratio only with auto-crop on.
 */

export type GalleryDesign = 'grid' | 'slideshow' | 'slider' | 'stacked';
export type AspectRatioKey =
  | 'square'
  | 'standard'
  | 'standard-vertical'
  | 'four-three'
  | 'three-four-vertical'
  | 'widescreen'
  | 'anamorphic-widescreen';
export type MetaPosition =
  | 'top'
  | 'top-left'
  | 'top-right'
  | 'center'
  | 'bottom'
  | 'bottom-left'
  | 'bottom-right';
export type ActiveAlignment = 'left' | 'center' | 'right';
export type LightboxTheme = 'dark' | 'light';

/**
 * The effective settings. A setting whose dependency does not hold is off: false for a switch,
 * null for a value.
 */
export interface GallerySettings {
  design: GalleryDesign;
  /** Slideshow and slider only. */
  autoplay: boolean;
  /** Seconds, 1 to 10; only while autoplay applies and is on. */
  autoplayDuration: number | null;
  controls: boolean;
  autoCrop: boolean;
  /** Only with auto-crop on. */
  aspectRatio: AspectRatioKey | null;
  /** Grid only. */
  squareThumbs: boolean;
  /** Grid only: 1 to 10. */
  thumbnailsPerRow: number | null;
  /** Grid only: 0 to 50 px. */
  padding: number | null;
  /** Slideshow only. */
  thumbnails: boolean;
  /** Slideshow with thumbnails on: 0 to 200 px. */
  thumbnailStripHeight: number | null;
  /** Slideshow with thumbnails on: 0 to 60 px. */
  thumbnailStripMargin: number | null;
  /** Slider only. */
  activeAlignment: ActiveAlignment | null;
  showMetaBasic: boolean;
  showMeta: boolean;
  /** Only with show-meta on. */
  showMetaOnlyTitle: boolean;
  /** Only with show-meta on. */
  metaPosition: MetaPosition | null;
  /** Only with show-meta on. */
  showMetaOnHover: boolean;
  lightbox: boolean;
  /** Only with lightbox on. */
  lightboxTheme: LightboxTheme | null;
  /** 100 to 300. */
  maxWidth: number;
  newWindow: boolean;
  transparentBackground: boolean;
}

/**
 * The spec's name of each setting, in the settings' order: the name a raw option has, and the
 * `<sq-gallery>` attribute's (which HTML lowercases). The one list of the 23 names: the element
 * reads its attributes by it, and the server writes the gallery's attributes by it.
 */
export const GALLERY_SETTING_NAMES = {
  design: 'design',
  autoplay: 'autoplay',
  autoplayDuration: 'autoplay-duration',
  controls: 'controls',
  autoCrop: 'auto-crop',
  aspectRatio: 'aspect-ratio',
  squareThumbs: 'square-thumbs',
  thumbnailsPerRow: 'thumbnails-per-row',
  padding: 'padding',
  thumbnails: 'thumbnails',
  thumbnailStripHeight: 'thumbnail-strip-height',
  thumbnailStripMargin: 'thumbnail-strip-margin',
  activeAlignment: 'active-alignment',
  showMetaBasic: 'show-meta-basic',
  showMeta: 'show-meta',
  showMetaOnlyTitle: 'show-meta-only-title',
  metaPosition: 'meta-position',
  showMetaOnHover: 'show-meta-on-hover',
  lightbox: 'lightbox',
  lightboxTheme: 'lightboxTheme',
  maxWidth: 'max-width',
  newWindow: 'newWindow',
  transparentBackground: 'transparentBackground',
} as const satisfies Record<keyof GallerySettings, string>;

/** The spec's name of a setting. */
export type GallerySettingName = (typeof GALLERY_SETTING_NAMES)[keyof GallerySettings];

export interface NormalisedGallery {
  settings: GallerySettings;
  /**
   * The spec names of the raw options that were given but not usable as given: clamped into their
   * range, or an unknown value or a non-number taken as the default. Empty when all were fine.
   */
  adjusted: GallerySettingName[];
}

type SwitchKey = {
  [K in keyof GallerySettings]: GallerySettings[K] extends boolean ? K : never;
}[keyof GallerySettings];

/** Each switch's default. */
export const SWITCHES: ReadonlyArray<readonly [SwitchKey, boolean]> = [
  ['autoplay', false],
  ['controls', false],
  ['autoCrop', true],
  ['squareThumbs', true],
  ['thumbnails', false],
  ['showMetaBasic', true],
  ['showMeta', true],
  ['showMetaOnlyTitle', false],
  ['showMetaOnHover', false],
  ['lightbox', false],
  ['newWindow', false],
  ['transparentBackground', false],
];

/** Each number's whole range and default. */
export const NUMBERS = {
  'autoplay-duration': { min: 1, max: 10, fallback: 5 },
  'thumbnail-strip-height': { min: 0, max: 200, fallback: 80 },
  'thumbnail-strip-margin': { min: 0, max: 60, fallback: 20 },
  'thumbnails-per-row': { min: 1, max: 10, fallback: 4 },
  padding: { min: 0, max: 50, fallback: 20 },
  'max-width': { min: 100, max: 300, fallback: 300 },
} as const satisfies Partial<Record<GallerySettingName, NumberRange>>;

interface NumberRange {
  min: number;
  max: number;
  fallback: number;
}

const DESIGNS: readonly GalleryDesign[] = ['grid', 'slideshow', 'slider', 'stacked'];
/** The aspect-ratio keys and their width / height. */
const ASPECT_RATIOS: Readonly<Record<AspectRatioKey, number>> = {
  square: 1,
  standard: 1.5,
  'standard-vertical': 0.667,
  'four-three': 1.333,
  'three-four-vertical': 0.75,
  widescreen: 1.778,
  'anamorphic-widescreen': 2.4,
};
const META_POSITIONS: readonly MetaPosition[] = [
  'top',
  'top-left',
  'top-right',
  'center',
  'bottom',
  'bottom-left',
  'bottom-right',
];
const ALIGNMENTS: readonly ActiveAlignment[] = ['left', 'center', 'right'];
const THEMES: readonly LightboxTheme[] = ['dark', 'light'];

interface Choice<T extends string> {
  values: readonly T[];
  fallback: T;
}

/** Each choice's values and default, by spec name. */
export const CHOICES: {
  design: Choice<GalleryDesign>;
  'aspect-ratio': Choice<AspectRatioKey>;
  'meta-position': Choice<MetaPosition>;
  'active-alignment': Choice<ActiveAlignment>;
  lightboxTheme: Choice<LightboxTheme>;
} = {
  design: { values: DESIGNS, fallback: 'grid' },
  'aspect-ratio': { values: Object.keys(ASPECT_RATIOS) as AspectRatioKey[], fallback: 'square' },
  'meta-position': { values: META_POSITIONS, fallback: 'bottom' },
  'active-alignment': { values: ALIGNMENTS, fallback: 'center' },
  lightboxTheme: { values: THEMES, fallback: 'dark' },
};

const ON_TEXTS = new Set(['true', 'on', '1', '']);
const OFF_TEXTS = new Set(['false', 'off', '0']);

/** Reads raw options by spec name; an attribute's lowercased name (`lightboxtheme`) also counts. */
function reader(raw: Readonly<Record<string, unknown>>) {
  const lowered = new Map<string, unknown>();
  for (const [key, value] of Object.entries(raw ?? {})) {
    if (!lowered.has(key.toLowerCase())) lowered.set(key.toLowerCase(), value);
  }
  return (name: GallerySettingName): unknown =>
    Object.hasOwn(raw ?? {}, name) ? raw[name] : lowered.get(name.toLowerCase());
}

/**
 * Raw options in, effective settings out. A raw value may be a JSON value (boolean, number,
 * string) or an attribute's text: a switch reads true, 'true', 'on', '1' or '' (an attribute that
 * is present) as on, and false, 'false', 'off', '0' as off; a number reads a number or numeric
 * text. A missing option (undefined or null) takes its default and is not "adjusted".
 */
export function normaliseGallerySettings(
  raw: Readonly<Record<string, unknown>>,
): NormalisedGallery {
  const read = reader(raw);
  const adjusted: GallerySettingName[] = [];
  const note = (name: GallerySettingName) => adjusted.push(name);

  const switches = {} as Record<SwitchKey, boolean>;
  for (const [key, fallback] of SWITCHES) {
    const name = GALLERY_SETTING_NAMES[key];
    switches[key] = readSwitch(read(name), fallback, () => note(name));
  }
  const number = (name: keyof typeof NUMBERS): number =>
    readNumber(read(name), NUMBERS[name], () => note(name));
  const choice = <N extends keyof typeof CHOICES>(name: N): (typeof CHOICES)[N]['fallback'] =>
    readChoice(read(name), CHOICES[name].values, CHOICES[name].fallback, () => note(name));

  // Every given option is read (and reported when unusable) before dependencies switch some off.
  const design = choice('design');
  const autoplayDuration = number('autoplay-duration');
  const aspectRatio = choice('aspect-ratio');
  const thumbnailStripHeight = number('thumbnail-strip-height');
  const thumbnailStripMargin = number('thumbnail-strip-margin');
  const metaPosition = choice('meta-position');
  const activeAlignment = choice('active-alignment');
  const thumbnailsPerRow = number('thumbnails-per-row');
  const padding = number('padding');
  const lightboxTheme = choice('lightboxTheme');
  const maxWidth = number('max-width');

  // The dependency table: a setting whose dependency does not hold is off.
  const grid = design === 'grid';
  const slideshow = design === 'slideshow';
  const moving = slideshow || design === 'slider';
  const autoplay = moving && switches.autoplay;
  const thumbnails = slideshow && switches.thumbnails;
  const showMeta = switches.showMeta;

  const settings: GallerySettings = {
    design,
    autoplay,
    autoplayDuration: autoplay ? autoplayDuration : null,
    controls: switches.controls,
    autoCrop: switches.autoCrop,
    aspectRatio: switches.autoCrop ? aspectRatio : null,
    squareThumbs: grid && switches.squareThumbs,
    thumbnailsPerRow: grid ? thumbnailsPerRow : null,
    padding: grid ? padding : null,
    thumbnails,
    thumbnailStripHeight: thumbnails ? thumbnailStripHeight : null,
    thumbnailStripMargin: thumbnails ? thumbnailStripMargin : null,
    activeAlignment: design === 'slider' ? activeAlignment : null,
    showMetaBasic: switches.showMetaBasic,
    showMeta,
    showMetaOnlyTitle: showMeta && switches.showMetaOnlyTitle,
    metaPosition: showMeta ? metaPosition : null,
    showMetaOnHover: showMeta && switches.showMetaOnHover,
    lightbox: switches.lightbox,
    lightboxTheme: switches.lightbox ? lightboxTheme : null,
    maxWidth,
    newWindow: switches.newWindow,
    transparentBackground: switches.transparentBackground,
  };
  return { settings, adjusted };
}

/** The ratio (width / height) of an aspect-ratio key; an unknown key is square's 1. */
export function aspectRatioValue(key: string): number {
  return Object.hasOwn(ASPECT_RATIOS, key) ? ASPECT_RATIOS[key as AspectRatioKey] : 1;
}

function isMissing(value: unknown): value is null | undefined {
  return value === undefined || value === null;
}

function readSwitch(value: unknown, fallback: boolean, unusable: () => void): boolean {
  if (isMissing(value)) return fallback;
  if (typeof value === 'boolean') return value;
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text === 'string') {
    const word = text.trim().toLowerCase();
    if (ON_TEXTS.has(word)) return true;
    if (OFF_TEXTS.has(word)) return false;
  }
  unusable();
  return fallback;
}

/** A number or numeric text, rounded to a whole number and clamped into its range. */
function readNumber(value: unknown, range: NumberRange, unusable: () => void): number {
  if (isMissing(value)) return range.fallback;
  const parsed =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value.trim())
        : Number.NaN;
  if (!Number.isFinite(parsed)) {
    unusable();
    return range.fallback;
  }
  const whole = Math.min(range.max, Math.max(range.min, Math.round(parsed)));
  if (whole !== parsed) unusable();
  return whole;
}

/** One of the listed values (trimmed, any case); anything else is the default. */
function readChoice<T extends string>(
  value: unknown,
  values: readonly T[],
  fallback: T,
  unusable: () => void,
): T {
  if (isMissing(value)) return fallback;
  const word = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  const found = values.find((known) => known === word);
  if (found !== undefined) return found;
  unusable();
  return fallback;
}
