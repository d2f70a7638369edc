// The browser tests in the three engines, one after the other (two cores), then one summary:
// passed, failed and flaky per engine. Chromium and Firefox run through Playwright
// (playwright.config.ts); WebKit runs the journeys of tests/webkit through WebKitWebDriver under
// Xvfb (vitest.webkit.config.ts). SQ_ENGINES=chromium,firefox,webkit picks engines; arguments are
// passed on to Playwright (a spec file, --grep …). Exits non-zero if any test failed anywhere.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const engines = (process.env.SQ_ENGINES ?? 'chromium,firefox,webkit')
  .split(',')
  .map((e) => e.trim());
const results = 'test-results';
mkdirSync(results, { recursive: true });
const webkitJson = join(results, 'webkit.json');
rmSync(webkitJson, { force: true });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

/** @type {Map<string, {passed: number, failed: number, flaky: number, skipped: number}>} */
const summary = new Map();
const tally = (engine) => {
  if (!summary.has(engine)) summary.set(engine, { passed: 0, failed: 0, flaky: 0, skipped: 0 });
  return summary.get(engine);
};

let failed = false;
// One Playwright run per engine, each with a server and database of its own (its global setup):
// the engines' tests never meet in one shop's stock or carts.
for (const engine of engines.filter((e) => e !== 'webkit')) {
  const json = join(results, `${engine}.json`);
  rmSync(json, { force: true });
  const status = run(
    'npx',
    ['playwright', 'test', '--reporter=list,json', ...process.argv.slice(2)],
    {
      SQ_ENGINES: engine,
      PLAYWRIGHT_JSON_OUTPUT_NAME: json,
    },
  );
  if (status !== 0) failed = true;
  const counts = tally(engine);
  if (!existsSync(json)) {
    counts.failed++;
    continue;
  }
  const report = JSON.parse(readFileSync(json, 'utf8'));
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status === 'expected') counts.passed++;
        else if (t.status === 'flaky') counts.flaky++;
        else if (t.status === 'skipped') counts.skipped++;
        else counts.failed++;
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  if ((report.errors ?? []).length > 0) counts.failed++;
}

if (engines.includes('webkit')) {
  const vitest = [
    'vitest',
    'run',
    '--config',
    'vitest.webkit.config.ts',
    '--reporter=default',
    '--reporter=./tests/webkit/summary-reporter.ts',
  ];
  // WebKitGTK has no headless mode: it draws on a virtual X display unless one is there.
  const status = process.env.DISPLAY
    ? run('npx', vitest, { SQ_WEBKIT_SUMMARY: webkitJson })
    : run('xvfb-run', ['-a', '--server-args=-screen 0 1280x1024x24', 'npx', ...vitest], {
        SQ_WEBKIT_SUMMARY: webkitJson,
      });
  if (status !== 0) failed = true;
  const counts = tally('webkit');
  if (existsSync(webkitJson)) {
    const written = JSON.parse(readFileSync(webkitJson, 'utf8'));
    for (const key of ['passed', 'failed', 'flaky', 'skipped']) counts[key] += written[key];
  } else counts.failed++;
}

console.log('\nBrowser tests by engine');
console.log('engine     passed  failed  flaky  skipped');
for (const [engine, c] of summary) {
  console.log(
    `${engine.padEnd(10)} ${String(c.passed).padStart(6)}  ${String(c.failed).padStart(6)}  ${String(c.flaky).padStart(5)}  ${String(c.skipped).padStart(7)}`,
  );
  if (c.failed > 0) failed = true;
}
process.exit(failed ? 1 : 0);
