import * as v from 'valibot';
import { id, text } from './common';

/**
 * The merchant's restock tools, behind a merchant session: waiting signups grouped by variant, the
 * signups of one variant, sending the notices, and the notices sent so far (one entry per variant
 * and send, newest first). Pages continue from an opaque keyset cursor.
 */

const cursor = v.optional(text(512));

/** A list's query: its page's cursor alone (the groups' and the sent notices'). */
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

/**
 * Which variant: its product's id and title, its id, and its options by name ({Size: 'L'}; none
 * for a product without options, or a variant the catalogue no longer lists).
 */
const variantOf = {
  productId: v.string(),
  variantId: v.string(),
  productTitle: v.string(),
  variantAttributes: v.record(v.string(), v.string()),
};

/** A variant's waiting signups: how many, and when the oldest signed up (epoch ms). */
export const signUpGroup = v.object({
  ...variantOf,
  signUpCount: v.number(),
  oldestSignUp: v.number(),
});
export type SignUpGroup = v.InferOutput<typeof signUpGroup>;

export const signUpGroupsPage = v.object({
  signUpGroups: v.array(signUpGroup),
  hasNextPage: v.boolean(),
  nextPageCursor,
});
export type SignUpGroupsPage = v.InferOutput<typeof signUpGroupsPage>;

/** One send of one variant's notices: how many signups it notified, and when (epoch ms). */
export const sentGroup = v.object({ ...variantOf, sentCount: v.number(), sent: v.number() });
export type SentGroup = v.InferOutput<typeof sentGroup>;

export const sentGroupsPage = v.object({
  sentGroups: v.array(sentGroup),
  hasNextPage: v.boolean(),
  nextPageCursor,
});
export type SentGroupsPage = v.InferOutput<typeof sentGroupsPage>;

export const signUpsPage = v.object({
  signUps: v.array(
    v.object({ email: v.string(), isJoinMailingList: v.boolean(), created: v.number() }),
  ),
  hasNextPage: v.boolean(),
  nextPageCursor,
});
export type SignUpsPage = v.InferOutput<typeof signUpsPage>;
