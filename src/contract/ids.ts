/**
 * The one id rule, for the API and for markup alike: ids, skus, cart tokens, order ids and keys as
 * the API takes them, and the ids markup names (`item-id`, `sku`, `form-id`, a quick view's item).
 * An id is 1 to ID_MAX_LENGTH characters, each a letter, a digit, `_`, `.` or `-`. The pattern
 * carries the length, so a check by pattern alone (an element's attribute) keeps the whole rule.
 * No schema library here: the bundle's elements import this without valibot.
 */

/** The longest id. */
export const ID_MAX_LENGTH = 64;

/** A whole id: 1 to ID_MAX_LENGTH letters, digits, `_`, `.` or `-`. */
export const ID_PATTERN = new RegExp(`^[A-Za-z0-9_.-]{1,${ID_MAX_LENGTH}}$`);

/** Whether a value is an id by the one id rule. */
export const isId = (value: unknown): value is string =>
  typeof value === 'string' && ID_PATTERN.test(value);
