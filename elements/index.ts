import { report } from '../src/page/page';
import type { ChunkManifest } from './chunks';
import { startLoader } from './loader';

declare const __SQ_VERSION__: string;
declare const __SQ_CHUNKS__: ChunkManifest;

/** The URL chunk files are relative to: this script's own (a copy under another name too). */
function scriptUrl(): string {
  const script =
    (document.currentScript as HTMLScriptElement | null) ??
    document.querySelector<HTMLScriptElement>('script[src*="sq-storefront"]');
  return script?.src || new URL('/sq-storefront.js', location.href).href;
}

// Entry of dist/sq-storefront.js, a classic script: the loader, which imports the ES module
// chunks. Nothing may escape as an uncaught exception.
try {
  startLoader({
    doc: document,
    version: typeof __SQ_VERSION__ === 'string' ? __SQ_VERSION__ : 'dev',
    manifest:
      typeof __SQ_CHUNKS__ === 'object' ? __SQ_CHUNKS__ : { files: [], core: [], chunks: [] },
    base: scriptUrl(),
    importModule: (url) => import(url),
  });
} catch (error) {
  report('failed to start', error);
}
