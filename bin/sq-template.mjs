#!/usr/bin/env node
// The `sq-template` command: the built engine and CLI (npm run build), with Node's file system
// (and its folder watcher for `render --watch`) and the repository's one CLDR set-up
// (src/i18n/cldr.ts, built to dist/template-cldr.mjs). Everything it imports is in dist/, so the
// command runs the same in the checkout and from the installed package.
import { readdirSync, readFileSync, watch } from 'node:fs';

let engine;
let cli;
let locales;
let failure;
try {
  engine = await import('../dist/template-engine.mjs');
  cli = await import('../dist/template-cli.mjs');
  locales = await import('../dist/template-cldr.mjs');
} catch (error) {
  failure = error;
}
if (
  typeof engine?.Compiler !== 'function' ||
  typeof cli?.runCli !== 'function' ||
  typeof locales?.cldrFor !== 'function'
) {
  // A file of dist/ missing is a checkout not built; anything else (a dependency not installed)
  // is said as it is.
  const missing = !failure || String(failure.url).includes('/dist/template-');
  console.error(
    missing
      ? 'sq-template: the engine is not built; run `npm run build` first'
      : `sq-template: ${failure.message}`,
  );
  process.exit(2);
}

process.exitCode = cli.runCli(
  process.argv.slice(2),
  {
    readText: (path) => readFileSync(path, 'utf8'),
    listDir: (path) => readdirSync(path),
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    // For --watch: the folder's changes, by entry name; the open watchers keep the process running.
    watch: (dir, listener) => watch(dir, (_event, name) => listener(name ? String(name) : null)),
  },
  {
    engine: new engine.Compiler(),
    cldr: (locale) => {
      try {
        return locales.cldrFor(locale);
      } catch (error) {
        throw new Error(`no locale data for ${locale} (${error.message})`);
      }
    },
  },
);
