import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { cartApi } from './cart';
import { createApiClient } from './client';

type Handler = (request: Request) => Response | Promise<Response>;

function setup(
  handler: Handler,
  overrides: { crumb?: string | null; cookies?: boolean; preview?: boolean } = {},
) {
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    return handler(request);
  });
  const client = createApiClient({
    baseUrl: 'http://shop.test/',
    fetch: fetchMock as unknown as typeof fetch,
    getCrumb: () => (overrides.crumb === undefined ? 'crumb123' : overrides.crumb),
    cookiesEnabled: () => overrides.cookies ?? true,
  });
  return { api: cartApi(client, { preview: overrides.preview }), requests };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('cart API over the wire', () => {
  it('adds an entry with a JSON body and the crumb as a query parameter', async () => {
    const { api, requests } = setup(() =>
      json({ shoppingCart: { totalQuantity: 2 }, newlyAdded: { id: 'e1' } }),
    );
    const result = await api.addEntry({ itemId: 'item1', sku: 'SKU1', quantity: 2 });
    expect(result.newlyAdded.id).toBe('e1');
    const [request] = requests;
    expect(request?.method).toBe('POST');
    const url = new URL(request?.url ?? '');
    expect(url.pathname).toBe('/api/commerce/shopping-cart/entries');
    expect(url.searchParams.get('crumb')).toBe('crumb123');
    expect(await request?.json()).toEqual({ itemId: 'item1', sku: 'SKU1', quantity: 2 });
  });

  it('sends every change to the cart so that it outlives the page, and reads it as usual', async () => {
    const { api, requests } = setup(() => json({ shoppingCart: { totalQuantity: 0 } }));
    await api.addEntry({ itemId: 'item1', sku: 'SKU1', quantity: 1 });
    await api.updateQuantity('e1', 2);
    await api.removeEntry('e1');
    await api.updateAdditionalFields('e1', { formId: 'f1', formSubmission: [] } as never);
    await api.getCart();
    expect(requests.map((r) => [r.method, r.keepalive])).toEqual([
      ['POST', true],
      ['PUT', true],
      ['DELETE', true],
      ['PUT', true],
      ['GET', false],
    ]);
  });

  it('reads the cart without a crumb, with a cache-busting timecode and calculateSubtotal', async () => {
    const { api, requests } = setup(() => json({ id: 'c1', totalQuantity: 0 }));
    await api.getCart();
    const url = new URL(requests[0]?.url ?? '');
    expect(requests[0]?.method).toBe('GET');
    expect(url.pathname).toBe('/api/commerce/shopping-cart');
    expect(url.searchParams.get('crumb')).toBeNull();
    expect(url.searchParams.get('calculateSubtotal')).toBe('true');
    expect(Number(url.searchParams.get('timecode'))).toBeGreaterThan(0);
    expect(url.searchParams.has('mock')).toBe(false);
  });

  it('reads the demo cart on a preview page: mock=true, beside the timecode and subtotal', async () => {
    const { api, requests } = setup(() => json({ id: 'demo', totalQuantity: 3 }), {
      preview: true,
    });
    await api.getCart();
    const url = new URL(requests[0]?.url ?? '');
    expect(url.searchParams.get('mock')).toBe('true');
    expect(url.searchParams.get('calculateSubtotal')).toBe('true');
    // Only the cart read is mocked: a change goes to the real cart.
    await api.addEntry({ itemId: 'i', sku: 's', quantity: 1 });
    expect(new URL(requests[1]?.url ?? '').searchParams.has('mock')).toBe(false);
  });

  it('puts additional fields on the entry path and asks for stock by item id', async () => {
    const { api, requests } = setup(() => json({ results: [] }));
    await api.updateAdditionalFields('entry/1', { itemId: 'i', sku: 's', additionalFields: '{}' });
    await api.getStock('item9');
    expect(requests[0]?.method).toBe('PUT');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(
      '/api/commerce/shopping-cart/entries/entry%2F1/additionalFields',
    );
    const stock = new URL(requests[1]?.url ?? '');
    expect(stock.pathname).toBe('/api/commerce/inventory/stock/');
    expect(stock.searchParams.get('itemId')).toBe('item9');
  });

  it('maps a crumb failure, a 429, a dropped connection and a server message to error kinds', async () => {
    const cases: [Handler, string, string][] = [
      [() => json({ crumbFail: true, message: 'expired' }, 401), 'crumb', 'expired'],
      [() => json({ message: 'Too many requests.' }, 429), 'rate-limit', 'Too many requests.'],
      [() => Promise.reject(new TypeError('Failed to fetch')), 'offline', 'offline'],
      [() => json({ message: 'Sold out.' }, 409), 'http', 'Sold out.'],
      [() => json({ error: 'Bad thing' }, 400), 'http', 'Bad thing'],
    ];
    for (const [handler, kind, message] of cases) {
      const { api } = setup(handler);
      const error = await api
        .addEntry({ itemId: 'i', sku: 's', quantity: 1 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).toBe(kind);
      expect((error as ApiError).message).toBe(message);
    }
  });

  it('a 404 is not-found, told apart from other failures, and keeps the request path, never the query', async () => {
    const { api } = setup(() => json({ message: 'Cart entry not found.' }, 404));
    const error = await api.updateQuantity('entry 9', 2).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'not-found',
      status: 404,
      path: '/api/commerce/shopping-cart/entries/entry%209',
      message: 'Cart entry not found.',
    });
    // Not retried as a GET would be for a 5xx: a 404 does not pass.
    const related = setup(() => new Response('Not Found', { status: 404 }));
    const missing = await related.api.relatedProducts().catch((e: unknown) => e);
    expect(missing).toMatchObject({
      kind: 'not-found',
      body: null,
      path: '/api/commerce/shopping-cart/related-products',
    });
    expect(related.requests).toHaveLength(1);
  });

  it('every failure keeps the request path: an HTTP failure, no answer, refused cookies', async () => {
    const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      offline.api.addEntry({ itemId: 'i', sku: 's', quantity: 1 }),
    ).rejects.toMatchObject({ kind: 'offline', path: '/api/commerce/shopping-cart/entries' });
    const blocked = setup(() => json({}), { cookies: false });
    await expect(
      blocked.api.addEntry({ itemId: 'i', sku: 's', quantity: 1 }),
    ).rejects.toMatchObject({ kind: 'cookies', path: '/api/commerce/shopping-cart/entries' });
    const failing = setup(() => json({ message: 'Sold out.' }, 409));
    await expect(failing.api.getStock('item9')).rejects.toMatchObject({
      kind: 'http',
      path: '/api/commerce/inventory/stock/',
    });
  });

  it('never retries a POST, even on 429', async () => {
    const { api, requests } = setup(() =>
      json({ message: 'slow down' }, 429, { 'retry-after': '0' }),
    );
    await expect(api.addEntry({ itemId: 'i', sku: 's', quantity: 1 })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(requests).toHaveLength(1);
  });

  it('retries a GET after a 503 and a 429 that says Retry-After, then succeeds', async () => {
    let calls = 0;
    const { api, requests } = setup(() => {
      calls++;
      if (calls === 1) return json({ message: 'down' }, 503, { 'retry-after': '0' });
      if (calls === 2) return json({ message: 'slow' }, 429, { 'retry-after': '0' });
      return json({ id: 'c1', totalQuantity: 3 });
    });
    const cart = await api.getCart();
    expect(cart.totalQuantity).toBe(3);
    expect(requests).toHaveLength(3);
  });

  it('refuses a state-changing call when cookies are disabled, before sending anything', async () => {
    const { api, requests } = setup(() => json({}), { cookies: false });
    const error = await api
      .addEntry({ itemId: 'i', sku: 's', quantity: 1 })
      .catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('cookies');
    expect(requests).toHaveLength(0);
  });
});

describe('cart entry changes over the wire', () => {
  it('puts a new quantity and deletes an entry, each with the crumb', async () => {
    const { api, requests } = setup(() => json({ shoppingCart: { totalQuantity: 0 } }));
    await api.updateQuantity('e 1', 3);
    await api.removeEntry('e 1');
    expect(
      requests.map((r) => [
        r.method,
        new URL(r.url).pathname,
        new URL(r.url).searchParams.get('crumb'),
      ]),
    ).toEqual([
      ['PUT', '/api/commerce/shopping-cart/entries/e%201', 'crumb123'],
      ['DELETE', '/api/commerce/shopping-cart/entries/e%201', 'crumb123'],
    ]);
    expect(await requests[0]?.json()).toEqual({ quantity: 3 });
  });
});

describe('a call sent before the page had a crumb', () => {
  function client(initial: string | null) {
    let crumb = initial;
    const sent: (string | null)[] = [];
    const api = cartApi(
      createApiClient({
        baseUrl: 'http://shop.test/',
        getCrumb: () => crumb,
        fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
          const request = new Request(input, init);
          const given = new URL(request.url).searchParams.get('crumb');
          sent.push(given);
          // The server knows only the crumb it issues on a refusal.
          if (given === 'fresh') {
            return json({ shoppingCart: { totalQuantity: 1 }, newlyAdded: { id: 'e1' } });
          }
          // The refusal issues a fresh crumb cookie.
          crumb = 'fresh';
          return json({ crumbFail: true, message: 'expired' }, 401);
        }) as typeof fetch,
      }),
    );
    return { api, sent };
  }

  it('is sent once more with the crumb its refusal issued', async () => {
    const { api, sent } = client(null);
    const result = await api.addEntry({ itemId: 'i', sku: 's', quantity: 1 });
    expect(result.newlyAdded.id).toBe('e1');
    expect(sent).toEqual([null, 'fresh']);
  });

  it('is not repeated when the crumb it carried was refused: the session expired', async () => {
    const { api, sent } = client('stale');
    const refused = api.addEntry({ itemId: 'i', sku: 's', quantity: 1 });
    await expect(refused).rejects.toMatchObject({ kind: 'crumb' });
    expect(sent).toHaveLength(1);
  });
});

describe('retries and timeouts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  /** Answers in turn, the last answer repeated; a function is called with the request. */
  const answering = (...answers: (Response | Handler)[]) => {
    let call = 0;
    return (request: Request) => {
      const answer = answers[Math.min(call++, answers.length - 1)];
      return typeof answer === 'function' ? answer(request) : (answer as Response);
    };
  };
  /** A fetch that never answers, and rejects, as fetch does, once its signal aborted. */
  const hang: Handler = ({ signal }) =>
    new Promise((_, reject) => {
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason));
    });
  const cart = { id: 'c1', totalQuantity: 3 };

  it('sends a GET again 0.3 s after a 503, then reads the answer', async () => {
    const { api, requests } = setup(answering(json({}, 503), json(cart)));
    const result = api.getCart();
    await vi.advanceTimersByTimeAsync(299);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    expect((await result).totalQuantity).toBe(3);
  });

  it('waits the seconds a 429 says in Retry-After before sending the GET again', async () => {
    const { api, requests } = setup(answering(json({}, 429, { 'retry-after': '2' }), json(cart)));
    const result = api.getCart();
    await vi.advanceTimersByTimeAsync(1999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await result).totalQuantity).toBe(3);
  });

  it('waits until the date a 503 gives in Retry-After', async () => {
    const at = new Date(Date.now() + 5000).toUTCString();
    const { api, requests } = setup(answering(json({}, 503, { 'retry-after': at }), json(cart)));
    const result = api.getCart();
    await vi.advanceTimersByTimeAsync(4999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await result).totalQuantity).toBe(3);
  });

  it('does not send a POST again after a 503', async () => {
    const { api, requests } = setup(() => json({ message: 'down' }, 503));
    const error = api.addEntry({ itemId: 'i', sku: 's', quantity: 1 }).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await error).toMatchObject({ kind: 'http', status: 503, message: 'down' });
    expect(requests).toHaveLength(1);
  });

  it('does not send a GET again after a status that will not pass, such as 404', async () => {
    const { api, requests } = setup(() => json({ message: 'gone' }, 404));
    const error = api.getCart().catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await error).toMatchObject({ kind: 'not-found', status: 404 });
    expect(requests).toHaveLength(1);
  });

  it('fails a GET as offline after three network failures, 0.3 s then 0.6 s apart', async () => {
    const { api, requests } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = api.getCart().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(299);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(599);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(3);
    expect(await error).toMatchObject({ kind: 'offline', status: null });
  });

  it('aborts an attempt unanswered after 15 s and fails the call as offline', async () => {
    const { api, requests } = setup(hang);
    let settled = false;
    const error = api.getCart().catch((e: unknown) => e);
    void error.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await error).toMatchObject({ kind: 'offline' });
    expect(requests).toHaveLength(1);
  });

  it("stops at once when the caller's own signal aborts", async () => {
    const { api } = setup(hang);
    const controller = new AbortController();
    const error = api.removeEntry('e1', controller.signal).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    const reason = new Error('left the page');
    controller.abort(reason);
    await vi.advanceTimersByTimeAsync(0);
    expect(await error).toBeInstanceOf(ApiError);
    expect(((await error) as ApiError).cause).toBe(reason);
  });

  it('fails at once when the caller aborted before the call', async () => {
    const { api } = setup(hang);
    const reason = new Error('already gone');
    const error = api.removeEntry('e1', AbortSignal.abort(reason)).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(((await error) as ApiError).cause).toBe(reason);
  });
});

describe('the client itself', () => {
  it('answers null for an empty body and text for getText', async () => {
    const client = createApiClient({
      baseUrl: 'http://shop.test',
      getCrumb: () => 'c',
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const page = new Request(input, init).url.endsWith('/static/page');
        return new Response(page ? '<p>hi</p>' : null, { status: page ? 200 : 204 });
      }) as typeof fetch,
    });
    expect(await client.request('delete', '/api/thing')).toBeNull();
    expect(await client.getText('/static/page')).toBe('<p>hi</p>');
  });

  it('maps a body that is not JSON to kind http', async () => {
    const client = createApiClient({
      baseUrl: 'http://shop.test/',
      getCrumb: () => 'c',
      fetch: (async () => new Response('<html>')) as typeof fetch,
    });
    await expect(client.request('get', 'api/thing')).rejects.toMatchObject({
      kind: 'http',
      status: null,
    });
  });
});
