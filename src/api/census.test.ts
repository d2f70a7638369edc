import { afterEach, describe, expect, it, vi } from 'vitest';
import { censusApi } from './census';
import { createApiClient } from './client';

function census(handler: (request: Request, init?: RequestInit) => Promise<Response>) {
  const requests: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://shop.test/',
    getCrumb: () => 'c1',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      return handler(request, init);
    }) as typeof fetch,
  });
  return { api: censusApi(client, () => 'v|1|1|1|1'), requests };
}

const noContent = async () => new Response(null, { status: 204 });

afterEach(() => {
  vi.useRealTimers();
});

describe('census calls [T-06, A-17..A-20]', () => {
  it('each posts its body, with the visitor cookie and the crumb', async () => {
    const { api, requests } = census(noContent);
    await api.buttonClick({ buttonId: 'b1', pageId: 'p1', url: 'https://shop.test/' });
    await api.buttonRender({ buttonId: 'b1', pageId: 'p1', url: 'https://shop.test/' });
    await api.overlay('o1', 'p1');
    await api.formRender('f1');
    await api.quickView('item 1');
    expect(
      requests.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`),
    ).toEqual([
      'POST /api/census/button-click?crumb=c1',
      'POST /api/census/button-render?crumb=c1',
      'POST /api/census/overlay?crumb=c1',
      'POST /api/census/form-render?crumb=c1',
      'POST /api/census/RecordQuickView/item%201?crumb=c1',
    ]);
    const bodies = await Promise.all(requests.map((r) => r.text()));
    expect(bodies.slice(0, 4).map((b) => JSON.parse(b))).toEqual([
      { buttonId: 'b1', pageId: 'p1', url: 'https://shop.test/', visitorCookie: 'v|1|1|1|1' },
      { buttonId: 'b1', pageId: 'p1', url: 'https://shop.test/', visitorCookie: 'v|1|1|1|1' },
      { overlayId: 'o1', pageId: 'p1', visitorCookie: 'v|1|1|1|1' },
      { formId: 'f1', visitorCookie: 'v|1|1|1|1' },
    ]);
    expect(bodies[4]).toBe('');
  });

  it('every failure resolves quietly [T-08]', async () => {
    const { api } = census(async () => new Response('{"message":"no"}', { status: 500 }));
    await expect(api.buttonClick({})).resolves.toBeUndefined();
    const offline = census(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline.api.overlay('o', 'p')).resolves.toBeUndefined();
  });

  it('a call still unanswered after 2500 ms is aborted, with no error raised [T-07]', async () => {
    vi.useFakeTimers();
    const timeout = AbortSignal.timeout;
    Object.defineProperty(AbortSignal, 'timeout', { value: undefined, configurable: true });
    try {
      const { api, requests } = census(
        (_request, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      );
      let done = false;
      const call = api.buttonRender({ buttonId: 'b' }).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(2499);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await call;
      expect(done).toBe(true);
      expect(requests).toHaveLength(1);
    } finally {
      Object.defineProperty(AbortSignal, 'timeout', { value: timeout, configurable: true });
    }
  });
});
