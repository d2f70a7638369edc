/**
 * Splits template source into raw pieces: literal text, `{…}` tags and comments.
 *
 * Rules (see docs §2):
 * - a tag opens at `{` and closes at the first `}`; if another `{` shows up first,
 *   the tag restarts there (the skipped part stays literal text);
 * - a `{` that never closes is literal text;
 * - `{##` at the point where a scan starts opens a multi-line comment that runs to
 *   `##}` or to the end of the source.
 *
 * The scan is a single left-to-right pass, so it is linear in the source length.
 */

export type Piece =
  | { type: 'text'; text: string }
  | { type: 'tag'; body: string; raw: string }
  | { type: 'block-comment'; text: string };

export function tokenize(source: string): Piece[] {
  const pieces: Piece[] = [];
  const length = source.length;
  let textStart = 0;
  let cursor = 0;

  const flushText = (end: number) => {
    if (end > textStart) pieces.push({ type: 'text', text: source.slice(textStart, end) });
  };

  while (cursor < length) {
    const open = source.indexOf('{', cursor);
    if (open < 0) break;

    if (source.charCodeAt(open + 1) === 35 && source.charCodeAt(open + 2) === 35) {
      // `{##`: multi-line comment
      flushText(open);
      const close = source.indexOf('##}', open + 3);
      const end = close < 0 ? length : close;
      pieces.push({ type: 'block-comment', text: source.slice(open + 3, end) });
      cursor = textStart = close < 0 ? length : close + 3;
      continue;
    }

    let start = open;
    let i = open + 1;
    for (; i < length; i++) {
      const c = source.charCodeAt(i);
      if (c === 125) break; // }
      if (c === 123) start = i; // { restarts the tag
    }
    if (i >= length) break; // never closed: the rest is text

    flushText(start);
    pieces.push({ type: 'tag', body: source.slice(start + 1, i), raw: source.slice(start, i + 1) });
    cursor = textStart = i + 1;
  }
  flushText(length);
  return pieces;
}
