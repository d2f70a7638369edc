import * as v from 'valibot';

/** Site-member sessions (the reference server does not serve them). */

export const loginBody = v.strictObject({
  email: v.string(),
  password: v.string(),
  rememberMe: v.boolean(),
});
export type LoginRequest = v.InferInput<typeof loginBody>;

export const loginResult = v.object({ xsrfToken: v.string() });
export type LoginResult = v.InferOutput<typeof loginResult>;

/** Logging out; `cloneCart` ('true' or 'false') keeps a copy of the member's cart. */
export const logoutQuery = v.object({ cloneCart: v.optional(v.string()) });
