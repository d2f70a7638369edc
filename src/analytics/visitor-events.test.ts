import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { visitorEventContent, visitorEventsApi } from './visitor-events';

const cookies: Record<string, string> = { crumb: 'c-1', ss_cvr: 'visitor-9' };
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
    expect(visitorEventContent('view_cart', input, (name) => cookies[name] ?? null)).toEqual({
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

  it('posts to clanker as a CommerceVisitorEvent, and a failure is swallowed', async () => {
    const seen: Request[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init));
      return new Response('{"message":"down"}', { status: 500 });
    });
    const client = createApiClient({
      baseUrl: 'http://shop.test/',
      getCrumb: () => 'c-1',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const content = visitorEventContent('remove_from_cart', input, () => null);
    await expect(visitorEventsApi(client).send(content)).resolves.toBeUndefined();
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/api/v1/clanker/events');
    expect(await seen[0]?.json()).toEqual({
      eventSchemaName: 'CommerceVisitorEvent',
      eventContent: content,
    });
  });
});
