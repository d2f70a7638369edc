import { describe, expect, it } from 'vitest';
import { documentLanguage, INTERFACE_LANGUAGE, textDirection } from './document-language';

describe('documentLanguage: the lang and dir a page declares for content in a locale', () => {
  it.each([
    ['de-DE', 'de'],
    ['de_de', 'de'],
    ['fr-FR', 'fr'],
    ['fr-CA', 'fr-CA'],
    ['en-US', 'en'],
    ['en-GB', 'en-GB'],
    ['pt-BR', 'pt'],
    ['pt-PT', 'pt-PT'],
    ['zh-Hant-TW', 'zh-TW'],
    ['sr-Latn-RS', 'sr-Latn'],
    ['ja', 'ja'],
  ])('%s is written in %s, left to right', (locale, lang) => {
    expect(documentLanguage(locale)).toEqual({ lang });
  });

  it.each([
    ['ar', 'ar'],
    ['ar-EG', 'ar'],
    ['ar-SA', 'ar-SA'],
    ['he-IL', 'he'],
    ['fa-IR', 'fa'],
    ['ur-PK', 'ur'],
    ['ps', 'ps'],
    ['yi', 'yi'],
    ['dv', 'dv'],
    ['ckb', 'ckb'],
    ['pa-Arab-PK', 'pa-PK'],
  ])('%s runs right to left, as %s', (locale, lang) => {
    expect(documentLanguage(locale)).toEqual({ lang, dir: 'rtl' });
  });

  it('a site that names no locale, or no valid one, is an English site', () => {
    for (const locale of [undefined, null, '', '  ', 'not a locale!', 42, {}]) {
      expect(documentLanguage(locale), String(locale)).toEqual({ lang: INTERFACE_LANGUAGE });
    }
  });
});

describe('textDirection', () => {
  it('follows the script a tag names over the one its language is usually written in', () => {
    expect(textDirection('pa')).toBe('ltr');
    expect(textDirection('pa-Arab')).toBe('rtl');
    expect(textDirection('ku')).toBe('ltr');
    expect(textDirection('ku-Arab')).toBe('rtl');
    expect(textDirection('az-Arab')).toBe('rtl');
    expect(textDirection('he-Latn')).toBe('ltr');
  });

  it('is left to right for a tag that is no language tag', () => {
    expect(textDirection('')).toBe('ltr');
    expect(textDirection('?')).toBe('ltr');
  });
});
