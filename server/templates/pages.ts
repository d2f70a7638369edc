import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cldrFor } from '../../src/i18n/cldr';
import { documentLanguage } from '../../src/i18n/document-language';
import { Compiler, Formatters, Predicates } from '../../src/template/index';
import { PAGE_FORMATTERS } from './page-formatters';

/**
 * Every page the server renders comes from a JSON-T template in fixtures/templates/ through this
 * repository's engine. A page template defines its body as the macro `content` and applies the
 * one layout partial, `partials/layout.jsont`, which writes the document around it.
 */

/** The engine's `parse` and `execute`, as both ours and the public `@squarespace/template-engine` offer them. */
export interface TemplateEngine {
  parse(source: string): { code: unknown };
  execute(props: {
    /** A template's source, or the code `parse` made of it. */
    code: unknown;
    json: unknown;
    partials: Record<string, string>;
    cldr?: unknown;
  }): { ctx: { render(): string }; errors: { type?: string; message: string }[] };
}

/** The pages' own formatters (page-formatters.ts). */
export { PAGE_FORMATTERS };

/** This repository's engine with every built-in formatter and predicate plus the pages' formatters. */
export function pageEngine(): TemplateEngine {
  return new Compiler({
    formatters: { ...Formatters, ...PAGE_FORMATTERS },
    predicates: Predicates,
  }) as unknown as TemplateEngine;
}

/** The templates: the pages by name (file name without `.jsont`, source or parsed code) and the partials. */
export interface PageTemplates {
  pages: Record<string, unknown>;
  partials: Record<string, string>;
}

/** The en-US locale data the engine's price and variant formatters need. */
export const enUsCldr = (): unknown => cldrFor('en-US');

/** The engine's locale data of `locale`; en-US's for a locale the engine has no data for. */
export function engineCldr(locale: string): unknown {
  try {
    return cldrFor(locale);
  } catch {
    return enUsCldr();
  }
}

/**
 * Renders one page template in `locale` (en-US unless told); the engine's errors are returned
 * beside whatever it wrote.
 */
export function renderPage(
  engine: TemplateEngine,
  templates: PageTemplates,
  name: string,
  json: unknown,
  locale = 'en-US',
): { html: string; errors: string[] } {
  const result = engine.execute({
    code: templates.pages[name] ?? '',
    json,
    partials: templates.partials,
    cldr: engineCldr(locale),
  });
  return {
    html: result.ctx.render(),
    errors: result.errors.map((e) => (e.type ? `${e.type}: ${e.message}` : e.message)),
  };
}

/**
 * A page's data with the `lang` and `dir` the layout writes on `<html>`: the language the data
 * names for itself (an instalment page's market's), else the site's, from its locale.
 */
export function withDocumentLanguage(json: unknown, siteLocale: unknown): unknown {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return json;
  const own = (json as { lang?: unknown }).lang;
  const { lang, dir } = documentLanguage(typeof own === 'string' && own ? own : siteLocale);
  return { ...json, lang, dir };
}

/** The page and partial sources in a templates folder (partials in its partials/ folder). */
export async function readTemplates(dir: string): Promise<PageTemplates> {
  const read = async (folder: string) => {
    const files = (await readdir(folder)).filter((f) => f.endsWith('.jsont')).sort();
    const entries = await Promise.all(
      files.map(async (f) => [
        f.slice(0, -'.jsont'.length),
        await readFile(join(folder, f), 'utf8'),
      ]),
    );
    return Object.fromEntries(entries) as Record<string, string>;
  };
  return { pages: await read(dir), partials: await read(join(dir, 'partials')) };
}

/** Renders the pages by name; made once at start, it holds each page parsed. */
export interface PageRenderer {
  /**
   * The page's HTML, in `locale` (en-US unless told), declaring the language of its content
   * (withDocumentLanguage). An engine error is logged and the page is sent anyway.
   */
  render(name: string, json: unknown, locale?: string): string;
}

/** Reads and parses every template in `dir` once, for a renderer that logs engine errors to `log`. */
export async function loadPages(
  dir: string,
  options: {
    log: { warn(details: object, message: string): void };
    /** The site's locale (`website.locale`), the language of a page that names none; en-US unless told. */
    siteLocale?: unknown;
    /** Defaults to pageEngine(); another engine needs PAGE_FORMATTERS too. */
    engine?: TemplateEngine;
  },
): Promise<PageRenderer> {
  const engine = options.engine ?? pageEngine();
  const sources = await readTemplates(dir);
  const templates: PageTemplates = {
    pages: Object.fromEntries(
      Object.entries(sources.pages).map(([name, source]) => [
        name,
        engine.parse(source as string).code,
      ]),
    ),
    partials: sources.partials,
  };
  return {
    render(name, json, locale) {
      const data = withDocumentLanguage(json, options.siteLocale);
      const { html, errors } = renderPage(engine, templates, name, data, locale);
      if (errors.length) options.log.warn({ template: name, errors }, 'page rendered with errors');
      return html;
    },
  };
}
