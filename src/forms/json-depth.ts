/**
 * The deepest nesting of arrays and objects accepted in JSON from outside. No request of the API
 * or answer map comes near it (a form's answers are two levels deep), while thousands of levels
 * would overflow the stack of whatever walks the value recursively later.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, found in one pass over the text
 * without parsing it; brackets inside strings do not count. Says nothing about the text's validity.
 */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return false;
}
