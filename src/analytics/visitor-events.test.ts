import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitorEventContent, visitorEventsApi } from './visitor-events';

const cookies = { crumb: 'c-1', census: 'visitor-9' };
const input = {
  websiteId: 'w1',
  pageId: 'p1',
  cartId: 'cart-1',
  currency: 'USD',
  items: [
    { itemId: 'i1', quantity: 2 },
    { itemId: 'i2', quantity: 1 },
  ],
};

describe('commerce visitor events [U-03, U-04, U-06]', () => {
  it('carries site, page, cart, items, currency, quantities, crumb and census cookie', () => {
    expect(visitorEventContent('view_cart', input, cookies)).toEqual({
      name: 'view_cart',
      websiteId: 'w1',
      pageId: 'p1',
      cartId: 'cart-1',
      itemIds: ['i1', 'i2'],
      currency: 'USD',
      quantities: [2, 1],
      crumb: 'c-1',
      census: 'visitor-9',
    });
  });

  it('goes to clanker as a CommerceVisitorEvent by beacon, which survives leaving the page', async () => {
    const beacon = vi.fn((_url: string, _data: Blob) => true);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    vi.stubGlobal('location', { origin: 'http://shop.test' });
    const content = visitorEventContent('remove_from_cart', input, { crumb: null, census: null });
    await expect(visitorEventsApi().send(content)).resolves.toBeUndefined();
    const [url, data] = beacon.mock.calls[0] ?? [];
    expect(new URL(url ?? '').pathname).toBe('/api/v1/clanker/events');
    expect(JSON.parse(await (data as Blob).text())).toEqual({
      eventSchemaName: 'CommerceVisitorEvent',
      eventContent: content,
    });
  });

  it('a refused beacon falls back to a request, and its failure is swallowed', async () => {
    vi.stubGlobal('navigator', { sendBeacon: () => false });
    const fetch = vi.fn(async () => new Response('{"message":"down"}', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    const content = visitorEventContent('add_to_cart', input, cookies);
    await expect(visitorEventsApi('http://api.shop.test/').send(content)).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledWith(
      'http://api.shop.test/api/v1/clanker/events',
      expect.anything(),
    );
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});
