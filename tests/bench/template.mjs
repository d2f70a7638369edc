// The template engine's bench: parse and execute rates of our engine and the public one on the
// same workloads, by process CPU time in one run, and the browser bundle's size.
// Each workload runs in a worker thread of its own (a fresh JavaScript engine instance, both
// template engines in it), so what one workload teaches or costs the JIT and the heap does not
// carry over to the next one.
// `node tests/bench/template.mjs [workload name…]` runs it alone and prints the table.
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { Compiler as PublicCompiler } from '@squarespace/template-engine';
import * as esbuild from 'esbuild';
import { WORKLOAD } from './template-workload.mjs';

/** The speed every workload should reach against the public engine. */
export const TARGET_RATIO = 2;

/**
 * Milliseconds of CPU time this process has used: unlike the wall clock, it does
 * not count the time the process waits for a CPU on a busy machine.
 */
function cpuTime() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Runs `fn` repeatedly for about `ms` milliseconds of CPU time; returns calls per second. */
function rate(fn, ms) {
  let calls = 0;
  const start = cpuTime();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 10; i++) fn();
    calls += 10;
    now = cpuTime();
  }
  return (calls * 1000) / (now - start);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
};

/**
 * Rates of several functions measured the same way: each is warmed up, then they take turns
 * (in alternating order) for `rounds` short runs; the median run of each is its rate.
 * On a busy machine pass more rounds.
 */
function compareRates(fns, { rounds = 15, ms = 80, warmup = 250 } = {}) {
  for (const fn of fns) rate(fn, warmup);
  const runs = fns.map(() => []);
  for (let r = 0; r < rounds; r++) {
    const order = fns.map((_, i) => i);
    if (r % 2) order.reverse();
    for (const i of order) runs[i].push(rate(fns[i], ms));
  }
  return runs.map(median);
}

/**
 * Bundles of the repository's TypeScript the workers import, written next to node_modules so
 * their own package imports (locale packs) resolve: our engine as `npm run build` builds it (so
 * the figures are of this tree; SQ_BENCH_TEMPLATE_ENTRY names another entry, say a copy of an
 * older tree's engine, to compare with), the differential corpus and the real-shaped corpus.
 */
const BUNDLES = {
  engine: {
    entryPoints: [process.env.SQ_BENCH_TEMPLATE_ENTRY ?? 'src/template/index.ts'],
    platform: 'neutral',
    target: 'es2020',
    external: ['@phensley/cldr', '@phensley/cldr-core'],
    mainFields: ['module', 'main'],
  },
  corpus: {
    stdin: {
      contents:
        "export { ALL_CASES } from './tests/template/cases/index.ts'; export { cldrFor } from './src/i18n/cldr.ts';",
    },
  },
  realShaped: {
    stdin: {
      contents:
        "export { loadCorpus, CORPUS_NOW } from './tests/template/real-shaped/index.ts'; export { cldrFor } from './src/i18n/cldr.ts';",
    },
  },
};

const bundleFile = (name) => `node_modules/.cache/sq-template-bench-${name}.mjs`;

async function buildBundles() {
  for (const [name, { stdin, ...options }] of Object.entries(BUNDLES)) {
    await esbuild.build({
      ...(stdin
        ? { stdin: { ...stdin, resolveDir: '.', loader: 'ts' }, packages: 'external' }
        : {}),
      platform: 'node',
      ...options,
      bundle: true,
      format: 'esm',
      outfile: bundleFile(name),
      logLevel: 'silent',
    });
  }
}

const importBundle = (name) => import(new URL(`../../${bundleFile(name)}`, import.meta.url).href);

/**
 * The differential corpus (tests/template/cases, every family) as one workload: parse every case,
 * execute every case with its data, partials and locale.
 */
async function corpusWorkload() {
  const { ALL_CASES, cldrFor } = await importBundle('corpus');
  const cases = ALL_CASES.map(([template, json = null, partials = {}, options = {}]) => {
    const { locale, ...rest } = options;
    return {
      template,
      props: {
        json,
        partials,
        cldr: locale ? cldrFor(locale) : undefined,
        now: 1_700_000_000_000,
        enableExpr: true,
        enableInclude: true,
        ...rest,
      },
    };
  });
  return {
    name: `differential corpus (${cases.length} cases)`,
    parse: (compiler) => {
      for (const c of cases) compiler.parse(c.template);
    },
    prepare: (compiler) => {
      const parsed = cases.map((c) => ({ ...c.props, code: compiler.parse(c.template).code }));
      return () => parsed.map((props) => compiler.execute(props).ctx.render()).join('\u0000');
    },
  };
}

/**
 * The real-shaped corpus (tests/template/real-shaped: regions, lists, items and blocks of a site
 * over page data) as one workload: parse every template file; execute every page as a server
 * does, its template parsed once and its partials passed as sources, with the site's locale.
 */
async function realShapedWorkload() {
  const { loadCorpus, CORPUS_NOW, cldrFor } = await importBundle('realShaped');
  const { files, renders } = loadCorpus(
    fileURLToPath(new URL('../template/real-shaped/', import.meta.url)),
  );
  return {
    name: `real-shaped site (${files.length} files, ${renders.length} pages)`,
    parse: (compiler) => {
      for (const f of files) compiler.parse(f.source);
    },
    prepare: (compiler) => {
      const parsed = renders.map((r) => ({
        code: compiler.parse(r.template).code,
        json: r.json,
        partials: r.partials,
        cldr: r.locale ? cldrFor(r.locale) : undefined,
        now: CORPUS_NOW,
      }));
      return () => parsed.map((props) => compiler.execute(props).ctx.render()).join('\u0000');
    },
  };
}

/**
 * A workload of one template and its data. `native`, when the workload has it, is the work
 * both engines hand to the same built-in call (say `JSON.stringify` of each item): no template
 * engine can make it faster, so the bench also shows that call's rate alone: the fastest any
 * engine could execute the workload, and so the highest ratio any could reach on it.
 */
const single = (item) => ({
  name: item.name,
  native: item.native?.(item.json),
  parse: (compiler) => compiler.parse(item.template),
  prepare: (compiler) => {
    const props = {
      code: compiler.parse(item.template).code,
      json: item.json,
      partials: item.partials ?? {},
    };
    return () => compiler.execute(props).ctx.render();
  },
});

/** The workloads, by a label known before any is loaded (a run may pick some by it). */
const WORKLOADS = [
  ...WORKLOAD.map((item) => ({ label: item.name, load: async () => single(item) })),
  { label: 'differential corpus', load: corpusWorkload },
  { label: 'real-shaped site', load: realShapedWorkload },
];

/**
 * One workload's parse and execute rates, ours and the public engine's, and each ratio: parse,
 * execute, and the whole (one parse and one execute, by their summed times).
 */
async function measure(index, options) {
  const ours = await importBundle('engine');
  const engines = { ours: new ours.Compiler(), public: new PublicCompiler() };
  const item = await WORKLOADS[index].load();
  const row = { name: item.name };
  const parse = [];
  const execute = [];
  const outputs = [];
  for (const [who, compiler] of Object.entries(engines)) {
    const render = item.prepare(compiler);
    parse.push(() => item.parse(compiler));
    execute.push(render);
    outputs.push(render());
    row[who] = {};
  }
  const parseRates = compareRates(parse, options);
  const executeRates = compareRates(item.native ? [...execute, item.native] : execute, options);
  Object.keys(engines).forEach((who, i) => {
    row[who].parse = parseRates[i];
    row[who].execute = executeRates[i];
  });
  const time = (r) => 1 / r.parse + 1 / r.execute;
  row.ratio = {
    parse: row.ours.parse / row.public.parse,
    execute: row.ours.execute / row.public.execute,
    whole: time(row.public) / time(row.ours),
  };
  if (item.native) {
    // The native call alone, as a rate: an engine with no work of its own would run the workload
    // at this rate, so its ratio to the public engine is the most any engine can reach on it.
    row.native = { rate: executeRates[2], ceiling: executeRates[2] / row.public.execute };
  }
  row.same = outputs[0] === outputs[1];
  return row;
}

/** Runs `measure` in a worker thread of its own. */
function measureInWorker(index, options) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { templateWorkload: index, options },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`workload ${index} stopped with code ${code}`));
    });
  });
}

/**
 * Parse and execute rates of our engine and the public one on the same workloads (those whose
 * name starts with one of `only`, or all), one worker each, one after the other.
 */
export async function templateSpeed(options, only = []) {
  await buildBundles();
  const rows = [];
  for (const [index, { label }] of WORKLOADS.entries()) {
    if (only.length && !only.some((o) => label.startsWith(o))) continue;
    rows.push(await measureInWorker(index, options));
  }
  return rows;
}

/** Prints the rates and ratios, and whether each workload is at least TARGET_RATIO× as fast. */
export function printTemplateSpeed(rows) {
  const fmt = (n) => n.toFixed(0).padStart(8);
  const x = (n) => `${n.toFixed(2).padStart(5)}×`;
  console.log(
    `  workload                                 parse: ours   public  ratio   execute: ours   public  ratio   whole  ≥ ${TARGET_RATIO}×  same output`,
  );
  for (const row of rows) {
    const below = Object.entries(row.ratio)
      .filter(([, r]) => r < TARGET_RATIO)
      .map(([k]) => k);
    console.log(
      `  ${row.name.padEnd(38)} ${fmt(row.ours.parse)} ${fmt(row.public.parse)} ${x(row.ratio.parse)}   ${fmt(row.ours.execute)} ${fmt(row.public.execute)} ${x(row.ratio.execute)}  ${x(row.ratio.whole)}  ${below.length ? `NO (${below.join(', ')})` : 'yes'}  ${row.same ? 'yes' : 'NO'}`,
    );
    if (row.native) {
      console.log(
        `    the built-in call both engines make, alone: ${fmt(row.native.rate).trim()}/s, so no engine can execute this workload faster than ${x(row.native.ceiling).trim()} the public engine (ours: ${x(row.ratio.execute).trim()})`,
      );
    }
  }
}

/** The engine's browser bundle, minified, without locale data (that comes from the caller). */
export async function templateBundleSize() {
  const result = await esbuild.build({
    entryPoints: ['src/template/index.ts'],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    external: ['@phensley/*'],
  });
  const code = result.outputFiles[0].contents;
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

if (!isMainThread && workerData?.templateWorkload !== undefined) {
  parentPort.postMessage(await measure(workerData.templateWorkload, workerData.options));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(
    'Template engine: renders per second (ours vs @squarespace/template-engine, CPU time)',
  );
  printTemplateSpeed(await templateSpeed(undefined, process.argv.slice(2)));
}
