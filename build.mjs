// Builds the browser bundle, the template engine's ESM entry and the reference server.
import { readFile } from 'node:fs/promises';
import * as esbuild from 'esbuild';

const BROWSERS = ['chrome98', 'edge98', 'firefox98', 'safari15.4'];

const { version } = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));

await Promise.all([
  esbuild.build({
    entryPoints: ['elements/index.ts'],
    outfile: 'dist/sq-storefront.js',
    bundle: true,
    format: 'iife',
    // The browsers that have the native <dialog> the elements rely on (all from early 2022): the
    // syntax they all run is left as written rather than rewritten for older ones.
    target: BROWSERS,
    minify: true,
    sourcemap: true,
    jsx: 'automatic',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"', __SQ_VERSION__: JSON.stringify(version) },
  }),
  esbuild.build({
    entryPoints: ['src/template/index.ts'],
    outfile: 'dist/template-engine.mjs',
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2020',
    sourcemap: true,
    // Locale and time-zone data stay the caller's packages, as with the public engine.
    external: ['@phensley/*'],
  }),
  // The command line's own part; bin/sq-template.mjs joins it to the engine.
  esbuild.build({
    entryPoints: ['src/template/cli.ts'],
    outfile: 'dist/template-cli.mjs',
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2020',
  }),
  esbuild.build({
    // main starts the server; app is imported by the benchmarks; script-json by the demo-page writer;
    // cldr by the sq-template command.
    entryPoints: {
      server: 'server/main.ts',
      app: 'server/app.ts',
      'script-json': 'src/html/script-json.ts',
      cldr: 'src/i18n/cldr.ts',
    },
    outdir: 'build',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
  }),
]);
console.log(
  'built dist/sq-storefront.js, dist/template-engine.mjs, dist/template-cli.mjs, build/server.mjs, build/app.mjs, build/script-json.mjs, build/cldr.mjs',
);
