import { REPEAT_VISITOR_PATTERN } from '../../src/contract/analytics';

/**
 * Readings of the values analytics calls carry, shared by the routes that store them, cut to what
 * the dashboard reads (STORED_LENGTHS): a path, a name, ids, an error's message, source and stack,
 * never a raw payload. A text is cut by UTF-16 units, never inside a surrogate pair.
 */

/** The longest stored texts, in characters, and the most item ids an event keeps. */
export const STORED_LENGTHS = {
  path: 512,
  name: 128,
  id: 64,
  itemIds: 20,
  message: 500,
  source: 500,
  stack: 4000,
} as const;

/** `text` cut to at most `max` UTF-16 units, a surrogate pair never split. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

/** A URL's path alone (no query or fragment), cut; a relative URL is read against the site. */
export function pathOf(url: string): string {
  let path: string;
  try {
    path = new URL(url, 'http://site.invalid').pathname;
  } catch {
    path = url.split(/[?#]/)[0] || '/';
  }
  return cut(path, STORED_LENGTHS.path);
}

/**
 * The visitor's uuid and visit number from a repeat-visitor cookie value
 * (`{uuid}|{first}|{previous}|{current}|{visitCount}`); nulls when it is absent or malformed.
 */
export function visitorOf(cookie: unknown): { visitor: string | null; visit: number | null } {
  if (typeof cookie !== 'string' || !REPEAT_VISITOR_PATTERN.test(cookie)) {
    return { visitor: null, visit: null };
  }
  const parts = cookie.split('|');
  return { visitor: parts[0] as string, visit: Number(parts[4]) };
}

/** Texts of a list, others dropped (item ids in an event's content). */
export const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];

/** A text value, or null. */
export const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** An id as stored: a text cut to STORED_LENGTHS.id, or null. */
export const idOf = (value: unknown): string | null => {
  const text = textOrNull(value);
  return text === null ? null : cut(text, STORED_LENGTHS.id);
};

/** Item ids as stored: the first STORED_LENGTHS.itemIds texts of a list, each cut as an id. */
export const idsOf = (value: unknown): string[] =>
  textsOf(value)
    .slice(0, STORED_LENGTHS.itemIds)
    .map((id) => cut(id, STORED_LENGTHS.id));
