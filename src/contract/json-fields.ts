/**
 * The field readers of the tolerant-JSON toolkit (json-decoders.ts has its decoders), for data
 * read tolerantly (products, merchandising, forms, the dashboard's drafts): they never throw; a
 * value of the wrong kind reads as the kind's empty value (an empty object, an empty list, '',
 * false, 0) or the fallback given. A file of their own, so the bundle's core, which decodes the
 * page context, does not carry them.
 */

/** A JSON object: non-null, of type object, and not a list. */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The value as a JSON object; anything else (a list too) is an empty one. */
export const record = (value: unknown): Record<string, unknown> =>
  isJsonObject(value) ? value : {};

/** The value as a list; anything else is an empty one. */
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The value as text; anything else is `fallback`. */
export const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : fallback;

/** Text, or a number written as text; anything else is ''. */
export const textOrNumber = (value: unknown): string =>
  typeof value === 'number' ? String(value) : text(value);

/** Whether the value is `true` itself (a truthy string or number is not). */
export const flag = (value: unknown): boolean => value === true;

/** The value as a finite number; anything else (NaN, a numeric string) is 0. */
export const finiteNumber = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
