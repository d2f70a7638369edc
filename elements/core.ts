import { createPublicApi, type SqPublicApi } from '../src/runtime/public-api';
import { getRuntime, type Runtime } from '../src/runtime/runtime';
import { CORE_CSS, CORE_STYLES, injectStyles } from './shared/styles';

declare global {
  interface Window {
    Sq?: SqPublicApi;
  }
}

/**
 * The core chunk: the styles every page needs (each element and dialog injects its own), the
 * page's one runtime, `window.Sq` (announced by `sq:ready` on the document), and the cart loaded
 * at start (with the sq:* events). Idempotent: every chunk and a second copy of the script share
 * it. Returns the runtime the element and markup chunks are started with.
 */
export function start(version: string): Runtime {
  injectStyles(document, CORE_STYLES, CORE_CSS);
  const runtime = getRuntime();
  if (!window.Sq) {
    window.Sq = createPublicApi(runtime, version);
    // Page scripts that ran before the core (the loader is deferred) learn it is there.
    document.dispatchEvent(new CustomEvent('sq:ready', { detail: { Sq: window.Sq } }));
  }
  runtime.start();
  return runtime;
}
