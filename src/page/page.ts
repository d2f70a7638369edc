/**
 * What the bundle needs from the page it runs in, one way each: a value made once per page, the
 * moment the server markup is complete, and console reports.
 */

/**
 * The value `make` gave the first time `key` was asked for on `holder` (by default the page's
 * global object; the runtime, itself made once per page, for what belongs to it). Kept under the
 * global symbol `sq.<key>`, not in module state, so a second copy of the bundle on the page gets
 * the same value instead of making its own.
 */
export function oncePerPage<T>(key: string, make: () => T, holder: object = globalThis): T {
  const slots = holder as Record<symbol, T>;
  const slot = Symbol.for(`sq.${key}`);
  if (!(slot in slots)) slots[slot] = make();
  return slots[slot] as T;
}

/**
 * Runs `run` once the parser has passed the whole document, at once when it already has: only
 * then is every element's server markup complete. Returns what cancels a run still waiting.
 */
export function whenParsed(doc: Document, run: () => void): () => void {
  if (doc.readyState !== 'loading') {
    run();
    return () => {};
  }
  doc.addEventListener('DOMContentLoaded', run, { once: true });
  return () => doc.removeEventListener('DOMContentLoaded', run);
}

/** Who also hears of what report() logs: the error reporter's queue, once the core installs it. */
export type ReportListener = (message: string, cause: readonly unknown[]) => void;

/** The page's report listeners, one list for the loader's copy of report() and the chunks' [A-45]. */
export const reportListeners = (): ReportListener[] => oncePerPage('report-listeners', () => []);

/**
 * A console error from the bundle: one line starting 'sq-storefront: ', then what caused it; then
 * handed to every report listener, so an error an element caught is reported like an uncaught one
 * [V-06].
 */
export function report(message: string, ...cause: unknown[]): void {
  console.error(`sq-storefront: ${message}`, ...cause);
  for (const listener of reportListeners()) listener(message, cause);
}
