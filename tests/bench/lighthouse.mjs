// Lighthouse (mobile preset: simulated throttling) over every demo page and every /shop page,
// against a fresh server on loopback. Figures only, no pass/fail.
// Alone: `npm run build && node tests/bench/lighthouse.mjs [--runs=N] [--only=TEXT] [--json=FILE]
// [--reports=DIR]` (--only: pages whose path holds TEXT; --reports: every run's Lighthouse JSON).
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { benchServer } from './server-load.mjs';
import { median } from './stats.mjs';

/** The goal: what a page must reach (scores out of 100, TBT in ms). */
export const GOAL = { performance: 98, accessibility: 100, bestPractices: 100, tbt: 50, cls: 0 };

/** Every demo page (demo-pages/*.html) and every /shop page: the list and each product's page. */
export async function lighthousePages() {
  const demo = (await readdir('demo-pages')).filter((f) => f.endsWith('.html')).sort();
  const products = JSON.parse(await readFile('fixtures/products.json', 'utf8'));
  return [
    ...demo.map((file) => `/demo-pages/${file}`),
    '/shop',
    ...products.map((p) => `/shop/${p.urlSlug}`),
  ];
}

/**
 * A fresh server on loopback over a throwaway database and a copy of what it serves (dist/,
 * demo-pages/, fixtures/, the migrations), so a build elsewhere in the tree cannot change the
 * pages during the run; `close()` removes it all.
 */
async function lighthouseServer() {
  const root = await mkdtemp(join(tmpdir(), 'sq-lighthouse-'));
  for (const part of ['dist', 'demo-pages', 'fixtures', 'server/db/migrations']) {
    await cp(part, join(root, part), { recursive: true });
  }
  const server = await benchServer({ root });
  return {
    base: server.base,
    async close() {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

const AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

/**
 * Where the blocking time is: each long task after FCP (simulated: 4× the observed time) gives
 * what it runs over 50 ms to the file Lighthouse attributes it to, the loader, a chunk, the page
 * (the document, its parsing, style and layout) or none ('unattributable': browser work).
 */
function blockingOf(lhr) {
  const fcp = lhr.audits[AUDITS.fcp].numericValue;
  const blocking = { loader: 0, chunks: 0, page: 0, unattributable: 0 };
  for (const task of lhr.audits['long-tasks'].details?.items ?? []) {
    if (task.startTime + task.duration <= fcp) continue;
    const { pathname } = URL.canParse(task.url) ? new URL(task.url) : { pathname: '' };
    const kind = pathname.startsWith('/chunks/')
      ? 'chunks'
      : pathname === '/sq-storefront.js'
        ? 'loader'
        : pathname
          ? 'page'
          : 'unattributable';
    const after = task.startTime + task.duration - Math.max(task.startTime, fcp);
    blocking[kind] += Math.max(0, after - 50);
  }
  return blocking;
}

/** One Lighthouse run's figures, and the audits that kept a category below 100. */
function figuresOf(lhr) {
  if (lhr.runtimeError) {
    const nothing = { performance: 0, accessibility: 0, bestPractices: 0 };
    const failing = [{ id: `runtime error ${lhr.runtimeError.code}`, value: '' }];
    return {
      ...nothing,
      fcp: NaN,
      lcp: NaN,
      tbt: NaN,
      cls: NaN,
      blocking: {},
      failing,
      warnings: [],
    };
  }
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = [];
  for (const id of ['performance', 'accessibility', 'best-practices']) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      // Performance: the metrics it is made of (weight > 0) below 0.9; the others: any failure.
      const counts = id !== 'performance' || ref.weight > 0;
      if (counts && audit.score !== null && audit.score < (id === 'performance' ? 0.9 : 1)) {
        failing.push({ id: ref.id, value: audit.displayValue ?? '' });
      }
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: lhr.audits[AUDITS.fcp].numericValue,
    lcp: lhr.audits[AUDITS.lcp].numericValue,
    tbt: lhr.audits[AUDITS.tbt].numericValue,
    cls: lhr.audits[AUDITS.cls].numericValue,
    blocking: blockingOf(lhr),
    failing,
    warnings: lhr.runWarnings,
  };
}

/** Each audit that failed in some run, with its value in each run it failed: `id (a, b)`. */
function failingOf(results) {
  const values = new Map();
  for (const { id, value } of results.flatMap((r) => r.failing)) {
    values.set(id, [...(values.get(id) ?? []), value].filter(Boolean));
  }
  return [...values].map(([id, list]) => (list.length ? `${id} (${list.join(', ')})` : id));
}

/**
 * Runs Lighthouse `runs` times on each page (the default mobile preset: a Moto G Power sized
 * screen, simulated slow 4G and 4× CPU slowdown) in one headless Chromium, and answers each page's
 * median of every figure, with the audits that failed in any run.
 */
export async function lighthouseScores({ runs = 3, only = '', reports, onPage = () => {} } = {}) {
  const pages = (await lighthousePages()).filter((p) => p.includes(only));
  const server = await lighthouseServer();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    // Lighthouse's own flags (chrome-launcher's defaults) plus the tests' Chromium flags.
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
    logLevel: 'silent',
  });
  const rows = [];
  try {
    for (const path of pages) {
      const results = [];
      for (let run = 0; run < runs; run++) {
        const audit = () =>
          lighthouse(`${server.base}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
          });
        let answer = await audit();
        // A trace Chromium failed to record (NO_NAVSTART…) says nothing of the page: run again.
        for (let retry = 0; answer.lhr.runtimeError && retry < 2; retry++) answer = await audit();
        results.push(figuresOf(answer.lhr));
        if (reports) {
          const name = `${path.replaceAll(/[^\w.-]+/g, '_')}.${run + 1}.json`;
          await writeFile(join(reports, name), answer.report);
        }
      }
      // Runs that failed even when retried have no figures: the median of the others.
      const measured = results.filter((r) => Number.isFinite(r.tbt));
      const mid = (key) => (measured.length ? median(measured.map((r) => r[key])) : NaN);
      const row = {
        page: path,
        performance: mid('performance'),
        accessibility: mid('accessibility'),
        bestPractices: mid('bestPractices'),
        fcp: mid('fcp'),
        lcp: mid('lcp'),
        tbt: mid('tbt'),
        cls: mid('cls'),
        blocking: Object.fromEntries(
          ['loader', 'chunks', 'page', 'unattributable'].map((kind) => [
            kind,
            measured.length ? median(measured.map((r) => r.blocking[kind])) : NaN,
          ]),
        ),
        failing: failingOf(results),
        warnings: [...new Set(results.flatMap((r) => r.warnings))],
        runs: results,
      };
      rows.push(row);
      onPage(row);
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  return rows;
}

const below = (row) =>
  row.performance < GOAL.performance ||
  row.accessibility < GOAL.accessibility ||
  row.bestPractices < GOAL.bestPractices ||
  row.tbt > GOAL.tbt ||
  row.cls > GOAL.cls;

/** The table's header and one line per page. */
export const lighthouseHeader =
  '  page                                            perf  a11y    bp    FCP ms   LCP ms  TBT ms    CLS';
export function lighthouseLine(row) {
  const n = (value, width) => String(Math.round(value)).padStart(width);
  return `  ${row.page.padEnd(46)} ${n(row.performance, 5)} ${n(row.accessibility, 5)} ${n(row.bestPractices, 5)} ${n(row.fcp, 9)} ${n(row.lcp, 8)} ${n(row.tbt, 7)} ${row.cls.toFixed(3).padStart(6)}${below(row) ? '  below goal' : ''}`;
}

/** Prints the table (as each page finishes), then what kept each page below 100. */
export async function printLighthouse(options = {}) {
  console.log(
    `\nLighthouse 12 (mobile preset, simulated throttling), median of ${options.runs ?? 3} runs; goal: performance ≥ ${GOAL.performance}, accessibility and best practices ${GOAL.accessibility}, TBT ≤ ${GOAL.tbt} ms, CLS ${GOAL.cls}`,
  );
  console.log(lighthouseHeader);
  if (options.reports) await mkdir(options.reports, { recursive: true });
  const rows = await lighthouseScores({
    ...options,
    onPage: (row) => console.log(lighthouseLine(row)),
  });
  const below100 = rows.filter((row) => row.failing.length > 0);
  if (below100.length) {
    console.log('  audits below their pass mark (any run):');
    for (const row of below100) console.log(`    ${row.page}: ${row.failing.join(', ')}`);
  }
  const slow = rows.filter((row) => row.tbt > GOAL.tbt);
  if (slow.length) {
    console.log(
      '  blocking time over FCP…TTI by long task (medians, ms): loader / chunks / page / browser',
    );
    for (const row of slow) {
      const { loader, chunks, page, unattributable } = row.blocking;
      console.log(
        `    ${row.page.padEnd(46)} ${[loader, chunks, page, unattributable].map((ms) => String(Math.round(ms)).padStart(4)).join(' / ')}`,
      );
    }
  }
  console.log(`  pages below the goal: ${rows.filter(below).length} of ${rows.length}`);
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const option = (name) =>
    process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const rows = await printLighthouse({
    runs: Number(option('runs') ?? 3),
    only: option('only') ?? '',
    reports: option('reports'),
  });
  const json = option('json');
  if (json) await writeFile(json, JSON.stringify(rows, null, 2));
}
