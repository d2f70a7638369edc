// Builds the browser bundle (the classic loader and its ES module chunks), the owner's dashboard,
// the template engine's ESM entry and the reference server, then writes a brotli and a gzip copy
// beside each asset.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import * as esbuild from 'esbuild';
import { loadChunkTable } from './tools/chunk-table.mjs';

const BROWSERS = ['chrome98', 'edge98', 'firefox98', 'safari15.4'];

const { version } = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));

const browser = {
  bundle: true,
  // The browsers that have the native <dialog> the elements rely on (all from early 2022): the
  // syntax they all run is left as written rather than rewritten for older ones.
  target: BROWSERS,
  minify: true,
  // Maps beside each file, named by the server's SourceMap header rather than a comment in every
  // file (a comment costs each of the page's files its bytes).
  sourcemap: 'external',
  jsx: 'automatic',
  legalComments: 'none',
  // __SQ_FACTS__: the attribute parsers' facts are for the element manifest, not for pages.
  define: {
    'process.env.NODE_ENV': '"production"',
    __SQ_VERSION__: JSON.stringify(version),
    __SQ_FACTS__: 'false',
  },
};

const CHUNK = 'sq-chunk:';

/**
 * The gallery's stylesheet, dist/sq-gallery.css: the text of elements/gallery/styles.ts, which the
 * gallery's chunk also injects. A page with a gallery links it, so the gallery is laid out before
 * any script and nothing moves when the chunk comes.
 */
async function galleryStylesheet() {
  const { outputFiles } = await esbuild.build({
    entryPoints: ['elements/gallery/styles.ts'],
    bundle: true,
    format: 'esm',
    write: false,
  });
  const code = Buffer.from(outputFiles[0].text).toString('base64');
  const { GALLERY_CSS } = await import(`data:text/javascript;base64,${code}`);
  await writeFile('dist/sq-gallery.css', `${GALLERY_CSS}\n`);
}

/**
 * Shapes the shared files (see GROUPS in elements/chunks.ts). Each chunk, and each module loaded
 * on demand, imports the core, the core's group and its own groups before its own code: esbuild
 * splits by file, and every module that the same chunks reach lands in the same file.
 */
function groupedChunks({ CORE, GROUPS, ON_DEMAND }) {
  const local = (path) => (path.startsWith('./') ? resolve(path) : path);
  const imports = (groups, withCore) =>
    [...(withCore ? [`./${CORE.entry}`] : []), ...groups.flatMap((group) => GROUPS[group])]
      .map((path) => `import ${JSON.stringify(local(path))};\n`)
      .join('');
  const onDemand = new Map(ON_DEMAND.map((spec) => [resolve(spec.entry), spec.groups]));
  return {
    name: 'sq-grouped-chunks',
    setup(build) {
      build.onResolve({ filter: /^sq-chunk:/ }, ({ path }) => ({
        path: path.slice(CHUNK.length),
        namespace: 'sq-chunk',
      }));
      // A chunk's entry: `sq-chunk:<entry>?<groups>`.
      build.onLoad({ filter: /.*/, namespace: 'sq-chunk' }, ({ path }) => {
        const [entry, groups] = path.split('?');
        const list = groups ? groups.split(',') : [];
        return {
          contents: `${imports(list, entry !== CORE.entry)}export * from ${JSON.stringify(resolve(entry))};\n`,
          resolveDir: process.cwd(),
          loader: 'ts',
        };
      });
      build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
        const groups = onDemand.get(path);
        if (!groups) return undefined;
        return {
          contents: imports(['core', ...groups], true) + (await readFile(path, 'utf8')),
          loader: path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/**
 * The ES module chunks: one per entry of the table plus the core, split so React and the runtime
 * are in shared chunks every other chunk imports. Returns the manifest the loader carries: each
 * chunk's file and the shared chunks it imports, however deep, so the loader requests them at once
 * (the files it requests and no other: those loaded on demand are the chunks' to name).
 */
async function buildChunks() {
  const table = await loadChunkTable();
  const { CORE, CHUNKS } = table;
  const entries = [CORE, ...CHUNKS];
  await rm('dist/chunks', { recursive: true, force: true });
  const { metafile } = await esbuild.build({
    ...browser,
    entryPoints: Object.fromEntries(
      entries.map((chunk) => [
        chunk.name,
        `${CHUNK}${chunk.entry}?${(chunk === CORE ? chunk.groups : ['core', ...chunk.groups]).join(',')}`,
      ]),
    ),
    plugins: [groupedChunks(table)],
    outdir: 'dist/chunks',
    format: 'esm',
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'shared-[hash]',
    metafile: true,
  });
  // SQ_METAFILE=path writes esbuild's metafile, to see which module lands in which chunk.
  if (process.env.SQ_METAFILE) await writeFile(process.env.SQ_METAFILE, JSON.stringify(metafile));
  const imports = (file, seen = new Set()) => {
    for (const { path, kind } of metafile.outputs[file]?.imports ?? []) {
      if (kind === 'import-statement' && !seen.has(path)) {
        seen.add(path);
        imports(path, seen);
      }
    }
    return seen;
  };
  const outputs = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'));
  const pathsOf = (chunk) => {
    const file = outputs.find((path) =>
      metafile.outputs[path].entryPoint?.startsWith(`${CHUNK}${chunk.entry}?`),
    );
    if (!file) throw new Error(`build: no output for the ${chunk.name} chunk`);
    return [file, ...imports(file)];
  };
  const core = pathsOf(CORE);
  const chunks = CHUNKS.map((chunk) => [chunk, pathsOf(chunk)]);
  // Only the files the loader requests: a file only imported on demand is named by the chunk that
  // imports it, and its name would cost every page's script bytes for nothing.
  const requested = new Set([...core, ...chunks.flatMap(([, paths]) => paths)]);
  const files = outputs.filter((file) => requested.has(file));
  const indices = (paths) => paths.map((path) => files.indexOf(path));
  return {
    files: files.map((file) => file.replace(/^dist\//, '')),
    core: indices(core),
    chunks: chunks.map(([{ name, selector, run }, paths]) => ({
      name,
      selector,
      run,
      files: indices(paths),
    })),
  };
}

/** Every served asset in dist/ gets `.br` (quality 11) and `.gz` (level 9) copies beside it. */
async function precompress(dir) {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  const files = (await readdir(dir, { recursive: true })).filter((f) => /\.(js|mjs|css)$/.test(f));
  await Promise.all(
    files.map(async (file) => {
      const path = join(dir, file);
      const code = await readFile(path);
      await writeFile(
        `${path}.br`,
        await brotli(code, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: code.length,
          },
        }),
      );
      await writeFile(`${path}.gz`, await gzipped(code, { level: 9 }));
    }),
  );
  return files.length;
}

const manifest = await buildChunks();
// For the size benchmark (tests/bench/size.mjs): build/ is not served.
await mkdir('build', { recursive: true });
await writeFile('build/chunk-manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);

await Promise.all([
  galleryStylesheet(),
  // The one classic script a page includes: the loader, which knows every chunk's file.
  esbuild.build({
    ...browser,
    entryPoints: ['elements/index.ts'],
    outfile: 'dist/sq-storefront.js',
    format: 'iife',
    define: { ...browser.define, __SQ_CHUNKS__: JSON.stringify(manifest) },
  }),
  esbuild.build({
    entryPoints: ['src/template/index.ts'],
    outfile: 'dist/template-engine.mjs',
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2020',
    sourcemap: true,
    // The locale data (a CLDR instance) stays the caller's package, as with the public engine;
    // the time-zone database, the engine's own dependency, is bundled in, so a browser loads the
    // module as it is (a bare import would need an import map, which the pages' CSP refuses).
    // The neutral platform reads no package's entry field unless told.
    external: ['@phensley/cldr', '@phensley/cldr-core'],
    mainFields: ['module', 'main'],
  }),
  // The site owner's dashboard (/merchant/analytics, dashboard/): a React page of its own, never
  // part of the storefront script. One ES module and its stylesheet (uPlot's with the page's),
  // served no-cache like the entry script, so their fixed names need no manifest. A page only one
  // owner page shows (the back-in-stock page) is imported there alone: it, and what the entry
  // shares with it, are content-hashed files of dist/merchant/chunks/ that the entry names.
  rm('dist/merchant/chunks', { recursive: true, force: true }).then(() =>
    esbuild.build({
      ...browser,
      entryPoints: { analytics: 'dashboard/main.tsx' },
      outdir: 'dist/merchant',
      format: 'esm',
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
    }),
  ),
  // The command line's own part; bin/sq-template.mjs joins it to the engine.
  esbuild.build({
    entryPoints: ['src/template/cli.ts'],
    outfile: 'dist/template-cli.mjs',
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2020',
  }),
  // The command's locale data in Node (src/i18n/cldr.ts), shipped in the package beside the
  // engine: @phensley/cldr and its language packs stay a package, resolved from wherever the
  // command is installed. The demo-page writer imports it too.
  esbuild.build({
    entryPoints: ['src/i18n/cldr.ts'],
    outfile: 'dist/template-cldr.mjs',
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
  }),
  esbuild.build({
    // main starts the server; app is imported by the benchmarks; script-json and document-language
    // by the demo-page writer; content-images just below.
    entryPoints: {
      server: 'server/main.ts',
      app: 'server/app.ts',
      'script-json': 'src/html/script-json.ts',
      'document-language': 'src/i18n/document-language.ts',
      'content-images': 'server/content-images/render.ts',
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
// The integrator's kit: the element manifest, the editors' data and the type declarations.
const { buildKit } = await import('./tools/kit.mjs');
await buildKit();
// The content images' JPEG variants from their SVG sources (only those missing or out of date).
const { renderContentImages } = await import('./build/content-images.mjs');
const images = await renderContentImages({
  sourceDir: 'fixtures/images',
  outDir: 'dist/content-images',
});
console.log(
  `content images: ${images.rendered.length} rendered, ${images.skipped.length} up to date`,
);
const compressed = await precompress('dist');
console.log(
  `built dist/sq-storefront.js with ${manifest.files.length} chunk files in dist/chunks (${compressed} assets with .br and .gz copies)`,
);
console.log(
  'built dist/sq-gallery.css, dist/merchant/analytics.js and .css, dist/template-engine.mjs, dist/template-cli.mjs, dist/template-cldr.mjs, build/server.mjs, build/app.mjs, build/script-json.mjs, build/document-language.mjs',
);
