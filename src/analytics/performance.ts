import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { timeoutSignal } from '../api/analytics-timeout';
import { apiRoot, callUrl } from '../api/client';
import { URL_MAX_LENGTH } from '../constants/limits';
import {
  PERFORMANCE_FLUSH_MS,
  PERFORMANCE_HIDDEN_WAIT_MS,
  PERFORMANCE_SETTINGS_TIMEOUT_MS,
} from '../constants/timing';
import type { PerformanceRecord } from '../contract/analytics';
import { oncePerPage } from '../page/page';
import type { Announcer } from './announcements';
import { sendBatch } from './send-batch';

/**
 * Performance records: the Core Web Vitals (LCP, INP, CLS, FCP, TTFB) as Google's web-vitals
 * library measures them, sent as `{app, data: {value, rating, id, path}, event, pageLoadId, ts}`
 * [V-02], started lazily once analytics is allowed:
 * - the page load's id comes from the settings call, which may take SETTINGS_TIMEOUT_MS; if it
 *   fails, nothing is sent [V-01];
 * - every change of a metric replaces its waiting record (one per metric instance, by its id);
 *   what waits is sent FIRST_FLUSH_MS after the page's load, and each record once [V-03];
 * - collecting goes on until the page is hidden (visibilitychange to hidden, or pagehide) or
 *   FINAL_FLUSH_MS after load, whichever comes first; then a final send of what changed since, and
 *   the collector stops [V-04]. A metric sent at the first flush and changed later is sent again
 *   with its new value and the same id: the server keeps the last value of an id;
 * - sent through the beacon transport (sendBeacon, then a text/plain request); failures are
 *   ignored [V-05] [V-11].
 */

export const APP = 'storefront-bundle';
export const SETTINGS_TIMEOUT_MS = PERFORMANCE_SETTINGS_TIMEOUT_MS;
export const FIRST_FLUSH_MS = PERFORMANCE_FLUSH_MS;
export const FINAL_FLUSH_MS = PERFORMANCE_HIDDEN_WAIT_MS;
export const SETTINGS_ENDPOINT = 'api/1/performance/settings';
export const RECORDS_ENDPOINT = 'api/1/performance/records';
/** The longest path the server takes. */

/** What a record needs of a web-vitals metric. */
export type MetricReport = Pick<Metric, 'name' | 'value' | 'rating' | 'id'>;

export interface PerformanceOptions {
  win: Window;
  /** The page load's id; a rejection means no record is ever sent [V-01]. */
  settings(): Promise<string>;
  /** Sends one batch; whatever it throws or rejects with is ignored [V-11]. */
  send(batch: PerformanceRecord[]): unknown;
  /** Subscribes `report` to every change of every metric. */
  observe(report: (metric: MetricReport) => void): void;
  /** Milliseconds since the page's load event. */
  sinceLoad(): number;
}

type Waiting = Omit<PerformanceRecord, 'pageLoadId'>;

export function collectPerformanceRecords(options: PerformanceOptions): void {
  const { win } = options;
  const doc = win.document;
  const waiting = new Map<string, Waiting>();
  let pageLoadId: string | undefined;
  let due = false;
  let collecting = true;

  const flush = () => {
    due = true;
    if (pageLoadId === undefined || waiting.size === 0) return;
    const batch = [...waiting.values()].map((record) => ({
      ...record,
      pageLoadId: pageLoadId as string,
    }));
    waiting.clear();
    try {
      Promise.resolve(options.send(batch)).catch(() => {});
    } catch {
      // A failed send is ignored.
    }
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') finish();
  };
  const timers = [
    setTimeout(flush, Math.max(0, FIRST_FLUSH_MS - options.sinceLoad())),
    setTimeout(() => finish(), Math.max(0, FINAL_FLUSH_MS - options.sinceLoad())),
  ];
  const stop = () => {
    collecting = false;
    for (const timer of timers) clearTimeout(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', finish);
  };
  function finish() {
    stop();
    flush();
  }
  // Listening on the document and the window in the bubbling phase runs after web-vitals' own
  // listener (the window, capturing), which reports the last changes of CLS and INP on hide.
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', finish);

  options.observe((metric) => {
    if (!collecting) return;
    waiting.set(metric.id, {
      app: APP,
      data: {
        value: metric.value,
        rating: metric.rating,
        id: metric.id,
        path: win.location.pathname.slice(0, URL_MAX_LENGTH),
      },
      event: metric.name,
      ts: Date.now(),
    });
  });

  options.settings().then(
    (id) => {
      pageLoadId = id;
      if (due) flush();
    },
    // Without a page load id nothing is ever sent: the collector stops at once.
    () => {
      stop();
      waiting.clear();
    },
  );
}

/** The web-vitals subscriptions: every change of each metric is reported. */
export function observeWebVitals(report: (metric: MetricReport) => void): void {
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(report, { reportAllChanges: true });
}

/**
 * The settings call: the page load's id, or a rejection when the call fails, answers anything but
 * a 2xx with an id, or takes longer than SETTINGS_TIMEOUT_MS.
 */
export async function fetchPageLoadId(apiBaseUrl: string | null): Promise<string> {
  const url = callUrl(apiRoot(apiBaseUrl), SETTINGS_ENDPOINT, new URLSearchParams());
  const response = await fetch(url, {
    credentials: 'same-origin',
    signal: timeoutSignal(SETTINGS_TIMEOUT_MS),
  });
  const settings = (response.ok ? await response.json() : null) as { pageLoadId?: unknown } | null;
  const id = settings?.pageLoadId;
  if (typeof id !== 'string' || !id) throw new Error('no page load id');
  return id;
}

/** Milliseconds since the page's load event ended (since the page's start when unknown). */
function sinceLoad(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return performance.now() - (navigation?.loadEventEnd ?? 0);
}

/** What the collector needs of the page's runtime. */
export interface PerformanceRuntime {
  context: { apiBaseUrl: string | null };
  bus: Announcer;
}

/** Starts the page's one collector of performance records. */
export function startPerformanceRecords(runtime: PerformanceRuntime): void {
  const { apiBaseUrl } = runtime.context;
  oncePerPage('performance-records', () =>
    collectPerformanceRecords({
      win: window,
      settings: () => fetchPageLoadId(apiBaseUrl),
      send: (batch) => sendBatch(runtime.bus, RECORDS_ENDPOINT, batch, apiBaseUrl),
      observe: observeWebVitals,
      sinceLoad,
    }),
  );
}
