/**
 * The URL validator [D-09]: a valid URL is an absolute http(s) URL of at most 2083 characters (the
 * longest URL every browser takes); a longer one is invalid, whatever it holds.
 */

export const URL_MAX_LENGTH = 2083;

export function isValidUrl(value: string): boolean {
  if (value.length > URL_MAX_LENGTH) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
