#!/usr/bin/env node
// The `sq-template` command: the built engine and CLI (npm run build), with Node's file system
// and the locale data of @phensley/cldr.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let engine;
let cli;
try {
  engine = await import('../dist/template-engine.mjs');
  cli = await import('../dist/template-cli.mjs');
} catch {
  // Reported below.
}
if (typeof engine?.Compiler !== 'function' || typeof cli?.runCli !== 'function') {
  console.error('sq-template: the engine is not built; run `npm run build` first');
  process.exit(2);
}

const { CLDRFramework } = require('@phensley/cldr');
const framework = new CLDRFramework({
  loader: (language) => {
    const pack = require.resolve(`@phensley/cldr/packs/${language}.json`);
    return JSON.parse(readFileSync(pack, 'utf8'));
  },
});

process.exitCode = cli.runCli(
  process.argv.slice(2),
  {
    readText: (path) => readFileSync(path, 'utf8'),
    listDir: (path) => readdirSync(path),
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  },
  {
    engine: new engine.Compiler(),
    cldr: (locale) => {
      try {
        return framework.get(locale);
      } catch (error) {
        throw new Error(`no locale data for ${locale} (${error.message})`);
      }
    },
  },
);
