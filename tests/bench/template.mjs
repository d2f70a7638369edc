import { gzipSync } from 'node:zlib';
import { Compiler as PublicCompiler } from '@squarespace/template-engine';
import * as esbuild from 'esbuild';
import { WORKLOAD } from './template-workload.mjs';

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
 * The differential corpus (tests/template/cases, every family) as one workload: parse every case,
 * execute every case with its data, partials and locale.
 */
async function corpusWorkload() {
  // Bundled next to node_modules so the cases' own imports (locale packs) resolve.
  const outfile = 'node_modules/.cache/sq-template-corpus.mjs';
  await esbuild.build({
    stdin: {
      contents:
        "export { ALL_CASES } from './tests/template/cases/index.ts'; export { cldrFor } from './src/i18n/cldr.ts';",
      resolveDir: '.',
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    packages: 'external',
    logLevel: 'silent',
  });
  const url = new URL(`../../${outfile}`, import.meta.url).href;
  const { ALL_CASES, cldrFor } = await import(url);
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

/** A workload of one template and its data. */
const single = (item) => ({
  name: item.name,
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

/** Parse and execute rates of our engine and the public one on the same workloads. */
export async function templateSpeed(options) {
  const ours = await import('../../dist/template-engine.mjs');
  const engines = { ours: new ours.Compiler(), public: new PublicCompiler() };
  const rows = [];
  for (const item of [...WORKLOAD.map(single), await corpusWorkload()]) {
    const row = { name: item.name };
    const parse = [];
    const execute = [];
    for (const [who, compiler] of Object.entries(engines)) {
      const render = item.prepare(compiler);
      parse.push(() => item.parse(compiler));
      execute.push(render);
      row[who] = { output: render() };
    }
    const parseRates = compareRates(parse, options);
    const executeRates = compareRates(execute, options);
    Object.keys(engines).forEach((who, i) => {
      row[who].parse = parseRates[i];
      row[who].execute = executeRates[i];
    });
    row.same = row.ours.output === row.public.output;
    rows.push(row);
  }
  return rows;
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
