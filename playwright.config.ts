import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium.mjs';

/**
 * The browser tests in two engines through Playwright (WebKit has its own runner: tests/webkit).
 *
 * - Chromium (Debian's) runs every spec.
 * - Firefox (Debian's ESR, over WebDriver BiDi through Playwright's `moz-firefox` channel, which is
 *   why @playwright/test is pinned to 1.64: 1.65 asks Firefox 153 for a BiDi command it lacks) runs
 *   the shopper and owner journeys below, and the every-page sweep. The specs left to Chromium
 *   alone check the server's markup, layout, chunks and contracts, which no engine changes, or
 *   repeat a journey's path (the quick-add button, the shop pages' forms).
 *
 * Playwright's `emulateMedia()` has no effect in Firefox over BiDi. A test that emulates a dark
 * colour scheme or reduced motion is tagged `@media`, and Firefox runs those in a browser of their
 * own launched with both preferences; the others run with Firefox's defaults. A test tagged
 * `@chromium-only` checks something of Chromium's own (its lazy-load margin, a double click that
 * lands on a dialog opening under the pointer, which Firefox's BiDi input cannot send).
 */
const JOURNEYS = [
  'every-page', // axe, CSP and hydration on every demo and store page
  'product', // variants, quantity, sold out, restock signup, instalments, gift card, subscription
  'product-forms', // the additional-fields lightbox
  'quick-view',
  'cart', // the pill and the cart page: quantity, remove, edit details, checkout to an order
  'forms', // every field type, errors, captcha hold, success and each failure text
  'address-autocomplete',
  'members',
  'gallery',
  'content-pages',
  'analytics', // consent and beacons
  'analytics-errors',
  'dashboard',
  'site-header', // the owner's site settings
  'restock-owner', // the owner's back-in-stock signups: send one and all, the CSV
  'form-numbers', // number and currency answers typed key by key
  'product-form-flows', // a subscription and an express checkout through the fields dialog
  'template-in-browser', // the built engine renders the server's page templates as the server does
].map((name) => `${name}.spec.ts`);

// Time limits are there to end a hung test, never to judge speed: a busy machine (two cores, a
// build beside) types a 200-key message several times slower than a quiet one, so every test gets
// 90 s and every expectation 10 s. Firefox over BiDi takes a round trip per key press, about
// twice Chromium's time on a typed form: its limits are twice as long.
const FIREFOX_TIME = { timeout: 180_000, expect: { timeout: 20_000 } };

const firefox = (prefs: Record<string, number> = {}) => ({
  browserName: 'firefox' as const,
  channel: 'moz-firefox',
  launchOptions: {
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    firefoxUserPrefs: prefs,
  },
});

const projects: PlaywrightTestConfig['projects'] = [
  { name: 'chromium', use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions } },
  {
    name: 'firefox',
    ...FIREFOX_TIME,
    testMatch: JOURNEYS,
    grepInvert: /@media|@chromium-only/,
    use: firefox(),
  },
  {
    name: 'firefox-media',
    ...FIREFOX_TIME,
    testMatch: JOURNEYS,
    grep: /@media/,
    grepInvert: /@chromium-only/,
    // A dark colour scheme (0 is dark) and reduced motion, as the tagged tests emulate.
    use: firefox({
      'layout.css.prefers-color-scheme.content-override': 0,
      'ui.prefersReducedMotion': 1,
    }),
  },
];

// SQ_ENGINES (a comma-separated list: chromium, firefox) runs only those engines' projects.
const engines = process.env.SQ_ENGINES?.split(',').map((e) => e.trim());

export default defineConfig({
  testDir: 'tests/e2e',
  // One engine's run (as tests/browsers.mjs runs them) clears only its own results.
  outputDir: engines?.length === 1 ? `test-results/${engines[0]}` : 'test-results',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  timeout: 90_000,
  // A browser test that fails is run once more: a test broken for real fails both times, and one
  // that passes the second time is listed as flaky at the end of the run, to be made steady.
  retries: 1,
  expect: { timeout: 10_000 },
  reporter: 'list',
  projects: engines
    ? projects.filter((p) => engines.some((e) => p.name === e || p.name?.startsWith(`${e}-`)))
    : projects,
});
