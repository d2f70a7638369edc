import { captureEarlyErrors, type EarlyErrors } from '../src/analytics/error-capture';
import { pendingLoad } from '../src/page/leaving';
import { oncePerPage, report } from '../src/page/page';
import { createPublicApi, type SqPublicApi } from '../src/runtime/public-api';
import { getRuntime, type Runtime } from '../src/runtime/runtime';
import { CORE_CSS, CORE_STYLES, injectStyles } from './shared/styles/styles';

declare global {
  interface Window {
    Sq?: SqPublicApi;
  }
}

/**
 * Runs `run` once the page has loaded (its load event) and then the browser is idle (at most 5 s
 * later on a busy page; a short timer where there is no idle callback, as in Safari).
 */
function afterLoadAndIdle(win: Window, run: () => void): void {
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(run, { timeout: 5000 });
    else win.setTimeout(run, 200);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

/**
 * Analytics wait for the page: their chunk is imported after load and idle, once per page
 * (src/analytics/start.ts). It counts as a load from now: a visitor who leaves before it starts
 * does not start it, and an import their departure cancels is not reported (leaving.ts).
 */
function startAnalyticsLater(runtime: Runtime, early: EarlyErrors): void {
  oncePerPage('analytics-scheduled', () => {
    const analytics = pendingLoad(window);
    afterLoadAndIdle(window, () => {
      analytics
        .run(() => import('../src/analytics/start'))
        .then(({ startAnalytics }) => startAnalytics(runtime, early))
        .catch((error: unknown) => report('could not start the analytics', error));
    });
    return true;
  });
}

/**
 * The core chunk: the styles every page needs (each element and dialog injects its own), the
 * page's one runtime, `window.Sq` (announced by `sq:ready` on the document), and the cart loaded
 * at start (with the sq:* events). Idempotent: every chunk and a second copy of the script share
 * it. Returns the runtime the element and markup chunks are started with.
 */
export function start(version: string): Runtime {
  // Errors are caught from the start, and reported once the analytics chunk is in [V-06].
  const early = captureEarlyErrors(window);
  injectStyles(document, CORE_STYLES, CORE_CSS);
  const runtime = getRuntime();
  if (!window.Sq) {
    window.Sq = createPublicApi(runtime, version);
    // Page scripts that ran before the core (the loader is deferred) learn it is there.
    runtime.bus.announce('ready', { Sq: window.Sq });
  }
  runtime.start();
  startAnalyticsLater(runtime, early);
  return runtime;
}
