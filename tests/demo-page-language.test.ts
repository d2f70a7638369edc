import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentLanguage } from '../src/i18n/document-language';

// Every demo page declares the language of its own content on <html> (WCAG 3.1.1), and no other:
// a page whose context names a site locale is in that locale's language (its prices and its words
// follow it), any other page is in the project's own English; right-to-left text also gets
// dir="rtl". The server's pages: server/document-language.test.ts.

const DIR = 'demo-pages';
const pages = readdirSync(DIR)
  .filter((f) => f.endsWith('.html'))
  .sort()
  .map((file) => ({ file, html: readFileSync(join(DIR, file), 'utf8') }));

/** An attribute of the page's <html> tag, or undefined. */
function htmlAttribute(html: string, name: string): string | undefined {
  const tag = html.match(/<html\b[^>]*>/i)?.[0] ?? '';
  return tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];
}

/** The site locale the page's context script names, if any. */
function contextLocale(html: string): unknown {
  const json = html.match(/<script type="application\/json" id="sq-context">([\s\S]*?)<\/script>/);
  if (!json?.[1]) return undefined;
  return (JSON.parse(json[1]) as { website?: { locale?: unknown } }).website?.locale;
}

describe.each(pages)('demo-pages/$file', ({ html }) => {
  it('declares the language of its content, and the direction of its text', () => {
    const lang = htmlAttribute(html, 'lang');
    expect(lang, 'a lang on <html>').toBeTruthy();
    expect(() => Intl.getCanonicalLocales(lang)).not.toThrow();
    const expected = documentLanguage(contextLocale(html));
    expect(lang).toBe(expected.lang);
    expect(htmlAttribute(html, 'dir')).toBe(expected.dir);
  });
});

describe('the euro stores in German and French', () => {
  const page = (file: string) => pages.find((p) => p.file === file)?.html ?? '';

  it.each([
    ['product-de.html', 'de', '1.234,50&nbsp;€', ['Eichenbank', 'Menge', 'In den Warenkorb']],
    ['product-fr.html', 'fr', '1\u202f234,50&nbsp;€', ['Banc en chêne', 'Quantité', 'Ajouter']],
  ])('%s is a %s page: its prices and its words are', (file, lang, price, words) => {
    const html = page(file);
    expect(htmlAttribute(html, 'lang')).toBe(lang);
    expect(html).toContain(`<span class="sq-product-form__amount">${price}</span>`);
    for (const word of words) expect(html).toContain(word);
    expect(html).not.toMatch(/>(Quantity|Add To Cart|Oak Bench|Demo Store)</);
  });
});
