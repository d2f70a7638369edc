import type { Page } from '@playwright/test';
import {
  CASE_LANGUAGES,
  cldrPacks,
  IMPORT_ENGINE,
  makeCldrInPage,
  pageScripts,
  type Rendered,
  renderInPage,
  scriptSrcOf,
  type TemplateCase,
  templateCases,
} from '../helpers/template-in-browser';
import { expect, test } from './fixtures';
import { merchantSecret } from './owner';

/**
 * The template engine runs in a browser: a store page, under the site's CSP, imports the built
 * engine from the site (/template-engine.mjs) and renders the server's page templates with the
 * data the server renders them with, in the same locale; the HTML and the errors are the server's
 * rendering of the same template and data, byte for byte (tests/helpers/template-in-browser.ts).
 */

let cases: Promise<Record<string, TemplateCase>> | undefined;
/** The cases and the server's rendering of each, made once for the file. */
const theCases = () => {
  cases ??= templateCases(process.env.SQ_BASE_URL as string, merchantSecret());
  return cases;
};

/**
 * Opens a store page and loads the engine there: the locale data and the pages' formatters through
 * the driver (as axe is), then the engine's module imported from the site, which the page's CSP
 * allows as a script of its own origin.
 */
async function pageWithEngine(page: Page): Promise<void> {
  const response = await page.goto('/shop/canvas-tote');
  const policy = scriptSrcOf(response?.headers()['content-security-policy'] ?? '');
  expect(policy).toContain("'self'");
  expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\bblob:|\bdata:/);
  for (const script of await pageScripts()) await page.evaluate(script);
  await page.evaluate(makeCldrInPage, cldrPacks(CASE_LANGUAGES));
  await page.evaluate(IMPORT_ENGINE);
}

/**
 * Renders a case in the page and expects the server's HTML and errors; gives the server's, which
 * shows what the case says it shows.
 */
async function expectServerRendering(page: Page, label: string): Promise<Rendered> {
  const found = (await theCases())[label];
  if (!found) throw new Error(`no case ${label}`);
  const rendered = await page.evaluate(renderInPage, found.input);
  expect(rendered.html, label).toBe(found.expected.html);
  expect(rendered.errors, label).toEqual(found.expected.errors);
  for (const text of found.shows) expect(found.expected.html, label).toContain(text);
  return found.expected;
}

test.describe('the template engine in the browser', () => {
  test('renders the shop list and a product page as the server does', async ({
    page,
    pageErrors,
  }) => {
    await pageWithEngine(page);
    expect((await expectServerRendering(page, 'shop')).errors).toEqual([]);
    expect((await expectServerRendering(page, 'product')).errors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('writes dates in the site’s time zone, and CLDR dates in de-DE, as the server does', async ({
    page,
    pageErrors,
  }) => {
    await pageWithEngine(page);
    expect((await expectServerRendering(page, 'event')).errors).toEqual([]);
    expect((await expectServerRendering(page, 'dates-de')).errors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('reports an unknown formatter with the same errors as the server', async ({
    page,
    pageErrors,
  }) => {
    await pageWithEngine(page);
    const { errors } = await expectServerRendering(page, 'unknown-formatter');
    expect(errors).toEqual([expect.stringContaining("Formatter 'shout' is unknown")]);
    expect(pageErrors).toEqual([]);
  });
});
