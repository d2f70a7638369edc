import * as v from 'valibot';
import { queryText } from './common';

/**
 * The queries of the server's pages and the checkout's Place order form. A page reads its own keys
 * as single texts and lets other keys (utm_source and the like) through.
 */

/** The checkout pages' query: the cart to order. */
export const checkoutPageQuery = v.object({ cartToken: v.optional(queryText) });

/** The confirmation pages' query: the order and its access token. */
export const confirmationPageQuery = v.object({
  orderId: v.optional(queryText),
  token: v.optional(queryText),
});

/** The events page's query: which events it lists; without it, the collection's own choice. */
export const eventsPageQuery = v.object({ view: v.optional(v.picklist(['upcoming', 'past'])) });

export const giftCardPageQuery = v.object({
  itemId: v.optional(queryText),
  sku: v.optional(queryText),
});

/**
 * The Place order form (form-encoded): the cart token and the crumb as hidden fields. Both may be
 * missing, so the page itself can answer a stale or absent crumb with its session-expired text.
 */
export const checkoutFormBody = v.strictObject({
  cartToken: v.optional(queryText),
  crumb: v.optional(queryText),
});
export type CheckoutForm = v.InferInput<typeof checkoutFormBody>;
