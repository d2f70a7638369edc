import * as v from 'valibot';
import { QUANTITY } from '../constants/product';

/**
 * The pieces every API area's contract is built from. Each schema is strict about types ('2' is
 * not a number) and carries its limits, so the server's JSON Schemas derived from it keep them.
 */

/** The one id pattern: ids, skus, cart tokens, order ids and keys as the API uses them. */
export const ID_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const ID_MAX_LENGTH = 64;

/** An id, sku, token or key. */
export const id = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(ID_MAX_LENGTH),
  v.regex(ID_PATTERN),
);

/** Whether a value is an id by the one id pattern. */
export const isId = (value: unknown): value is string => v.is(id, value);

/** Some text of at most `max` characters. */
export const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** A quantity of one cart line: a whole number from 1 to 9,999. */
export const quantity = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(QUANTITY.MIN),
  v.maxValue(QUANTITY.MAX),
);

/**
 * A JSON object of any keys and values, never a list: JSON Schema's `{type: 'object'}` (valibot's
 * record would take a list, and answer it as an empty object).
 */
export const jsonObject = v.custom<Record<string, unknown>>(
  (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
  'must be object',
);

/** A page's or an order's query value: one piece of text (a repeated parameter is refused). */
export const queryText = text(256);

/** The query of a page or call that reads none of it: any keys (utm_source and the like) pass. */
export const anyQuery = v.object({});

/** The query of a state-changing call that reads only the crumb; other keys are let through. */
export const crumbQuery = v.object({ crumb: v.optional(queryText) });

/** The body of every error answer. */
export const apiErrorBody = v.object({
  message: v.optional(v.string()),
  error: v.optional(v.string()),
  crumbFail: v.optional(v.boolean()),
  /** Field name → message, on a 400 from payload validation. */
  errors: v.optional(v.record(v.string(), v.string())),
});
export type ApiErrorBody = v.InferOutput<typeof apiErrorBody>;
