import { REPEAT_VISITOR_PATTERN } from '../../src/contract/analytics';

/** Readings of the values analytics calls carry, shared by the routes that store them. */

/** A URL's or path's path alone (no query or fragment); a relative one is read against the site. */
export function pathOf(url: string): string {
  try {
    return new URL(url, 'http://site.invalid').pathname;
  } catch {
    return url.split(/[?#]/)[0] || '/';
  }
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
