import {
  GALLERY_SETTING_NAMES,
  type GallerySettingName,
  normaliseGallerySettings,
} from '../../src/content/gallery-settings';
import type { AttributeSpec } from '../shared/define/attributes';

/**
 * The attributes `<sq-gallery>` reads: one per gallery setting, by the spec's name. HTML lowercases
 * attribute names, so `lightboxTheme` is read as `lightboxtheme` (any case in the markup does).
 * Each is parsed as every element's attributes are (attributes.ts), by the one settings normaliser
 * (src/content/gallery-settings.ts): the spec takes any value, clamping a number into its range and
 * taking the default for what it cannot read, so no value is refused, and a value taken in
 * such a changed form is `adjusted` (the definer says so once, and the gallery works on). The value
 * is the text as written (null when absent), for the normaliser to read the settings together;
 * listing them makes a change of any of them rebind the element.
 */
const SETTING_NAMES: readonly GallerySettingName[] = Object.values(GALLERY_SETTING_NAMES);

function settingAttribute(name: GallerySettingName): AttributeSpec<string | null> {
  return {
    parse(raw) {
      if (raw === null) return { ok: true, value: null };
      const { adjusted } = normaliseGallerySettings({ [name]: raw });
      return adjusted.length
        ? { ok: true, value: raw, adjusted: 'a value the gallery settings allow' }
        : { ok: true, value: raw };
    },
  };
}

/** The attribute specs for defineLightElement, keyed by the lowercased attribute name. */
export const GALLERY_ATTRIBUTES: Record<string, AttributeSpec<string | null>> = Object.fromEntries(
  SETTING_NAMES.map((name) => [name.toLowerCase(), settingAttribute(name)]),
);

/** The parsed attributes as the normaliser's raw options, by the spec's names; absent ones left out. */
export function rawGalleryOptions(
  attributes: Readonly<Record<string, string | null>>,
): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const name of SETTING_NAMES) {
    const value = attributes[name.toLowerCase()];
    if (value !== null && value !== undefined) raw[name] = value;
  }
  return raw;
}
