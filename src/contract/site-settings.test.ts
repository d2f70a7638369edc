import { describe, expect, it } from 'vitest';
import {
  isSafeHref,
  languageListProblems,
  languagesProblem,
  linksOf,
  readFooter,
  readHeader,
} from './site-settings';

describe('isSafeHref', () => {
  it.each(['/shop', 'shop/mug', '?page=2', '#top', 'https://example.com/a', 'HTTP://example.com'])(
    'lets %s through',
    (href) => expect(isSafeHref(href)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    'mailto:a@example.com',
    '//evil.example/',
    '/\\evil.example',
    'java\tscript:alert(1)',
    '',
  ])('refuses %j', (href) => expect(isSafeHref(href)).toBe(false));
});

describe('languagesProblem', () => {
  it('accepts valid tags with exactly one default', () => {
    const languages = [
      { code: 'en', isDefault: true },
      { code: 'pt-BR', isDefault: false },
      { code: 'zh-Hant-TW', isDefault: false },
      { code: 'es-419', isDefault: false },
    ];
    expect(languagesProblem(languages)).toBeNull();
  });
  it.each([
    [[], 'must list at least one language'],
    [[{ code: 'en', isDefault: false }], 'must have exactly one default'],
    [
      [
        { code: 'en', isDefault: true },
        { code: 'fr', isDefault: true },
      ],
      'must have exactly one default',
    ],
    [[{ code: 'english', isDefault: true }], 'has an invalid language code: english'],
    [
      [
        { code: 'en', isDefault: true },
        { code: 'EN', isDefault: false },
      ],
      'lists EN twice',
    ],
  ])('refuses %j', (languages, problem) => expect(languagesProblem(languages)).toBe(problem));
});

describe('languageListProblems, the rules the server and the settings page share', () => {
  it('names each code that is no tag or repeats an earlier one, and whether one is the default', () => {
    expect(
      languageListProblems([
        { code: 'en', isDefault: false },
        { code: 'fr!', isDefault: false },
        { code: 'EN', isDefault: false },
        { code: 'pt-BR', isDefault: false },
      ]),
    ).toEqual({ codes: [null, 'invalid', 'repeated', null], oneDefault: false });
    expect(languageListProblems([{ code: 'en', isDefault: true }])).toEqual({
      codes: [null],
      oneDefault: true,
    });
  });
});

describe('the header and footer as the layout reads them', () => {
  it('keeps labelled links with safe hrefs only', () => {
    expect(
      linksOf([
        { label: ' Journal ', href: '/journal' },
        { label: '', href: '/empty-label' },
        { label: 'Evil', href: 'javascript:alert(1)' },
        'not a link',
        { label: 'Out', href: 'https://example.com' },
      ]),
    ).toEqual([
      { label: 'Journal', href: '/journal' },
      { label: 'Out', href: 'https://example.com' },
    ]);
  });
  it('falls back to the site title, and reads nothing from a value of another shape', () => {
    expect(readHeader({ title: '  ', links: 'x' }, 'Demo Store')).toEqual({
      title: 'Demo Store',
      links: [],
    });
    expect(readFooter({ text: 42 })).toEqual({ text: '', links: [] });
  });
});
