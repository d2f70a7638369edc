import { gzipSync } from 'node:zlib';
import { Compiler as PublicCompiler } from '@squarespace/template-engine';
import * as esbuild from 'esbuild';
import { WORKLOAD } from './template-workload.mjs';

/** Runs `fn` repeatedly for about `ms` milliseconds; returns calls per second. */
function rate(fn, ms = 400) {
  for (let i = 0; i < 20; i++) fn();
  let calls = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 10; i++) fn();
    calls += 10;
    now = performance.now();
  }
  return (calls * 1000) / (now - start);
}

/** Parse and execute rates of our engine and the public one on the same workload. */
export async function templateSpeed() {
  const ours = await import('../../dist/template-engine.mjs');
  const engines = { ours: new ours.Compiler(), public: new PublicCompiler() };
  const rows = [];
  for (const item of WORKLOAD) {
    const row = { name: item.name };
    for (const [who, compiler] of Object.entries(engines)) {
      const { code } = compiler.parse(item.template);
      const props = { code, json: item.json, partials: item.partials ?? {} };
      row[who] = {
        parse: rate(() => compiler.parse(item.template)),
        execute: rate(() => compiler.execute(props).ctx.render()),
        output: compiler.execute(props).ctx.render(),
      };
    }
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
