import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Language, readFooter, readHeader } from '../../src/contract/site-settings';
import type { SiteSettingsRepository } from '../repositories/site-settings';

/**
 * The saved header, footer and languages as a /shop page's layout reads them (its `site`): the
 * header's title and links, the footer's text and links (only the documented shape, links with
 * safe hrefs: readHeader, readFooter), and, with more than one language, the switcher's links.
 * A page's path in the default language is its own; in any other language it is under that
 * language's prefix, the code in lower case (`/fr/shop`, `/pt-br/shop/ceramic-mug`). The
 * switcher marks the page's own language as current. Each language is named in itself
 * ('Français'), or by its code where the runtime has no name for it. `account` says whether the
 * site members' header control (the partial partials/account.jsont) is there to apply.
 */

export interface LanguageLink {
  code: string;
  name: string;
  href: string;
  current: boolean;
}

/** The prefix of `code`'s pages: '' for the default language, else '/' and the code in lower case. */
export const languagePrefix = (language: Language) =>
  language.isDefault ? '' : `/${language.code.toLowerCase()}`;

function nameOf(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
}

/** The switcher's links for the page at `path` (unprefixed) shown in `current`'s language. */
export function languageLinks(
  languages: readonly Language[],
  path: string,
  current: Language | undefined,
): LanguageLink[] {
  if (languages.length < 2) return [];
  return languages.map((language) => ({
    code: language.code,
    name: nameOf(language.code),
    href: `${languagePrefix(language)}${path}`,
    current: language.code === current?.code,
  }));
}

/** The language whose prefix is `prefix` (no slash), or undefined when none but the default has it. */
export function languageOfPrefix(languages: readonly Language[], prefix: string) {
  return languages.find((l) => !l.isDefault && l.code.toLowerCase() === prefix.toLowerCase());
}

interface Saved {
  version: number;
  header: ReturnType<typeof readHeader>;
  footer: ReturnType<typeof readFooter>;
  languages: Language[];
}

/**
 * Reads the settings when they changed since the last read (their repository's version), and
 * builds a page's `site` from them.
 */
export function shopChrome(settings: SiteSettingsRepository, siteTitle: string, root: string) {
  const account = existsSync(join(root, 'fixtures/templates/partials/account.jsont'));
  let saved: Saved | undefined;
  async function load(): Promise<Saved> {
    const version = settings.version;
    if (saved?.version === version) return saved;
    const [{ header, footer }, languages] = await Promise.all([
      settings.headerFooter(),
      settings.languages(),
    ]);
    saved = {
      version,
      header: readHeader(header, siteTitle),
      footer: readFooter(footer),
      languages,
    };
    return saved;
  }
  return {
    /** The languages as last saved. */
    languages: async () => (await load()).languages,
    /** The `site` of the page at `path` in `language` (the default one when undefined), and its cache key. */
    async site(path: string, language?: Language) {
      const { version, header, footer, languages } = await load();
      const current = language ?? languages.find((l) => l.isDefault);
      const site = {
        header,
        footer,
        languages: languageLinks(languages, path, current),
        homeHref: `${current ? languagePrefix(current) : ''}/shop`,
        account,
      };
      return { site, key: `${version}|${current?.code ?? ''}` };
    },
  };
}
