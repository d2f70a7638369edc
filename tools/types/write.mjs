// The shipped type declarations, dist/types (but dist/types/template-engine, the engine's own):
// index.d.ts and api.d.ts as written in tools/types/shipped, contract.d.ts emitted by the
// TypeScript compiler from the source (contract.ts), elements.d.ts from the element manifest the
// build wrote just before (elements.mjs). Then check.ts is compiled against what was written: the
// build fails when the declarations no longer match the source.
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readElementManifest } from '../elements-manifest/write.mjs';
import { runTsc } from '../tsc.mjs';
import { elementsDeclarations } from './elements.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');
const CACHE = join(ROOT, 'node_modules/.cache/sq-types');

/** The files this writer puts in dist/types. */
export const TYPE_FILES = ['index.d.ts', 'api.d.ts', 'contract.d.ts', 'elements.d.ts'];

/** contract.d.ts's text, emitted from contract.ts; it must import nothing (a consumer has no valibot). */
async function emitContract() {
  await rm(join(CACHE, 'emit'), { recursive: true, force: true });
  const report = await runTsc(join(HERE, 'tsconfig.emit.json'));
  if (report) throw new Error(`tools/types: emitting contract.d.ts failed:\n${report}`);
  const text = await readFile(join(CACHE, 'emit/tools/types/contract.d.ts'), 'utf8');
  if (/\bimport\b|\bfrom\s+['"]/.test(text)) {
    throw new Error(`tools/types: the emitted contract.d.ts imports a module:\n${text}`);
  }
  return `// Written by the build (tools/types/contract.ts, through the TypeScript compiler): do not edit.\n${text}`;
}

/**
 * Compiles check.ts against the declarations in `typesDir`; resolves with the errors found in
 * check.ts (errors elsewhere are the project's type check's to report), empty when they match.
 */
export async function checkTypes(typesDir) {
  await mkdir(CACHE, { recursive: true });
  const config = join(CACHE, `tsconfig.check.${process.pid}.${Date.now()}.json`);
  await writeFile(
    config,
    JSON.stringify({
      extends: join(HERE, 'tsconfig.check.json'),
      compilerOptions: { paths: { 'sq-shipped': [join(resolve(typesDir), 'index.d.ts')] } },
    }),
  );
  try {
    const report = await runTsc(config);
    const checkFile = relative(ROOT, join(HERE, 'check.ts'));
    const shipped = relative(ROOT, resolve(typesDir));
    const checkLines = (await readFile(join(HERE, 'check.ts'), 'utf8')).split('\n');
    return report
      .split('\n')
      .filter((line) => line.startsWith(checkFile) || line.startsWith(shipped))
      .map((line) => {
        // A failed check says only `false`: name the line it is on.
        const at = line.startsWith(`${checkFile}(`)
          ? Number(line.slice(checkFile.length + 1).split(',')[0])
          : 0;
        return at ? `${line}\n    ${checkLines[at - 1]?.trim()}` : line;
      })
      .join('\n');
  } finally {
    await rm(config, { force: true });
  }
}

/**
 * Writes dist/types (options for tests: another manifest or folder). Fails when the manifest is
 * missing, when the emitted types import anything, or when the declarations drift from the source.
 */
export async function writeTypes({
  manifestPath = join(ROOT, 'dist/custom-elements.json'),
  outDir = join(ROOT, 'dist/types'),
} = {}) {
  const manifest = await readElementManifest(manifestPath);
  const elements = elementsDeclarations(manifest);
  const contract = await emitContract();
  await mkdir(outDir, { recursive: true });
  await Promise.all([
    copyFile(join(HERE, 'shipped/index.d.ts'), join(outDir, 'index.d.ts')),
    copyFile(join(HERE, 'shipped/api.d.ts'), join(outDir, 'api.d.ts')),
    writeFile(join(outDir, 'contract.d.ts'), contract),
    writeFile(join(outDir, 'elements.d.ts'), elements),
  ]);
  const errors = await checkTypes(outDir);
  if (errors) {
    throw new Error(
      'tools/types: the shipped declarations (tools/types/shipped) no longer match the source; ' +
        `update them:\n${errors}`,
    );
  }
}
