import * as v from 'valibot';
import { queryText, text } from './common';

/**
 * The site owner's pages (/merchant/analytics, /merchant/site) and their login and logout forms,
 * form-encoded: every value one piece of text, the hidden ones (crumb, range, `next`) as short as a
 * page's query value. The range's days are checked by the dashboard's own script, not here.
 */

/** A merchant page's query: the range the dashboard shows. */
export const merchantPageQuery = v.object({
  from: v.optional(queryText),
  to: v.optional(queryText),
});

/** The longest merchant secret read from the login form. */
export const MERCHANT_SECRET_MAX_LENGTH = 1024;

/** The login form: the secret, the crumb and the range to return to, all hidden but the secret. */
export const merchantLoginBody = v.strictObject({
  secret: v.optional(text(MERCHANT_SECRET_MAX_LENGTH)),
  crumb: v.optional(queryText),
  from: v.optional(queryText),
  to: v.optional(queryText),
  next: v.optional(queryText),
});
export type MerchantLoginForm = v.InferInput<typeof merchantLoginBody>;

/** The logout form: the crumb alone. */
export const merchantLogoutBody = v.strictObject({ crumb: v.optional(queryText) });
