// Writes the template engine's declarations, dist/types/template-engine/, for the package's
// `sq-storefront/template-engine` export: TypeScript's declaration emit of src/template/index.ts
// (tsconfig.engine-types.json), with every relative import given the `.js` a Node ESM resolution
// needs, and a check that no declaration imports a package the installed package lacks.
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTsc } from '../tsc.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const ENGINE_TYPES_DIR = join(ROOT, 'dist/types/template-engine');
const CONFIG = fileURLToPath(new URL('./tsconfig.engine-types.json', import.meta.url));

/** An import's specifier in a declaration: `from '…'`, `import('…')` and `import '…'`. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\2/g;

/**
 * The specifier a Node ESM resolution finds for a relative one written without an extension, as
 * the engine's sources are: `./x` → `./x.js` (x.d.ts), `..` or `./dir` → `…/index.js`.
 */
export function withExtension(specifier, fromFile) {
  if (!specifier.startsWith('.') || /\.(m?js|json)$/.test(specifier)) return specifier;
  const target = join(dirname(fromFile), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`engine types: ${fromFile} imports ${specifier}, which was not emitted`);
}

/** The package a bare specifier names (`@scope/name` or `name`), or null for a relative one. */
export function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Rewrites one declaration file's relative imports; returns the packages it imports. */
async function fixImports(file) {
  const text = await readFile(file, 'utf8');
  const packages = new Set();
  const fixed = text.replace(SPECIFIER, (_all, lead, quote, specifier) => {
    const name = packageOf(specifier);
    if (name) packages.add(name);
    return `${lead}${quote}${withExtension(specifier, file)}${quote}`;
  });
  if (fixed !== text) await writeFile(file, fixed);
  return packages;
}

export async function writeEngineTypes() {
  await rm(ENGINE_TYPES_DIR, { recursive: true, force: true });
  const report = await runTsc(CONFIG);
  if (report) throw new Error(`engine types: tsc failed\n${report}`);
  const { dependencies = {} } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8'));
  const files = (await readdir(ENGINE_TYPES_DIR, { recursive: true }))
    .filter((file) => file.endsWith('.d.ts'))
    .map((file) => join(ENGINE_TYPES_DIR, file));
  for (const file of files) {
    for (const name of await fixImports(file)) {
      // A consumer resolves a declaration's imports from the installed package's dependencies.
      if (!Object.hasOwn(dependencies, name)) {
        throw new Error(`engine types: ${file} imports ${name}, which is not a dependency`);
      }
    }
  }
  return files.length;
}
