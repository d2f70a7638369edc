import { describe, expect, it } from 'vitest';
import { languageLinks, languageOfPrefix } from './shop-chrome';

const languages = [
  { code: 'en-US', isDefault: true },
  { code: 'fr', isDefault: false },
  { code: 'pt-BR', isDefault: false },
];

describe('the language switcher', () => {
  it('links each language to the same path under its prefix, marking the current one', () => {
    const links = languageLinks(languages, '/shop/ceramic-mug', languages[2]);
    expect(links.map(({ href, current }) => [href, current])).toEqual([
      ['/shop/ceramic-mug', false],
      ['/fr/shop/ceramic-mug', false],
      ['/pt-br/shop/ceramic-mug', true],
    ]);
    expect(links[1]?.name).toBe('Français');
  });

  it('is not shown with one language', () => {
    expect(languageLinks([{ code: 'en', isDefault: true }], '/shop', undefined)).toEqual([]);
  });

  it('finds a prefix’s language, never the default one', () => {
    expect(languageOfPrefix(languages, 'PT-br')?.code).toBe('pt-BR');
    expect(languageOfPrefix(languages, 'en-us')).toBeUndefined();
    expect(languageOfPrefix(languages, 'de')).toBeUndefined();
  });
});
