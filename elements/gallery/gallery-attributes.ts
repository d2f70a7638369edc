import {
  CHOICES,
  GALLERY_SETTING_NAMES,
  type GallerySettingName,
  NUMBERS,
  normaliseGallerySettings,
  SWITCHES,
} from '../../src/content/gallery-settings';
import { type AttributeFacts, type AttributeSpec, STATES_FACTS } from '../shared/define/attributes';

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

/**
 * What a setting's attribute takes, from the normaliser's own tables: a switch's words, a number's
 * range, a choice's values, and the default. None is required: no value is refused. Nothing in the
 * browser bundle, whose build folds STATES_FACTS to false (attributes.ts).
 */
const settingFacts = STATES_FACTS
  ? (name: GallerySettingName): AttributeFacts => {
      const number = Object.hasOwn(NUMBERS, name) ? NUMBERS[name as keyof typeof NUMBERS] : null;
      if (number) {
        const { min, max, fallback } = number;
        return { type: 'number', default: String(fallback), required: false, min, max };
      }
      const choice = Object.hasOwn(CHOICES, name) ? CHOICES[name as keyof typeof CHOICES] : null;
      const switched = SWITCHES.find(([key]) => GALLERY_SETTING_NAMES[key] === name);
      // The words a switch reads (any case): present empty or with one of the first three is on.
      const values: readonly string[] = choice
        ? choice.values
        : ['', 'true', 'on', '1', 'false', 'off', '0'];
      return {
        type: values.map((value) => `'${value}'`).join(' | '),
        default: choice ? choice.fallback : String(switched?.[1]),
        required: false,
        values,
      };
    }
  : () => undefined;

function settingAttribute(name: GallerySettingName): AttributeSpec<string | null> {
  return {
    // Worked out when asked (by the manifest's generator), not as the gallery starts.
    get facts() {
      return settingFacts(name);
    },
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
