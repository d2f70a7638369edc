// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://shop.test/products/mug"}
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { PerformanceRecord } from '../contract/analytics';
import { createEventBus } from '../store/event-bus';
import {
  collectPerformanceRecords,
  fetchPageLoadId,
  type MetricReport,
  startPerformanceRecords,
} from './performance';

// The library measures in a real browser; here a test reports the metrics' changes itself.
const vitals = vi.hoisted(() => ({ reports: [] as ((metric: MetricReport) => void)[] }));
vi.mock('web-vitals', () => {
  const on = (report: (metric: MetricReport) => void) => vitals.reports.push(report);
  return { onLCP: on, onINP: on, onCLS: on, onFCP: on, onTTFB: on };
});

const START = Date.UTC(2025, 0, 2, 3, 4, 5);

/** A collector started `sinceLoad` ms after the page's load, with its sends recorded. */
function collector(settings: () => Promise<string> = async () => 'load-1', sinceLoad = 0) {
  const batches: PerformanceRecord[][] = [];
  let report: (metric: MetricReport) => void = () => {};
  collectPerformanceRecords({
    win: window,
    settings,
    send: (batch) => batches.push(batch),
    observe: (r) => {
      report = r;
    },
    sinceLoad: () => sinceLoad,
  });
  const metric = (name: MetricReport['name'], value: number, id = `v6-${name}`) =>
    report({ name, value, rating: 'good', id });
  const sent = () => batches.map((batch) => batch.map((r) => `${r.event}=${r.data.value}`));
  return { batches, metric, sent };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('performance records [V-02, V-03, V-04]', () => {
  it('sends what was measured 30 s after load, as records of the page load, each once', async () => {
    const { batches, metric, sent } = collector();
    metric('TTFB', 120);
    metric('FCP', 800);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([
      [
        {
          app: 'storefront-bundle',
          data: { value: 120, rating: 'good', id: 'v6-TTFB', path: '/products/mug' },
          event: 'TTFB',
          pageLoadId: 'load-1',
          ts: START,
        },
        {
          app: 'storefront-bundle',
          data: { value: 800, rating: 'good', id: 'v6-FCP', path: '/products/mug' },
          event: 'FCP',
          pageLoadId: 'load-1',
          ts: START,
        },
      ],
    ]);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent()).toEqual([['TTFB=120', 'FCP=800']]);
  });

  it('keeps the last value of a metric that changes before it is sent', async () => {
    const { metric, sent } = collector();
    metric('CLS', 0.01);
    metric('CLS', 0.05);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent()).toEqual([['CLS=0.05']]);
  });

  it('sends at once when the page is hidden, and then stops: nothing later is sent', async () => {
    const { metric, sent } = collector();
    await vi.advanceTimersByTimeAsync(0);
    metric('LCP', 1500);
    setVisibility('visible');
    expect(sent()).toEqual([]);
    setVisibility('hidden');
    expect(sent()).toEqual([['LCP=1500']]);
    metric('INP', 200);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent()).toEqual([['LCP=1500']]);
  });

  it('sends at once on pagehide too', async () => {
    const { metric, sent } = collector();
    await vi.advanceTimersByTimeAsync(0);
    metric('FCP', 900);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent()).toEqual([['FCP=900']]);
  });

  it('keeps collecting after the 30 s send until 60 s after load, then sends what changed and stops', async () => {
    const { metric, sent, batches } = collector(async () => 'load-1', 10_000);
    metric('FCP', 900);
    metric('CLS', 0.02);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sent()).toEqual([['FCP=900', 'CLS=0.02']]);
    metric('CLS', 0.3);
    metric('INP', 350);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(sent()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent()).toEqual([
      ['FCP=900', 'CLS=0.02'],
      ['CLS=0.3', 'INP=350'],
    ]);
    // The changed CLS keeps its id: the server keeps its last value.
    expect(batches[1]?.[0]?.data.id).toBe('v6-CLS');
    metric('INP', 500);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent()).toHaveLength(2);
  });

  it('sends nothing when the settings call fails [V-01]', async () => {
    const { metric, sent } = collector(() => Promise.reject(new Error('offline')));
    metric('FCP', 900);
    await vi.advanceTimersByTimeAsync(30_000);
    metric('LCP', 1200);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent()).toEqual([]);
  });

  it('sends what is due once settings that came late arrive', async () => {
    let answer: (id: string) => void = () => {};
    const { metric, batches } = collector(() => new Promise((resolve) => (answer = resolve)));
    metric('FCP', 900);
    setVisibility('hidden');
    expect(batches).toEqual([]);
    answer('late-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(batches.map((batch) => batch.map((r) => [r.event, r.pageLoadId]))).toEqual([
      [['FCP', 'late-1']],
    ]);
  });
});

describe('the settings call [A-14]', () => {
  it('gives up after 30 s, and a page load id is required', async () => {
    // The fallback timer, which fake time drives, instead of the native AbortSignal.timeout.
    const native = Object.getOwnPropertyDescriptor(AbortSignal, 'timeout');
    Object.defineProperty(AbortSignal, 'timeout', { value: undefined, configurable: true });
    onTestFinished(() => {
      if (native) Object.defineProperty(AbortSignal, 'timeout', native);
    });
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const settled = vi.fn();
    fetchPageLoadId(null).then(settled, (error: unknown) => settled('rejected', error));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith('rejected', expect.anything());
    expect(fetch.mock.calls[0]?.[0]).toBe('http://shop.test/api/1/performance/settings');

    vi.stubGlobal('fetch', async () => Response.json({ other: 1 }));
    await expect(fetchPageLoadId(null)).rejects.toThrow();
    vi.stubGlobal('fetch', async () => Response.json({ pageLoadId: 'p-1' }, { status: 500 }));
    await expect(fetchPageLoadId(null)).rejects.toThrow();
    vi.stubGlobal('fetch', async () => Response.json({ pageLoadId: 'p-1' }));
    await expect(fetchPageLoadId(null)).resolves.toBe('p-1');
  });
});

describe('the records on the page [V-05, A-15]', () => {
  it('go by beacon, and as text/plain JSON when the beacon refuses them', async () => {
    document.cookie = 'crumb=crumb-1';
    const beacon = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(false);
    const posts: { url: string; type: string | null; body: string }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if (url.endsWith('/settings')) return Response.json({ pageLoadId: 'load-9' });
      posts.push({
        url,
        type: new Headers(init.headers).get('content-type'),
        body: String(init.body),
      });
      return new Response(null, { status: 204 });
    });
    startPerformanceRecords({ context: { apiBaseUrl: null }, bus: createEventBus(document) });
    await vi.advanceTimersByTimeAsync(0);
    for (const report of vitals.reports)
      report({ name: 'TTFB', value: 90, rating: 'good', id: 'v6-t' });
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);

    expect(beacon).toHaveBeenCalledOnce();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url).toBe('http://shop.test/api/1/performance/records?crumb=crumb-1');
    expect(posts[0]?.type).toMatch(/^text\/plain/);
    expect(JSON.parse(posts[0]?.body ?? '')).toEqual([
      {
        app: 'storefront-bundle',
        data: { value: 90, rating: 'good', id: 'v6-t', path: '/products/mug' },
        event: 'TTFB',
        pageLoadId: 'load-9',
        ts: START,
      },
    ]);
  });
});
