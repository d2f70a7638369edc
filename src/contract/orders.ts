import * as v from 'valibot';
import { id, queryText } from './common';

/** Placing the order of a cart, and reading an order back. */

/** Places the order of the cart of that token (the cart id). */
export const placeOrderBody = v.strictObject({ cartToken: id });
export type PlaceOrderRequest = v.InferInput<typeof placeOrderBody>;

export const orderParams = v.object({ orderId: id });

/** Reading an order: its access token, when the link carries one. Other keys are let through. */
export const orderQuery = v.object({ token: v.optional(queryText) });
