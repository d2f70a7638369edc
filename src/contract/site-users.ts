import * as v from 'valibot';

/** Site-member sessions. */

export const loginBody = v.strictObject({
  email: v.string(),
  password: v.string(),
  rememberMe: v.boolean(),
});
export type LoginRequest = v.InferInput<typeof loginBody>;

export const loginResult = v.object({ xsrfToken: v.string() });
export type LoginResult = v.InferOutput<typeof loginResult>;

/** A tab asking for its session's XSRF token: null when the browser is signed out. */
export const sessionState = v.object({ xsrfToken: v.nullable(v.string()) });
export type SessionState = v.InferOutput<typeof sessionState>;

/** Logging out; `cloneCart` ('true' or 'false') keeps a copy of the member's cart. */
export const logoutQuery = v.object({
  cloneCart: v.optional(v.string()),
  crumb: v.optional(v.string()),
});
