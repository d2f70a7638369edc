// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM, sendBeacon, TEXT } from './beacon';
import { trackClankerEvent } from './clanker';
import { recordEvent } from './record-event';

/** What left the page: by beacon (url, type, text) or by fetch (a Request). */
function transport({ beacon = true as boolean | 'missing', status = 204 } = {}) {
  const beacons: { url: string; type: string; text: Promise<string> }[] = [];
  const requests: Request[] = [];
  const inits: RequestInit[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value:
      beacon === 'missing'
        ? undefined
        : (url: string, data: Blob) => {
            beacons.push({ url, type: data.type, text: data.text() });
            return beacon;
          },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      inits.push(init ?? {});
      if (status === 0) throw new TypeError('Failed to fetch');
      return new Response(null, { status });
    }),
  );
  return { beacons, requests, inits };
}

beforeEach(() => {
  document.cookie = 'crumb=c 1; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.cookie = 'crumb=; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('the analytics transport', () => {
  it('sends by beacon first, to the API path with the crumb as a query parameter', async () => {
    const { beacons, requests } = transport();
    await expect(sendBeacon('api/x/y', '{"a":1}')).resolves.toBe(true);
    expect(requests).toEqual([]);
    expect(beacons[0]?.url).toBe(`${location.origin}/api/x/y?crumb=c+1`);
    expect(beacons[0]?.type).toBe(TEXT.toLowerCase());
    expect(await beacons[0]?.text).toBe('{"a":1}');
  });

  it('falls back to a keepalive fetch with the same type when the beacon is missing or refuses', async () => {
    for (const beacon of ['missing', false] as const) {
      const { requests, inits } = transport({ beacon });
      await expect(
        sendBeacon('/api/z', new URLSearchParams({ a: 'b' }), FORM, 'https://api.shop.test/v1'),
      ).resolves.toBe(true);
      const request = requests[0] as Request;
      expect(request.url).toBe('https://api.shop.test/v1/api/z?crumb=c+1');
      expect(request.method).toBe('POST');
      expect(request.headers.get('content-type')).toBe(FORM);
      expect(inits[0]?.keepalive).toBe(true);
      expect(await request.text()).toBe('a=b');
    }
  });

  it('sends a type a beacon cannot carry by fetch', async () => {
    const { beacons, requests } = transport();
    await sendBeacon('api/j', '[]', 'application/json');
    expect(beacons).toEqual([]);
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('never rejects: a refused or failed fetch resolves false', async () => {
    transport({ beacon: 'missing', status: 500 });
    await expect(sendBeacon('api/x', 'a')).resolves.toBe(false);
    transport({ beacon: 'missing', status: 0 });
    await expect(sendBeacon('api/x', 'a')).resolves.toBe(false);
  });

  it('gives the fetch up after 2500 ms [T-07]', async () => {
    transport({ beacon: 'missing' });
    const signals: AbortSignal[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      signals.push(init.signal as AbortSignal);
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    });
    vi.useFakeTimers();
    const timeout = AbortSignal.timeout;
    Object.defineProperty(AbortSignal, 'timeout', { value: undefined, configurable: true });
    try {
      const sent = sendBeacon('api/x', 'a');
      await vi.advanceTimersByTimeAsync(2499);
      expect(signals[0]?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(signals[0]?.aborted).toBe(true);
      await expect(sent).resolves.toBe(false);
    } finally {
      Object.defineProperty(AbortSignal, 'timeout', { value: timeout, configurable: true });
    }
  });
});

describe('trackClankerEvent [U-02, A-13]', () => {
  it('fire and forget goes by beacon as JSON text', async () => {
    const { beacons } = transport();
    await trackClankerEvent('S', { a: 1 });
    expect(beacons[0]?.url).toBe(`${location.origin}/api/v1/clanker/events?crumb=c+1`);
    expect(JSON.parse(await (beacons[0]?.text as Promise<string>))).toEqual({
      eventSchemaName: 'S',
      eventContent: { a: 1 },
    });
  });

  it('when the caller needs the status: 200 and 202 resolve, others reject with the status', async () => {
    for (const status of [200, 202]) {
      const { requests, beacons } = transport({ status });
      await expect(trackClankerEvent('S', { a: 1 }, { needStatus: true })).resolves.toBeUndefined();
      expect(beacons).toEqual([]);
      expect(requests[0]?.headers.get('content-type')).toBe('application/json');
      expect(await requests[0]?.json()).toEqual({ eventSchemaName: 'S', eventContent: { a: 1 } });
    }
    for (const status of [204, 400, 500]) {
      transport({ status });
      await expect(trackClankerEvent('S', {}, { needStatus: true })).rejects.toThrow(
        new Error(`Error tracking event: HTTP Status ${status}`),
      );
    }
    transport({ status: 0 });
    await expect(trackClankerEvent('S', {}, { needStatus: true })).rejects.toThrow(
      'Error tracking event: HTTP Status 0',
    );
  });
});

describe('recordEvent [U-01, A-12]', () => {
  it('posts crumb, event and data = {eventName, payload} form-encoded, by beacon', async () => {
    const { beacons } = transport();
    await recordEvent('newsletter', { list: 'spring' });
    expect(new URL(beacons[0]?.url ?? '').pathname).toBe('/api/events/RecordEvent');
    expect(beacons[0]?.type).toBe(FORM.toLowerCase());
    const form = new URLSearchParams(await beacons[0]?.text);
    expect(Object.fromEntries(form)).toEqual({
      crumb: 'c 1',
      event: 'newsletter',
      data: '{"eventName":"newsletter","payload":{"list":"spring"}}',
    });
  });
});
