/**
 * JSON text to write inside an HTML `<script>` element (page data, `type="application/json"`).
 */

/** The characters that could end or escape the element, or break it as JavaScript source. */
const UNSAFE = /[<>&\u2028\u2029]/g;

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * `value` as JSON in which `<`, `>`, `&`, U+2028 and U+2029 are written as `\u` escapes, so no page
 * data can end the script element or put the HTML parser into another state; `JSON.parse` reads
 * back the same value. A value JSON cannot hold (undefined, a function) is written as `null`.
 */
export function scriptSafeJson(value: unknown, indent?: number): string {
  const json = JSON.stringify(value, null, indent) ?? 'null';
  return json.replace(UNSAFE, (ch) => ESCAPES[ch] ?? ch);
}
