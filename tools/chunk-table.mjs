// The bundle's chunk table, elements/chunks.ts (which imports nothing), read through esbuild, for
// the build (build.mjs), the element manifest's generator and the docs' chunk table.
import { join } from 'node:path';
import * as esbuild from 'esbuild';

/** CORE, GROUPS, CHUNKS and ON_DEMAND of `root`/elements/chunks.ts. */
export async function loadChunkTable(root = '.') {
  const { outputFiles } = await esbuild.build({
    entryPoints: [join(root, 'elements/chunks.ts')],
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  const source = Buffer.from(outputFiles[0].text).toString('base64');
  return import(`data:text/javascript;base64,${source}`);
}
