// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { placesApi } from './places';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

function setup() {
  const requests: URL[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new URL(new Request(input, init).url));
    return json({ predictions: [], status: 'ZERO_RESULTS' });
  };
  const client = createApiClient({
    baseUrl: 'http://shop.test/',
    fetch: fetchMock as typeof fetch,
    getCrumb: () => 'c1',
  });
  return { api: placesApi(client), requests };
}

const tracking = { productPage: 'page-1', productSection: 'custom-form-address' };

afterEach(() => vi.restoreAllMocks());

describe('placesApi', () => {
  it('sends the typed text with the tracking context to autocomplete', async () => {
    const { api, requests } = setup();
    await api.autocomplete('12 Main', tracking);
    const [url] = requests;
    expect(url?.pathname).toBe('/api/google-maps/places/autocomplete');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      input: '12 Main',
      productPage: 'page-1',
      productSection: 'custom-form-address',
    });
  });

  it('asks details for the place with the tracking context and logs nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, requests } = setup();
    await api.details('ChIJabc', tracking);
    expect(requests[0]?.pathname).toBe('/api/google-maps/places/details');
    expect(requests[0]?.searchParams.get('place_id')).toBe('ChIJabc');
    expect(requests[0]?.searchParams.get('productSection')).toBe('custom-form-address');
    expect(error).not.toHaveBeenCalled();
  });

  it('logs one error when details has no tracking context, and still sends the call', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, requests } = setup();
    await api.details('ChIJabc');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^sq-storefront: .*tracking context/);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.searchParams.get('place_id')).toBe('ChIJabc');
  });
});
