/**
 * Every text the site settings page (/merchant/site) shows, in one place, as dashboard/strings.ts
 * for the analytics page; texts with figures in them are functions of those figures. The
 * connection labels are the spec's own [S-03].
 */
export const SITE_TEXT = {
  loading: 'Loading the site settings…',
  failed: (reason: string) => `The site settings could not be loaded: ${reason}`,

  headerFooterHeading: 'Header and footer',
  headerLegend: 'Header',
  siteTitle: 'Site title',
  siteTitleHint: 'Shown at the top of every shop page. Leave empty to use the store’s name.',
  footerLegend: 'Footer',
  footerText: 'Footer text',
  linksLegend: (part: string, n: number) => `${part} link ${n}`,
  linkLabel: 'Label',
  linkHref: 'Address',
  linkHrefHint: 'A path on this site, such as /shop, or a full http:// or https:// address.',
  addHeaderLink: 'Add a header link',
  addFooterLink: 'Add a footer link',
  removeLink: (part: string, n: number) => `Remove ${part.toLowerCase()} link ${n}`,
  saveHeaderFooter: 'Save header and footer',
  headerFooterSaved: 'The header and footer are saved.',

  languagesHeading: 'Languages',
  languageLegend: (n: number) => `Language ${n}`,
  languageCode: 'Language code',
  languageCodeHint: 'A language tag such as en, fr, pt-BR or zh-Hant-TW.',
  languageDefault: 'Default language',
  addLanguage: 'Add a language',
  removeLanguage: (n: number) => `Remove language ${n}`,
  saveLanguages: 'Save languages',
  languagesSaved: 'The languages are saved.',

  connectionHeading: 'Translation connection',
  connectedTo: (provider: string) => `Connected to ${provider}.`,
  notConnected: 'Not connected.',
  connect: 'Connect',
  disconnect: 'Disconnect',
  awaiting: 'Awaiting Connection to Zapier',
  disconnected: 'The translation provider is disconnected.',

  saving: 'Saving…',
  errorSummary: (n: number) => (n === 1 ? 'There is 1 problem:' : `There are ${n} problems:`),
  labelMissing: 'Enter a label for this link.',
  hrefMissing: 'Enter an address for this link.',
  hrefUnsafe: 'Enter a path on this site (starting with /) or an http:// or https:// address.',
  codeInvalid: 'Enter a language tag such as en, fr or pt-BR.',
  codeRepeated: 'This language is listed twice.',
  oneDefault: 'Choose one default language.',
  tooBig: 'The header and footer are too long to save. Remove some links or text.',
} as const;
