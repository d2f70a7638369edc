import { describe, expect, it } from 'vitest';
import {
  headerFooterBody,
  headerFooterDraft,
  headerFooterErrors,
  languageDrafts,
  languageErrors,
  languageFieldId,
  linkFieldId,
  serverLanguageErrors,
} from './site-form';

describe('the header and footer draft', () => {
  const saved = {
    header: { title: 'Demo', links: [{ label: 'Shop', href: '/shop' }], theme: 'dark' },
    footer: { text: 'Hi', links: [], extra: [1, 2] },
  };

  it('saves the edits into the objects as loaded, keeping the keys it does not edit', () => {
    const draft = headerFooterDraft(saved);
    draft.title = ' Fern ';
    draft.headerLinks.push({ key: 0, label: 'Journal', href: ' /journal ' });
    draft.footerLinks.push({ key: 1, label: '', href: '' });
    expect(headerFooterBody(draft, saved)).toEqual({
      header: {
        title: 'Fern',
        links: [
          { label: 'Shop', href: '/shop' },
          { label: 'Journal', href: '/journal' },
        ],
        theme: 'dark',
      },
      footer: { text: 'Hi', links: [], extra: [1, 2] },
    });
  });

  it('names the field of a half-filled or unsafe link, and nothing for an empty row', () => {
    const draft = headerFooterDraft(saved);
    draft.headerLinks.push({ key: 0, label: '', href: '/x' }, { key: 1, label: '', href: '' });
    draft.footerLinks.push({ key: 2, label: 'Evil', href: 'javascript:alert(1)' });
    expect(Object.keys(headerFooterErrors(draft))).toEqual([
      linkFieldId('header', 1, 'label'),
      linkFieldId('footer', 0, 'href'),
    ]);
  });
});

describe('the languages draft', () => {
  it('names a bad or repeated code, and a list without one default', () => {
    const drafts = languageDrafts([
      { code: 'en', isDefault: false },
      { code: 'fr!', isDefault: false },
      { code: 'EN', isDefault: false },
    ]);
    expect(Object.keys(languageErrors(drafts))).toEqual([
      languageFieldId(1, 'code'),
      languageFieldId(2, 'code'),
      languageFieldId(0, 'default'),
    ]);
  });

  it('reads the server’s field errors as the fields they name', () => {
    expect(Object.keys(serverLanguageErrors({ 'languages.2.code': 'must match' }))).toEqual([
      languageFieldId(2, 'code'),
    ]);
    expect(serverLanguageErrors({ languages: 'must have exactly one default' })).toEqual({
      [languageFieldId(0, 'code')]: 'The list of languages must have exactly one default.',
    });
  });
});
