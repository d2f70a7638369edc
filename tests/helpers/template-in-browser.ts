import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';
import type { SiteSettingsRepository } from '../../server/repositories/site-settings';
import { readSiteData } from '../../server/site-data/site-data';
import {
  pageEngine,
  readTemplates,
  renderPage,
  withDocumentLanguage,
} from '../../server/templates/pages';
import { eventItemPageData } from '../../server/views/content-page';
import { shopChrome } from '../../server/views/shop-chrome';
import { productPageData, shopPageData, storePageLocale } from '../../server/views/shop-page';
import type { HeaderFooter, Language } from '../../src/contract/site-settings';

/**
 * The template engine in a browser, for the Playwright test and the WebKit journey alike: what a
 * page needs to render with the built engine (dist/template-engine.mjs, imported from the site
 * under the page's CSP), the cases it renders, and each case's expected output, which is the
 * server's own rendering (server/templates/pages.ts renderPage) of the same template and data.
 *
 * A page's data is what the server renders that page with: the store's and the content's views
 * over the fixtures, the layout's `site` from the site's saved header, footer and languages (read
 * through the owner's API, as the server reads them from its database) and the language the page
 * declares (withDocumentLanguage), in the store's locale.
 */

/** What the page renders: a template's source, the partials, the data and the locale. */
export interface RenderInput {
  template: string;
  partials: Record<string, string>;
  json: unknown;
  locale: string;
}

/** A rendering: the HTML and the engine's errors, as the server's renderPage gives them. */
export interface Rendered {
  html: string;
  errors: string[];
}

export interface TemplateCase {
  label: string;
  input: RenderInput;
  expected: Rendered;
  /** What the server's rendering shows, so that a case cannot pass by both rendering nothing. */
  shows: string[];
}

/** The URL the site serves the built engine at (dist/ is served at the root). */
export const ENGINE_URL = '/template-engine.mjs';

/**
 * An expression, evaluated in the page, that imports the engine from the site and keeps it as
 * `sqTemplateEngine`. A string, so that no test runner rewrites its `import()` for Node.
 */
export const IMPORT_ENGINE = `import(${JSON.stringify(ENGINE_URL)}).then((engine) => { globalThis.sqTemplateEngine = engine; })`;

/** The script-src directive of a Content-Security-Policy header: what the page may run. */
export const scriptSrcOf = (csp: string): string =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src ')) ?? '';

const require = createRequire(import.meta.url);
let scripts: Promise<string[]> | undefined;

/**
 * Scripts the page runs through the driver (the pages' CSP refuses inline scripts, as it refuses
 * an import map): @phensley/cldr's browser build (the global `cldrengine`) and the server's own
 * page formatters (server/templates/page-formatters.ts, bundled: `sqPageFormatters`).
 */
export function pageScripts(): Promise<string[]> {
  scripts ??= bundleScripts();
  return scripts;
}

async function bundleScripts(): Promise<string[]> {
  const cldr = readFileSync(require.resolve('@phensley/cldr/dist/cldrengine.umd.js'), 'utf8');
  const { outputFiles } = await esbuild.build({
    stdin: {
      contents:
        "import { PAGE_FORMATTERS } from './server/templates/page-formatters';\nglobalThis.sqPageFormatters = PAGE_FORMATTERS;\n",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    target: 'es2020',
    write: false,
  });
  return [cldr, outputFiles[0]?.text ?? ''];
}

/** The CLDR language packs of @phensley/cldr the cases' locales load, by language. */
export function cldrPacks(languages: string[]): Record<string, unknown> {
  return Object.fromEntries(
    languages.map((language) => [
      language,
      JSON.parse(
        readFileSync(require.resolve(`@phensley/cldr/packs/${language}.json`), 'utf8'),
      ) as unknown,
    ]),
  );
}

/**
 * In the page, once the scripts have run: the locale data as the server makes it (one
 * CLDRFramework over the packs), kept as `sqCldr`.
 */
export function makeCldrInPage(packs: Record<string, unknown>): void {
  const g = globalThis as unknown as {
    cldrengine: { CLDRFramework: new (options: unknown) => unknown };
    sqCldr: unknown;
  };
  g.sqCldr = new g.cldrengine.CLDRFramework({ loader: (language: string) => packs[language] });
}

/**
 * In the page: renders as the server's renderPage does, with the engine imported from the site,
 * its formatters and predicates plus the pages' own, and the CLDR instance of the locale.
 */
export function renderInPage(input: RenderInput): Rendered {
  const g = globalThis as unknown as {
    sqTemplateEngine: {
      Compiler: new (
        options: unknown,
      ) => {
        execute(props: unknown): {
          ctx: { render(): string };
          errors: { type?: string; message: string }[];
        };
      };
      Formatters: object;
      Predicates: object;
    };
    sqPageFormatters: object;
    sqCldr: { get(locale: string): unknown };
  };
  const engine = g.sqTemplateEngine;
  const compiler = new engine.Compiler({
    formatters: { ...engine.Formatters, ...g.sqPageFormatters },
    predicates: engine.Predicates,
  });
  const result = compiler.execute({
    code: input.template,
    json: input.json,
    partials: input.partials,
    cldr: g.sqCldr.get(input.locale),
  });
  return {
    html: result.ctx.render(),
    errors: result.errors.map((e) => (e.type ? `${e.type}: ${e.message}` : e.message)),
  };
}

/** The site's saved header, footer and languages, read as the owner; for shopChrome. */
async function savedSettings(baseUrl: string, ownerSecret: string) {
  const get = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { authorization: `Bearer ${ownerSecret}` },
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  };
  const headerFooter = (await get('/api/site-header-footer')) as HeaderFooter;
  const { languages } = (await get('/api/multilingual/settings')) as { languages: Language[] };
  return {
    version: 0,
    headerFooter: async () => headerFooter,
    languages: async () => languages,
  } as unknown as SiteSettingsRepository;
}

/** An event of the content fixtures in April (daylight time in New York and in Berlin), for the dates. */
const EVENT = 'spring-market';

/**
 * Dates as the engine writes them: the `date` formatter (strftime, in the site's time zone by the
 * tz database) and the CLDR `datetime` formatter in the page's locale.
 */
const DATES_TEMPLATE =
  '{.section item}<p>{startDate|date %A, %B %e, %Y, %l:%M %p %Z}</p>' +
  '<p>{startDate|datetime full}</p><p>{startDate|datetime date:long time:short}</p>' +
  '<p>{endDate|datetime medium}</p>{.end}\n';

/** A template that names a formatter the engine does not have, over a product page's data. */
const UNKNOWN_FORMATTER_TEMPLATE =
  '{.section item}<h1>{title|shout}</h1><p>{title|html}</p>{.end}\n';

/**
 * The cases, each with the server's rendering of it:
 * - `shop`, `product`: the shop's list and the Canvas Tote's page (CLDR prices, the page context
 *   written by the pages' script-json formatter), as the server renders /shop and /shop/canvas-tote;
 * - `event`: an event's page (dates in the site's time zone), as the server renders it;
 * - `dates-de`: the event's dates by both date formatters in de-DE, on a site in Berlin;
 * - `unknown-formatter`: a template with an unknown formatter, and the engine's errors.
 */
export async function templateCases(
  baseUrl: string,
  ownerSecret: string,
): Promise<Record<string, TemplateCase>> {
  const root = process.cwd();
  const { shop, content } = await readSiteData(root);
  const templates = await readTemplates(`${root}/fixtures/templates`);
  const chrome = shopChrome(
    await savedSettings(baseUrl, ownerSecret),
    shop.catalogue.siteTitle,
    root,
  );
  const storeLocale = storePageLocale(shop.website);
  const siteLocale = shop.website.locale;
  const engine = pageEngine();

  const make = async (
    label: string,
    template: string,
    path: string,
    data: Record<string, unknown> | null,
    shows: string[],
    locale = storeLocale,
  ): Promise<TemplateCase> => {
    if (!data) throw new Error(`no data for ${path}`);
    const { site } = await chrome.site(path);
    const json = withDocumentLanguage({ ...data, site }, siteLocale);
    const input = { template, partials: templates.partials, json, locale };
    const expected = renderPage(
      engine,
      { pages: { [label]: template }, partials: templates.partials },
      label,
      json,
      locale,
    );
    return { label, input, expected, shows };
  };
  const source = (name: string) => String(templates.pages[name]);
  const tote = productPageData(shop, 'canvas-tote');
  const event = eventItemPageData(content, shop, EVENT);
  const berlin = event && {
    ...event,
    website: { ...(event.website as object), timeZone: 'Europe/Berlin' },
  };
  const cases = await Promise.all([
    make('shop', source('shop'), '/shop', shopPageData(shop), ['<h2 class="shop-item__title">']),
    // CLDR prices, and the page context written by the pages' script-json formatter.
    make('product', source('product'), '/shop/canvas-tote', tote, [
      'from $28.00',
      '<script type="application/json" id="sq-context">{',
    ]),
    make('event', source('event-item'), `/events/${EVENT}`, event, ['10:00 AM', 'EDT']),
    // The date formatter is English in any locale; datetime is the locale's.
    make(
      'dates-de',
      DATES_TEMPLATE,
      `/events/${EVENT}`,
      berlin,
      ['Saturday, April 20, 2024,  4:00 PM CEST', 'Samstag, 20. April 2024 um 16:00'],
      'de-DE',
    ),
    make('unknown-formatter', UNKNOWN_FORMATTER_TEMPLATE, '/shop/canvas-tote', tote, [
      '<h1>{title|shout}</h1>',
    ]),
  ]);
  return Object.fromEntries(cases.map((c) => [c.label, c]));
}

/** The languages of the packs the cases' locales load. */
export const CASE_LANGUAGES = ['en', 'de'];
