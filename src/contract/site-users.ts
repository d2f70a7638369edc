import * as v from 'valibot';

/** Site-member sessions. */

/** The longest email an address can be (RFC 5321's path limit less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
/** The longest password checked: far past any passphrase, short of costly to hash. */
export const PASSWORD_MAX_LENGTH = 1024;

export const loginBody = v.strictObject({
  email: v.pipe(v.string(), v.maxLength(EMAIL_MAX_LENGTH)),
  password: v.pipe(v.string(), v.maxLength(PASSWORD_MAX_LENGTH)),
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
