import type { Runtime } from '../src/runtime/runtime';
import { CHUNKS } from './chunks';
import { start } from './core';

/** A chunk's module, as the loader reads it: the function its table entry names. */
type ChunkModule = Record<string, ((doc: Document, runtime: Runtime) => void) | undefined>;

let modules: readonly ChunkModule[] | null = null;

/** Imports the module of every chunk of the chunk table (chunks.ts), once: `boot` runs them. */
export async function loadChunks(): Promise<void> {
  modules ??= await Promise.all(
    CHUNKS.map((chunk) => import(`../${chunk.entry}`) as Promise<ChunkModule>),
  );
}

/**
 * The unit tests' page, once `loadChunks` is done: starts the core, then runs each chunk's function
 * with the document and the runtime, in the table's order, as the loader does chunk by chunk once
 * their markup is on the page. Synchronous, so the markup already on the page starts with this
 * runtime. Idempotent: safe to run twice.
 */
export function boot(version: string): void {
  if (!modules) throw new Error('boot before loadChunks');
  const runtime = start(version);
  CHUNKS.forEach((chunk, index) => {
    const run = modules?.[index]?.[chunk.run];
    if (typeof run !== 'function') throw new Error(`the ${chunk.name} chunk has no ${chunk.run}`);
    run(document, runtime);
  });
}
