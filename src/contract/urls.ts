/**
 * The one URL rule, for a URL the bundle is handed (the page context's API root, a template
 * author's value): an absolute http or https URL of at most 2083 characters, written out whole.
 */
import { URL_MAX_LENGTH } from '../constants/limits';

/** Whitespace and control characters: `new URL` would silently drop or encode them. */
const BLANK_OR_CONTROL = /[\s\p{Cc}]/u;
/** The scheme and the `//` of an http(s) URL, as written. */
const HTTP_START = /^https?:\/\//i;

/**
 * Whether a value is a URL the bundle accepts [D-09]:
 * - a string of 1 to 2083 characters (2084 is too long);
 * - beginning with `http://` or `https://` (any case): no other scheme, no relative or
 *   protocol-relative URL, no `http:host` shorthand;
 * - without whitespace or control characters anywhere;
 * - that `new URL` parses, with a host.
 */
export function isValidUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > URL_MAX_LENGTH) return false;
  if (!HTTP_START.test(value) || BLANK_OR_CONTROL.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}
