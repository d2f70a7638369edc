import { unlessLeaving } from '../src/page/leaving';
import { oncePerPage, report } from '../src/page/page';
import type { Runtime } from '../src/runtime/runtime';
import type { ChunkManifest } from './chunks';

/** A chunk's module: the function the manifest names, and the core's `start`. */
type ChunkModule = Record<string, (doc: Document, runtime: Runtime) => void> & {
  start?: (version: string) => Runtime;
};
type Chunk = ChunkManifest['chunks'][number];

export interface LoaderOptions {
  doc: Document;
  version: string;
  /** The chunks, their markup and their files (written into the script by build.mjs). */
  manifest: ChunkManifest;
  /** The URL the chunk files are relative to: the classic script's own. */
  base: string;
  /** Imports one ES module (the browser's `import()`; a test's stand-in). */
  importModule: (url: string) => Promise<unknown>;
}

/**
 * The classic script's whole job: load the core at once, and each chunk when its element or markup
 * is on the page or appears later. A chunk's file and every shared chunk it imports are requested
 * together, so no request waits on another: the script, then everything a chunk needs in parallel.
 * Once per page: a second copy of the script finds the first one's loader and does nothing.
 */
export function startLoader(options: LoaderOptions): void {
  oncePerPage('loader', () => load(options), options.doc.defaultView ?? globalThis);
}

function load({ doc, version, manifest, base, importModule }: LoaderOptions): true {
  // Each file is imported once a page: chunks share files, and every import() call costs the
  // main thread, however soon the browser finds the module it already asked for.
  const imported = new Map<number, Promise<unknown>>();
  const importFile = (index: number) => {
    let module = imported.get(index);
    if (!module) {
      const url = new URL(manifest.files[index] ?? '', base).href;
      module = unlessLeaving(() => importModule(url), doc.defaultView ?? undefined);
      imported.set(index, module);
    }
    return module;
  };
  const files = (list: readonly number[]): Promise<ChunkModule> =>
    Promise.all(list.map(importFile)).then(([entry]) => entry as ChunkModule);

  const core = files(manifest.core).then((module) => {
    if (typeof module.start !== 'function') throw new Error('the core chunk has no start');
    return module.start(version);
  });
  core.catch((error: unknown) => report('could not load the core chunk', error));

  let pending = [...manifest.chunks];
  let all = '';
  const activate = (chunk: Chunk) => {
    pending = pending.filter((other) => other !== chunk);
    Promise.all([core, files(chunk.files)])
      .then(([runtime, module]) => {
        const run = module[chunk.run];
        if (typeof run !== 'function') throw new Error(`the chunk has no ${chunk.run}`);
        run(doc, runtime);
      })
      .catch((error: unknown) => report(`could not load the ${chunk.name} chunk`, error));
  };

  const scan = (root: Element | Document) => {
    const has = (selector: string) =>
      ('matches' in root && root.matches(selector)) || root.querySelector(selector) !== null;
    if (!all || !has(all)) return;
    for (const chunk of pending) if (has(chunk.selector)) activate(chunk);
    all = pending.map((chunk) => chunk.selector).join(', ');
    if (!all) observer?.disconnect();
  };

  // Markup added later (and, while the document is still parsing, the rest of it) loads its chunk.
  const observer =
    typeof MutationObserver === 'function'
      ? new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) if (node.nodeType === 1) scan(node as Element);
          }
        })
      : null;
  all = pending.map((chunk) => chunk.selector).join(', ');
  scan(doc);
  if (all) observer?.observe(doc, { childList: true, subtree: true });
  return true;
}
