import { list, record, text } from '../src/contract/json-fields';
import {
  type HeaderFooter,
  isSafeHref,
  type Language,
  languageListProblems,
} from '../src/contract/site-settings';
import { SITE_TEXT } from './site-strings';

/**
 * The site settings page's drafts and their checks, apart from React. The header and footer are
 * edited as title, text and links; saving merges them into the objects as loaded, so keys the
 * page does not edit round-trip unchanged. A link row left wholly empty is dropped; a half-filled
 * or unsafe one is an error. Errors are keyed by the id of the field they concern, so the page
 * can mark that field and link its summary to it.
 */

export interface LinkDraft {
  key: number;
  label: string;
  href: string;
}
export interface HeaderFooterDraft {
  title: string;
  headerLinks: LinkDraft[];
  footerText: string;
  footerLinks: LinkDraft[];
}
export interface LanguageDraft {
  key: number;
  code: string;
  isDefault: boolean;
}
export type FieldErrors = Record<string, string>;

let nextKey = 1;
/** A key for a new row (React's list key; never shown). */
export const rowKey = () => nextKey++;

function linkDrafts(value: unknown): LinkDraft[] {
  return list(value).map((item) => ({
    key: rowKey(),
    label: text(record(item).label),
    href: text(record(item).href),
  }));
}

export function headerFooterDraft({ header, footer }: HeaderFooter): HeaderFooterDraft {
  return {
    title: text(header.title),
    headerLinks: linkDrafts(header.links),
    footerText: text(footer.text),
    footerLinks: linkDrafts(footer.links),
  };
}

const filled = (links: LinkDraft[]) =>
  links
    .map(({ label, href }) => ({ label: label.trim(), href: href.trim() }))
    .filter((link) => link.label || link.href);

/** The body to save: the loaded objects with the edited title, text and links. */
export function headerFooterBody(draft: HeaderFooterDraft, saved: HeaderFooter): HeaderFooter {
  return {
    header: { ...saved.header, title: draft.title.trim(), links: filled(draft.headerLinks) },
    footer: { ...saved.footer, text: draft.footerText.trim(), links: filled(draft.footerLinks) },
  };
}

export const linkFieldId = (part: 'header' | 'footer', index: number, field: 'label' | 'href') =>
  `sq-site-${part}-link-${index}-${field}`;
export const languageFieldId = (index: number, field: 'code' | 'default') =>
  `sq-site-language-${index}-${field}`;

export function headerFooterErrors(draft: HeaderFooterDraft): FieldErrors {
  const errors: FieldErrors = {};
  const check = (part: 'header' | 'footer', links: LinkDraft[]) =>
    links.forEach(({ label, href }, index) => {
      if (!label.trim() && !href.trim()) return;
      if (!label.trim()) errors[linkFieldId(part, index, 'label')] = SITE_TEXT.labelMissing;
      if (!href.trim()) errors[linkFieldId(part, index, 'href')] = SITE_TEXT.hrefMissing;
      else if (!isSafeHref(href.trim()))
        errors[linkFieldId(part, index, 'href')] = SITE_TEXT.hrefUnsafe;
    });
  check('header', draft.headerLinks);
  check('footer', draft.footerLinks);
  return errors;
}

export const languageDrafts = (languages: Language[]): LanguageDraft[] =>
  languages.map((language) => ({ key: rowKey(), ...language }));

export const languagesBody = (drafts: LanguageDraft[]): Language[] =>
  drafts.map(({ code, isDefault }) => ({ code: code.trim(), isDefault }));

export function languageErrors(drafts: LanguageDraft[]): FieldErrors {
  const errors: FieldErrors = {};
  const { codes, oneDefault } = languageListProblems(languagesBody(drafts));
  codes.forEach((problem, index) => {
    if (problem === 'invalid') errors[languageFieldId(index, 'code')] = SITE_TEXT.codeInvalid;
    else if (problem === 'repeated')
      errors[languageFieldId(index, 'code')] = SITE_TEXT.codeRepeated;
  });
  if (drafts.length > 0 && !oneDefault) {
    errors[languageFieldId(0, 'default')] = SITE_TEXT.oneDefault;
  }
  return errors;
}

/**
 * The server's field errors on a languages save as this page's: `languages.2.code` is the third
 * code's field; any other key (the list as a whole) goes to the first code's field.
 */
export function serverLanguageErrors(errors: Record<string, string>): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [key, reason] of Object.entries(errors)) {
    const match = /^languages\.(\d+)\.code$/.exec(key);
    const id = languageFieldId(match ? Number(match[1]) : 0, 'code');
    mapped[id] ??= match ? SITE_TEXT.codeInvalid : `The list of languages ${reason}.`;
  }
  return mapped;
}
