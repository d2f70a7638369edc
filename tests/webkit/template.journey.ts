import { describe, expect, inject, test } from 'vitest';
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
import { type WebKitPage, webKitSession } from './webkit';

/**
 * The template engine in WebKit, as tests/e2e/template-in-browser.spec.ts checks it in Chromium
 * and Firefox: a store page, under the site's CSP, imports the built engine from the site and
 * renders the server's page templates with the server's data; the HTML and the errors are the
 * server's rendering of the same template and data, byte for byte.
 */
const wk = webKitSession();

let cases: Promise<Record<string, TemplateCase>> | undefined;
/** The cases and the server's rendering of each, made once for the file. */
const theCases = () => {
  cases ??= templateCases(inject('baseUrl'), inject('merchantSecret'));
  return cases;
};

const STORE_PAGE = '/shop/canvas-tote';

/**
 * Opens a store page and loads the engine there: the locale data and the pages' formatters through
 * the driver (as axe is), then the engine's module imported from the site, which the page's CSP
 * (read from the server's answer: WebDriver shows no headers) allows as a script of its origin.
 */
async function pageWithEngine(page: WebKitPage): Promise<void> {
  const answer = await fetch(`${inject('baseUrl')}${STORE_PAGE}`);
  const policy = scriptSrcOf(answer.headers.get('content-security-policy') ?? '');
  expect(policy).toContain("'self'");
  expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\bblob:|\bdata:/);
  await page.goto(STORE_PAGE);
  for (const script of await pageScripts()) await page.driver.executeScript(script);
  await page.evaluate(makeCldrInPage, cldrPacks(CASE_LANGUAGES));
  const failure = await page.driver.executeAsyncScript(
    `const done = arguments[arguments.length - 1];
     ${IMPORT_ENGINE}.then(() => done(null), (error) => done(String(error)));`,
  );
  expect(failure, 'importing the engine').toBeNull();
}

/**
 * Renders a case in the page and expects the server's HTML and errors; gives the server's, which
 * shows what the case says it shows.
 */
async function expectServerRendering(page: WebKitPage, label: string): Promise<Rendered> {
  const found = (await theCases())[label];
  if (!found) throw new Error(`no case ${label}`);
  const rendered = await page.evaluate(renderInPage, found.input);
  expect(rendered.html, label).toBe(found.expected.html);
  expect(rendered.errors, label).toEqual(found.expected.errors);
  for (const text of found.shows) expect(found.expected.html, label).toContain(text);
  return found.expected;
}

describe('the template engine in WebKit', () => {
  test('renders the shop list and a product page as the server does', async () => {
    const { page } = wk;
    await pageWithEngine(page);
    expect((await expectServerRendering(page, 'shop')).errors).toEqual([]);
    expect((await expectServerRendering(page, 'product')).errors).toEqual([]);
  });

  test('writes dates in the site’s time zone, and CLDR dates in de-DE, as the server does', async () => {
    const { page } = wk;
    await pageWithEngine(page);
    expect((await expectServerRendering(page, 'event')).errors).toEqual([]);
    expect((await expectServerRendering(page, 'dates-de')).errors).toEqual([]);
  });

  test('reports an unknown formatter with the same errors as the server', async () => {
    const { page } = wk;
    await pageWithEngine(page);
    const { errors } = await expectServerRendering(page, 'unknown-formatter');
    expect(errors).toEqual([expect.stringContaining("Formatter 'shout' is unknown")]);
  });
});
