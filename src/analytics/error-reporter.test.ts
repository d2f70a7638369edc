// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://shop.test/products/mug"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorReport } from '../contract/analytics';
import { report } from '../page/page';
import { createEventBus } from '../store/event-bus';
import type { SentDetail } from './announcements';
import { type CapturedError, captureEarlyErrors } from './error-capture';
import { createErrorReporter, startErrorReporter, toReport } from './error-reporter';

/** An uncaught error as the window's 'error' event carries it. */
function uncaught(
  message: string,
  stack = `Error: ${message}\n    at f (https://shop.test/app.js:3:7)`,
) {
  const error = new Error(message);
  error.stack = stack;
  return {
    event: 'error',
    from: {
      message: `Uncaught Error: ${message}`,
      error,
      filename: 'https://shop.test/app.js',
      lineno: 3,
      colno: 7,
    },
    timestamp: Date.now(),
  } satisfies CapturedError;
}

/** A reporter whose sends are recorded. */
function reporter(send: (batch: ErrorReport[]) => unknown = () => undefined) {
  const batches: ErrorReport[][] = [];
  const take = createErrorReporter({
    send: (batch) => {
      batches.push(batch);
      return send(batch);
    },
    path: () => '/products/mug',
  });
  return { take, batches };
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2025, 0, 2, 3, 4, 5) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('an error report [V-06, V-09]', () => {
  it('carries the event, the message, the place, the stack, the page path and the time', () => {
    expect(toReport(uncaught('boom'), '/products/mug')).toEqual({
      event: 'error',
      data: {
        message: 'Error: boom',
        source: 'https://shop.test/app.js',
        line: 3,
        column: 7,
        stack: 'Error: boom\n    at f (https://shop.test/app.js:3:7)',
        path: '/products/mug',
      },
      timestamp: Date.UTC(2025, 0, 2, 3, 4, 5),
    });
  });

  it("sends the message engine-neutral: Chromium's report and Firefox's or WebKit's are the same", () => {
    const chromium = uncaught('boom');
    const firefox = uncaught('boom', 'f@https://shop.test/app.js:3:7\n');
    firefox.from.message = 'Error: boom';
    const sent = [chromium, firefox].map((captured) => toReport(captured, '/').data);
    expect(sent.map((data) => data.message)).toEqual(['Error: boom', 'Error: boom']);
    // The stack is a sample, sent as the engine wrote it.
    expect(sent.map((data) => data.stack)).toEqual([
      'Error: boom\n    at f (https://shop.test/app.js:3:7)',
      'f@https://shop.test/app.js:3:7\n',
    ]);
  });

  it('places a rejection by the first frame of its stack, and describes a reason that is no Error', () => {
    const error = new TypeError('nope');
    error.stack = 'TypeError: nope\n    at g (https://shop.test/chunks/x.js:10:20)';
    const rejected = toReport(
      { event: 'unhandledrejection', from: { reason: error }, timestamp: 1 },
      '/',
    );
    expect(rejected.data).toMatchObject({
      message: 'TypeError: nope',
      source: 'https://shop.test/chunks/x.js',
      line: 10,
      column: 20,
    });
    const plain = toReport(
      { event: 'unhandledrejection', from: { reason: 'just text' }, timestamp: 1 },
      '/',
    );
    expect(plain.data).toMatchObject({ message: 'just text', source: null, stack: '' });
    const odd = toReport(
      { event: 'unhandledrejection', from: { reason: Object.create(null) }, timestamp: 1 },
      '/',
    );
    expect(odd.data.message).toBe('unknown');
  });

  it('says what report() logged and what caused it', () => {
    const cause = new Error('offline');
    const logged = toReport(
      {
        event: 'error',
        from: { message: 'sq-storefront: the add failed', error: cause },
        timestamp: 1,
      },
      '/',
    );
    expect(logged.data.message).toBe('sq-storefront: the add failed: Error: offline');
    expect(logged.data.stack).toBe(cause.stack);
  });

  it('cuts a stack (and a message) at 5000 characters', () => {
    const long = `Error: x\n${'    at f (https://shop.test/app.js:1:1)\n'.repeat(300)}`;
    expect(long.length).toBeGreaterThan(5000);
    const cut = toReport(uncaught('x'.repeat(6000), long), '/');
    expect(cut.data.stack).toBe(long.slice(0, 5000));
    expect(cut.data.message).toHaveLength(5000);
  });
});

describe('the error reporter [V-07, V-08, V-10, V-11]', () => {
  it('sends a burst of errors within a second as one request, a second after the first', () => {
    const { take, batches } = reporter();
    take(uncaught('a'));
    vi.advanceTimersByTime(400);
    take(uncaught('b'));
    vi.advanceTimersByTime(500);
    take(uncaught('c'));
    vi.advanceTimersByTime(99);
    expect(batches).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(batches.map((batch) => batch.map((r) => r.data.message))).toEqual([
      ['Error: a', 'Error: b', 'Error: c'],
    ]);
    vi.advanceTimersByTime(10_000);
    expect(batches).toHaveLength(1);
  });

  it('sends at most 20 reports a page load: of 25 errors, 20 are sent', () => {
    const { take, batches } = reporter();
    for (let second = 0; second < 5; second++) {
      for (let i = 0; i < 5; i++) take(uncaught(`error ${second * 5 + i + 1}`));
      vi.advanceTimersByTime(1000);
    }
    const sent = batches.flat().map((r) => r.data.message);
    expect(sent).toHaveLength(20);
    expect(sent.at(-1)).toBe('Error: error 20');
    take(uncaught('later'));
    vi.advanceTimersByTime(1000);
    expect(batches.flat()).toHaveLength(20);
  });

  it('keeps at most 10 waiting: of 11 queued, the newest is dropped until the next send', () => {
    const { take, batches } = reporter();
    for (let i = 1; i <= 11; i++) take(uncaught(`error ${i}`));
    vi.advanceTimersByTime(1000);
    expect(batches[0]?.map((r) => r.data.message)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Error: error ${i + 1}`),
    );
    take(uncaught('after the send'));
    vi.advanceTimersByTime(1000);
    expect(batches[1]?.map((r) => r.data.message)).toEqual(['Error: after the send']);
  });

  it('ignores a failing send, and never reports it', async () => {
    const failures = [
      () => {
        throw new Error('send threw');
      },
      () => Promise.reject(new Error('send rejected')),
    ];
    for (const fail of failures) {
      const { take, batches } = reporter(fail);
      take(uncaught('a'));
      vi.advanceTimersByTime(1000);
      await vi.runAllTimersAsync();
      expect(batches).toHaveLength(1);
    }
  });
});

describe('the reporter on the page [V-06, A-11]', () => {
  it("sends what the capture queued, report()'s errors too, to RecordJavascriptErrors by beacon", async () => {
    document.cookie = 'crumb=crumb-1';
    const beacon = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sent: SentDetail[] = [];
    document.addEventListener('sq:analytics:sent', (event) =>
      sent.push((event as CustomEvent).detail),
    );

    const early = captureEarlyErrors(window);
    const rejection = new Event('unhandledrejection');
    Object.assign(rejection, { reason: new Error('early') });
    window.dispatchEvent(rejection);
    startErrorReporter({ context: { apiBaseUrl: null }, bus: createEventBus(document) }, early);
    report('<sq-add-to-cart>: failed to update', new Error('later'));
    await vi.advanceTimersByTimeAsync(1000);

    expect(beacon).toHaveBeenCalledOnce();
    const [url, body] = beacon.mock.calls[0] as [string, Blob];
    expect(url).toBe('http://shop.test/api/events/RecordJavascriptErrors?crumb=crumb-1');
    expect(body.type).toBe('text/plain;charset=utf-8');
    const batch = JSON.parse(await body.text()) as ErrorReport[];
    expect(batch.map((r) => [r.event, r.data.message, r.data.path])).toEqual([
      ['unhandledrejection', 'Error: early', '/products/mug'],
      ['error', 'sq-storefront: <sq-add-to-cart>: failed to update: Error: later', '/products/mug'],
    ]);
    expect(sent).toEqual([
      { endpoint: 'api/events/RecordJavascriptErrors', batch, delivered: true },
    ]);
  });
});
