/**
 * The timeout of an analytics post (`ANALYTICS_TIMEOUT_MS`, 2500 ms, in the timing table [T-07]):
 * census calls, the beacon's fetch fallback and clanker requests that need a status all give up
 * then, and their callers ignore the failure.
 *
 * A signal that aborts after `ms`: `AbortSignal.timeout` where the browser has it (not before
 * Chrome 103 and Safari 16), else a controller and a timer.
 */
export function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), ms);
  return controller.signal;
}
