import { trackClankerEvent } from './clanker';

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

/** The crumb cookie and the repeat-visitor cookie (visitor-cookies.ts) as they are when sent. */
export interface VisitorEventCookies {
  crumb: string | null;
  census: string | null;
}

export function visitorEventContent(
  name: VisitorEventName,
  input: VisitorEventInput,
  cookies: VisitorEventCookies,
): VisitorEventContent {
  return {
    name,
    websiteId: input.websiteId,
    pageId: input.pageId,
    cartId: input.cartId,
    itemIds: input.items.map((item) => item.itemId),
    currency: input.currency,
    quantities: input.items.map((item) => item.quantity),
    crumb: cookies.crumb ?? '',
    census: cookies.census ?? '',
  };
}

/**
 * Visitor events go to clanker as `CommerceVisitorEvent` by beacon, so the one sent just before a
 * navigation (a related product's link) is not lost; like every analytics call, a failure is
 * ignored [U-06].
 */
export function visitorEventsApi(apiBaseUrl?: string | null) {
  return {
    send: (content: VisitorEventContent): Promise<void> =>
      trackClankerEvent('CommerceVisitorEvent', { ...content }, { apiBaseUrl }),
  };
}

export type VisitorEventsApi = ReturnType<typeof visitorEventsApi>;
