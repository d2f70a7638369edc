import { build } from 'esbuild';
import { expect, it } from 'vitest';
import { CHUNKS, CORE, ON_DEMAND } from '../elements/chunks';

/**
 * The editing toolkit's strings are the merchant editor's, never the visitor's: no entry of the
 * storefront bundle (the loader, the core, each chunk, each module loaded on demand) reaches
 * src/i18n/editing-toolkit-strings.ts through any import.
 */
it('keeps the editing toolkit strings out of every storefront bundle entry', async () => {
  const entries = [
    'elements/index.ts',
    CORE.entry,
    ...CHUNKS.map((chunk) => chunk.entry),
    ...ON_DEMAND.map((spec) => spec.entry),
  ];
  const { metafile } = await build({
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    splitting: true,
    outdir: 'out',
    jsx: 'automatic',
    logLevel: 'silent',
    define: { __SQ_VERSION__: '"test"', __SQ_CHUNKS__: '{}' },
  });
  const inputs = Object.keys(metafile.inputs);
  expect(inputs).toContain('src/i18n/strings.ts');
  expect(inputs).not.toContain('src/i18n/editing-toolkit-strings.ts');
});
