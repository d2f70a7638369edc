// Loads, in Node, the definitions the bundle's elements register: every element chunk of
// elements/chunks.ts is run as the loader runs it, with the two definers replaced by a recorder,
// so what is recorded is the very definition object each element registers (its tag, its
// attributes' parsers with their facts, its styles). Beside each definition: the element's
// docs.ts, and what the manifest reads of the theme and of the sq:* events. One esbuild bundle
// (node_modules/.cache/), imported once; nothing touches a document.
import { mkdir, readFile, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { loadChunkTable } from '../chunk-table.mjs';

const DEFINERS = {
  light: 'elements/shared/define/define-light-element.ts',
  react: 'elements/shared/define/define-element.ts',
};
const DEFINER_EXPORT = { light: 'defineLightElement', react: 'defineElement' };
const RECORDER = 'sq-manifest-recorder';

/** A chunk of the table that registers an element: its selector is a tag. */
export const isElementChunk = (chunk) => /^sq-[a-z0-9-]+$/.test(chunk.selector);

/**
 * Replaces both definers by functions that record the definition they are given (their other
 * exports stay the real ones), and serves the shared list they record into.
 */
function recorderPlugin(root) {
  const real = new Map(Object.entries(DEFINERS).map(([kind, path]) => [resolve(root, path), kind]));
  return {
    name: RECORDER,
    setup(build) {
      build.onResolve({ filter: /^sq-manifest-recorder:/ }, ({ path }) => ({
        path: path.slice(RECORDER.length + 1),
        namespace: RECORDER,
      }));
      build.onResolve({ filter: /define(-light)?-element$/ }, async (args) => {
        if (args.namespace === RECORDER || args.pluginData === RECORDER) return undefined;
        const found = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          pluginData: RECORDER,
        });
        const kind = real.get(found.path);
        return kind ? { path: kind, namespace: RECORDER } : found;
      });
      build.onLoad({ filter: /.*/, namespace: RECORDER }, ({ path }) => {
        if (path === 'list') return { contents: 'export const recorded = [];', loader: 'js' };
        const file = resolve(root, DEFINERS[path]);
        return {
          contents: [
            `export * from ${JSON.stringify(file)};`,
            `import { recorded } from '${RECORDER}:list';`,
            `export function ${DEFINER_EXPORT[path]}(doc, runtime, definition) {`,
            `  recorded.push({ kind: ${JSON.stringify(path)}, definition });`,
            '}',
          ].join('\n'),
          resolveDir: root,
          loader: 'js',
        };
      });
    },
  };
}

/** The entry: every element chunk's module and docs, the theme and its docs, the recorder. */
function entrySource(chunks) {
  const lines = [
    `import { recorded } from '${RECORDER}:list';`,
    "import { THEME } from './elements/shared/styles/styles.ts';",
    "import { THEME_DOCS } from './elements/shared/styles/theme-docs.ts';",
    "import { attributeName } from './elements/shared/define/attributes.ts';",
  ];
  const rows = chunks.map((chunk, index) => {
    lines.push(`import * as chunk${index} from './${chunk.entry}';`);
    lines.push(`import { DOCS as docs${index} } from './${dirname(chunk.entry)}/docs.ts';`);
    return `{ chunk: ${JSON.stringify(chunk)}, module: chunk${index}, docs: docs${index} }`;
  });
  lines.push(`export const CHUNKS = [${rows.join(', ')}];`);
  lines.push('export { attributeName, recorded, THEME, THEME_DOCS };');
  return lines.join('\n');
}

/**
 * Runs each element chunk's registration with a stand-in document (whose registry records a tag
 * defined without a definer) and returns, per chunk, the definitions it registered and its docs.
 */
async function runRegistrations(loaded) {
  const elements = [];
  for (const { chunk, module, docs } of loaded.CHUNKS) {
    const direct = [];
    const doc = {
      defaultView: {
        customElements: { define: (tag) => direct.push(tag), get: () => undefined },
      },
    };
    const register = module[chunk.run];
    if (typeof register !== 'function') {
      throw new Error(`elements manifest: ${chunk.entry} exports no ${chunk.run}`);
    }
    const before = loaded.recorded.length;
    register(doc, {});
    if (direct.length) {
      throw new Error(
        `elements manifest: ${chunk.entry} defines ${direct.join(', ')} without a definer, so nothing describes it`,
      );
    }
    const definitions = loaded.recorded.slice(before);
    if (!definitions.length) {
      throw new Error(`elements manifest: ${chunk.run} of ${chunk.entry} registered nothing`);
    }
    for (const { kind, definition } of definitions) {
      elements.push({ chunk, kind, definition, docs });
    }
  }
  return elements;
}

/** SqEventMap of src/store/event-bus.ts: each event's detail type, as its source writes it. */
export async function eventDetails(root) {
  const source = await readFile(join(root, 'src/store/event-bus.ts'), 'utf8');
  const body = source.match(/export interface SqEventMap \{([\s\S]*?)\n\}/)?.[1];
  if (!body) throw new Error('elements manifest: no SqEventMap in src/store/event-bus.ts');
  const code = body.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const details = new Map();
  for (const found of code.matchAll(/'([^']+)':/g)) {
    // The type runs to the first `;` outside braces.
    let depth = 0;
    let end = found.index + found[0].length;
    for (; end < code.length; end++) {
      const char = code[end];
      if (char === '{' || char === '<' || char === '(') depth++;
      else if (char === '}' || char === '>' || char === ')') depth--;
      else if (char === ';' && depth === 0) break;
    }
    const detail = code.slice(found.index + found[0].length, end);
    details.set(found[1], detail.replace(/\s+/g, ' ').trim());
  }
  return details;
}

/**
 * Every element the bundle registers: `{ chunk, kind, definition, docs }` in the chunk table's
 * order, with the definers' `attributeName`, the theme (THEME, THEME_DOCS) and the events'
 * detail types.
 */
export async function loadElements(root) {
  const { CHUNKS } = await loadChunkTable(root);
  const chunks = CHUNKS.filter(isElementChunk);
  const cache = join(root, 'node_modules/.cache/sq-elements-manifest');
  await mkdir(cache, { recursive: true });
  // A file of this run's own: a build and a test may load the definitions at the same time.
  const outfile = join(cache, `definitions-${process.pid}-${Date.now()}.mjs`);
  await esbuild.build({
    stdin: { contents: entrySource(chunks), resolveDir: root, loader: 'js' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    packages: 'external',
    define: { 'process.env.NODE_ENV': '"production"', __SQ_VERSION__: '"0.0.0"' },
    plugins: [recorderPlugin(root)],
    outfile,
    logLevel: 'error',
  });
  const loaded = await import(pathToFileURL(outfile).href).finally(() =>
    rm(outfile, { force: true }),
  );
  return {
    elements: await runRegistrations(loaded),
    attributeName: loaded.attributeName,
    theme: loaded.THEME,
    themeDocs: loaded.THEME_DOCS,
    events: await eventDetails(root),
  };
}
