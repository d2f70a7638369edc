/**
 * Telling the public engine's code stored as JSON text from template source. The public
 * engine takes every string as source; ours takes a string as code only when it is the JSON
 * text of a ROOT instruction array: it starts, after optional JSON whitespace, with `[`, `17`
 * and `,` (JSON whitespace allowed between them), and the whole string parses as JSON. Any
 * other string, including one that starts so but is not JSON, is source. (A source that is
 * itself such JSON would print that text in the public engine; here it runs as code.)
 */

const ROOT_START = /^[\t\n\r ]*\[[\t\n\r ]*17[\t\n\r ]*,/;

/** Returned when the string is template source. */
export const NOT_CODE: unique symbol = Symbol('not code');

/** The parsed code when `text` is JSON text of a ROOT instruction array, else NOT_CODE. */
export function readCodeText(text: string): unknown[] | typeof NOT_CODE {
  if (!ROOT_START.test(text)) return NOT_CODE;
  try {
    return JSON.parse(text) as unknown[];
  } catch {
    return NOT_CODE;
  }
}
