import { DEFAULT_SITE_LOCALE } from '../constants/formatting';
import { canonicalLocale } from './locale';

/**
 * The language a page declares on its `<html>` element, and the direction its text runs in. A
 * store page's content is in the site's locale (`website.locale`), whatever its prices follow: a
 * site without the CLDR money format lays prices out as en-US, yet its words stay its own. The
 * tag is the locale without what its language implies (`de-DE` is `de`, `en-GB` stays `en-GB`,
 * `zh-Hant-TW` is `zh-TW`), so a reader picks the voice the content needs and no more.
 */

/** The language of the project's own words: the strings' defaults, the messages, the owner's pages. */
export const INTERFACE_LANGUAGE = 'en';

/**
 * Scripts written right to left (ISO 15924) in use today: Arabic (Arabic, Persian, Urdu, Pashto,
 * Sindhi, Uyghur, Kurdish in Arabic script…), Hebrew (Hebrew, Yiddish), Thaana (Dhivehi), Syriac,
 * N'Ko, Adlam, Hanifi Rohingya, Mandaic, Samaritan, Mende Kikakui and Yezidi.
 */
const RIGHT_TO_LEFT_SCRIPTS = new Set([
  'Adlm',
  'Arab',
  'Hebr',
  'Mand',
  'Mend',
  'Nkoo',
  'Rohg',
  'Samr',
  'Syrc',
  'Thaa',
  'Yezi',
]);

export interface DocumentLanguage {
  /** The `lang` attribute: a BCP 47 tag. */
  lang: string;
  /** The `dir` attribute, only for text that runs right to left; left to right needs none. */
  dir?: 'rtl';
}

/**
 * The direction of text in `tag`: right to left when the script it is written in (its own, or
 * the one its language is most likely written in) runs so; `ltr` otherwise, also for a tag that is
 * no language tag.
 */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  try {
    const script = new Intl.Locale(tag).maximize().script;
    return script !== undefined && RIGHT_TO_LEFT_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/**
 * The `lang` and `dir` of a page whose content is in `locale` (either separator, any case: `de_DE`);
 * a value that is no locale tag is the default site locale's, en-US's.
 */
export function documentLanguage(locale: unknown): DocumentLanguage {
  const canonical = canonicalLocale(locale) ?? DEFAULT_SITE_LOCALE;
  const lang = new Intl.Locale(canonical).minimize().toString();
  return textDirection(lang) === 'rtl' ? { lang, dir: 'rtl' } : { lang };
}
