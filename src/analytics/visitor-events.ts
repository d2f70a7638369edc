import type { ApiClient } from '../api/client';
import { COOKIE_NAMES } from '../constants/cookies';

/** The commerce visitor events, by their wire names [U-03]. */
export type VisitorEventName =
  | 'visit_product_page'
  | 'add_to_cart'
  | 'view_cart'
  | 'remove_from_cart'
  | 'related_product_display'
  | 'related_product_click'
  | 'related_product_add'
  | 'reviews_tab_click'
  | 'reviews_anchor_click';

/**
 * What every visitor event carries: site, page and cart ids, the items and their quantities, the
 * currency, the crumb and census cookies [U-04].
 */
export interface VisitorEventContent {
  name: VisitorEventName;
  websiteId: string;
  pageId: string;
  cartId: string;
  itemIds: string[];
  currency: string;
  quantities: number[];
  crumb: string;
  census: string;
}

export interface VisitorEventInput {
  websiteId: string;
  pageId: string;
  cartId: string;
  currency: string;
  items: readonly { itemId: string; quantity: number }[];
}

export function visitorEventContent(
  name: VisitorEventName,
  input: VisitorEventInput,
  cookie: (name: string) => string | null,
): VisitorEventContent {
  return {
    name,
    websiteId: input.websiteId,
    pageId: input.pageId,
    cartId: input.cartId,
    itemIds: input.items.map((item) => item.itemId),
    currency: input.currency,
    quantities: input.items.map((item) => item.quantity),
    crumb: cookie(COOKIE_NAMES.crumb) ?? '',
    census: cookie(COOKIE_NAMES.repeatVisitor) ?? '',
  };
}

/**
 * Visitor events go to clanker as `CommerceVisitorEvent`; like every analytics call, a failure is
 * ignored [U-06].
 */
export function visitorEventsApi(client: ApiClient) {
  return {
    async send(content: VisitorEventContent): Promise<void> {
      try {
        await client.request('post', 'api/v1/clanker/events', {
          json: { eventSchemaName: 'CommerceVisitorEvent', eventContent: content },
        });
      } catch {
        // Analytics failures never reach the shopper.
      }
    },
  };
}

export type VisitorEventsApi = ReturnType<typeof visitorEventsApi>;
