import * as v from 'valibot';
import { QUANTITY } from '../constants/product';
import { ID_MAX_LENGTH, ID_PATTERN } from './ids';
import { isJsonObject } from './json-fields';

/**
 * The pieces every API area's contract is built from. Each schema is strict about types ('2' is
 * not a number) and carries its limits, so the server's JSON Schemas derived from it keep them.
 */

/**
 * An id, sku, token or key by the one id rule (ids.ts). The length is also said on its own, so a
 * too long or empty id is refused as such.
 */
export const id = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(ID_MAX_LENGTH),
  v.regex(ID_PATTERN),
);

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
export const jsonObject = v.custom<Record<string, unknown>>(isJsonObject, 'must be object');

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
