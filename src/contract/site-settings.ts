import * as v from 'valibot';
import { jsonObject } from './common';
import { list, record, text } from './json-fields';

/**
 * The site's header, footer and languages (calls) as the merchant saves them, and the
 * rules the /shop layout reads them by. The header and footer are opaque JSON objects that round-
 * trip unchanged [S-01]; the layout reads only this documented shape from them, and skips what
 * does not fit it: header `{title, links:[{label, href}]}`, footer `{text, links:[{label, href}]}`.
 * A link is shown only when its href is http(s) or relative to the site (never `javascript:`,
 * `data:` or a protocol-relative `//host`).
 */

/** The largest PUT /api/site-header-footer body, in bytes. */
export const HEADER_FOOTER_MAX_BYTES = 16 * 1024;
/** At most this many languages. */
export const MAX_LANGUAGES = 20;
/** A BCP 47 language tag as the site uses them: language, optional script, optional region. */
export const LANGUAGE_CODE = /^[A-Za-z]{2,3}(?:-[A-Za-z]{4})?(?:-(?:[A-Za-z]{2}|[0-9]{3}))?$/;

export const headerFooterBody = v.strictObject({ header: jsonObject, footer: jsonObject });
export type HeaderFooter = v.InferOutput<typeof headerFooterBody>;

export const language = v.strictObject({
  code: v.pipe(v.string(), v.maxLength(16), v.regex(LANGUAGE_CODE)),
  isDefault: v.boolean(),
});
export type Language = v.InferOutput<typeof language>;

export const languagesBody = v.strictObject({
  languages: v.pipe(v.array(language), v.minLength(1), v.maxLength(MAX_LANGUAGES)),
});

/** GET /api/multilingual/status: `provider` only while connected [S-02]. */
export interface ConnectionStatus {
  connected: boolean;
  provider?: string;
}

/** What is wrong with one language of a list: its code is no language tag, or an earlier one's. */
export type LanguageCodeProblem = 'invalid' | 'repeated';

/**
 * The rules a list of languages keeps, checked alike by the server and the settings page: each
 * code a language tag (LANGUAGE_CODE), no code twice (letter case aside), exactly one default.
 * `codes` holds each language's problem, by position (null: none); `oneDefault` whether exactly
 * one language is the default.
 */
export function languageListProblems(languages: readonly Language[]): {
  codes: (LanguageCodeProblem | null)[];
  oneDefault: boolean;
} {
  const seen = new Set<string>();
  const codes = languages.map(({ code }): LanguageCodeProblem | null => {
    const problem = !LANGUAGE_CODE.test(code)
      ? 'invalid'
      : seen.has(code.toLowerCase())
        ? 'repeated'
        : null;
    seen.add(code.toLowerCase());
    return problem;
  });
  return { codes, oneDefault: languages.filter((l) => l.isDefault).length === 1 };
}

/**
 * Why a list of languages cannot be saved, or null when it can: at least one and at most
 * MAX_LANGUAGES languages, then the first language breaking a rule of languageListProblems, then
 * the defaults.
 */
export function languagesProblem(languages: readonly Language[]): string | null {
  if (languages.length === 0) return 'must list at least one language';
  if (languages.length > MAX_LANGUAGES) return `must list at most ${MAX_LANGUAGES} languages`;
  const { codes, oneDefault } = languageListProblems(languages);
  const at = codes.findIndex((problem) => problem !== null);
  const code = languages[at]?.code;
  if (codes[at] === 'invalid') return `has an invalid language code: ${code}`;
  if (codes[at] === 'repeated') return `lists ${code} twice`;
  return oneDefault ? null : 'must have exactly one default';
}

/** Whether `text` holds a control character (U+0000 to U+001F, U+007F). */
const hasControl = (text: string) =>
  [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** Whether `href` may be a link's target: http(s), or a path on this site. */
export function isSafeHref(href: string): boolean {
  if (href === '' || href.length > 2048 || /[\s\\]/.test(href) || hasControl(href)) return false;
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(href);
  if (scheme) return /^https?$/i.test(scheme[1] ?? '');
  return !href.startsWith('//');
}

export interface SiteLink {
  label: string;
  href: string;
}

/** Text trimmed and cut to `max` characters; anything else is ''. */
const textOf = (value: unknown, max: number) => text(value).trim().slice(0, max);

/** The links of a header or footer the layout shows: labelled, with a safe href, at most 12. */
export function linksOf(value: unknown): SiteLink[] {
  const links: SiteLink[] = [];
  for (const item of list(value).map(record)) {
    const label = textOf(item.label, 80);
    const href = textOf(item.href, 2048);
    if (label && isSafeHref(href)) links.push({ label, href });
  }
  return links.slice(0, 12);
}

/** The header as the layout reads it; an empty title falls back to `siteTitle`. */
export function readHeader(header: unknown, siteTitle: string) {
  const h = record(header);
  return { title: textOf(h.title, 120) || siteTitle, links: linksOf(h.links) };
}

/** The footer as the layout reads it. */
export function readFooter(footer: unknown) {
  const f = record(footer);
  return { text: textOf(f.text, 500), links: linksOf(f.links) };
}
