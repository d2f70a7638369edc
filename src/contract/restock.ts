import * as v from 'valibot';
import { id, text } from './common';

/** The visitor's back-in-stock signup; `captchaToken` only when a captcha is shown. */
export const restockSignupBody = v.strictObject({
  productId: id,
  variantId: id,
  siteVisitorEmail: text(256),
  isJoinMailingList: v.boolean(),
  captchaToken: v.optional(text(4096)),
});
export type RestockSignup = v.InferInput<typeof restockSignupBody>;
