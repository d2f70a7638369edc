/**
 * Where in a template an error comes from. The engine's errors carry only a type and a message
 * (as the public engine's do), so the place is found by running the engine on prefixes of the
 * source cut at tag boundaries:
 * - the tags are split as the parser splits them (a tag opens at `{` and closes at the first `}`,
 *   restarting at another `{`; `{##` opens a multi-line comment running to `##}`);
 * - the k-th error with a message is at the first tag whose prefix (the source up to the tag's
 *   end) already gives k errors with that message;
 * - `Reached EOF in the middle of …` belongs to a block left open: it is at the last tag whose
 *   prefix before it gives fewer than k such errors (the block that is never closed again).
 * The probe is the engine's parse for syntax errors and a render for run-time ones. A message the
 * prefixes never give has no place (null). Only run when there are errors: one probe per tag.
 */

export interface ErrorLike {
  type?: string;
  message: string;
}

/** The engine run on a piece of source: the errors it reports. */
export type Probe = (source: string) => readonly ErrorLike[];

/** Past this many tags a template's errors are reported without a place. */
const MAX_TAGS = 5000;

/** Each tag's span: `start` at its `{`, `end` just past its `}`. */
export function tagSpans(source: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let i = 0;
  while (i < source.length) {
    const open = source.indexOf('{', i);
    if (open < 0) break;
    if (source.startsWith('{##', open)) {
      const close = source.indexOf('##}', open + 3);
      i = close < 0 ? source.length : close + 3;
      continue;
    }
    let start = open;
    let j = open + 1;
    while (j < source.length && source[j] !== '}') {
      if (source[j] === '{') start = j;
      j++;
    }
    if (j >= source.length) break;
    spans.push({ start, end: j + 1 });
    i = j + 1;
  }
  return spans;
}

const count = (errors: readonly ErrorLike[], message: string) =>
  errors.reduce((n, e) => (e.message === message ? n + 1 : n), 0);

/** The offset of the `occurrence`-th (1-based) error with `message`, or null. */
export function locate(
  source: string,
  message: string,
  occurrence: number,
  probe: Probe,
): number | null {
  const spans = tagSpans(source);
  if (spans.length > MAX_TAGS) return null;
  if (message.includes('Reached EOF in the middle of')) {
    for (let i = spans.length - 1; i >= 0; i--) {
      const span = spans[i] as { start: number };
      if (count(probe(source.slice(0, span.start)), message) < occurrence) return span.start;
    }
    return null;
  }
  for (const span of spans) {
    if (count(probe(source.slice(0, span.end)), message) >= occurrence) return span.start;
  }
  return null;
}

/** Each error's 1-based occurrence among the errors with the same message before it. */
export function occurrences(errors: readonly ErrorLike[]): number[] {
  const seen = new Map<string, number>();
  return errors.map((e) => {
    const n = (seen.get(e.message) ?? 0) + 1;
    seen.set(e.message, n);
    return n;
  });
}
