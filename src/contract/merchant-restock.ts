import * as v from 'valibot';
import { id, text } from './common';

/**
 * The merchant's restock tools, behind a merchant session: waiting signups grouped by variant, the
 * signups of one variant, and sending the notices. Pages continue from an opaque keyset cursor.
 */

const cursor = v.optional(text(512));

export const signUpGroupsQuery = v.object({ cursor });

export const signUpsQuery = v.object({ productId: id, variantId: id, cursor });

/** One variant whose waiting signups are to be notified. */
export const sendBody = v.strictObject({ productId: id, variantId: id });
export type SendRequest = v.InferInput<typeof sendBody>;

export const sendAllBody = v.strictObject({
  sendRequests: v.pipe(v.array(sendBody), v.maxLength(500)),
});
export type SendAllRequest = v.InferInput<typeof sendAllBody>;

export const sendResult = v.object({ sent: v.number() });
export type SendResult = v.InferOutput<typeof sendResult>;

const nextPageCursor = v.nullable(v.string());

export const signUpGroupsPage = v.object({
  signUpGroups: v.array(
    v.object({
      productId: v.string(),
      variantId: v.string(),
      productTitle: v.string(),
      signUpCount: v.number(),
    }),
  ),
  hasNextPage: v.boolean(),
  nextPageCursor,
});
export type SignUpGroupsPage = v.InferOutput<typeof signUpGroupsPage>;

export const signUpsPage = v.object({
  signUps: v.array(
    v.object({ email: v.string(), isJoinMailingList: v.boolean(), created: v.number() }),
  ),
  hasNextPage: v.boolean(),
  nextPageCursor,
});
export type SignUpsPage = v.InferOutput<typeof signUpsPage>;
