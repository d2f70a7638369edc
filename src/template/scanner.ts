/**
 * Low-level matching inside one tag body. Each `match*` function looks at `str` from `i` and
 * returns the index just past the match, or -1. They never pass a `}`, so a tag's closing brace
 * bounds every match.
 */

const C_0 = 48;
const C_9 = 57;
const C_A = 65;
const C_Z = 90;
const C_a = 97;
const C_z = 122;
const C_UNDERSCORE = 95;
const C_DASH = 45;
const C_AT = 64;
const C_DOLLAR = 36;
const C_DOT = 46;
const C_SLASH = 47;

const isLetter = (c: number) => (c >= C_a && c <= C_z) || (c >= C_A && c <= C_Z);
const isDigit = (c: number) => c >= C_0 && c <= C_9;
const isWordChar = (c: number) => isLetter(c) || isDigit(c) || c === C_UNDERSCORE || c === C_DASH;

/** `[ \f\n\r\t\v]` */
export const isSpace = (c: number) =>
  c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 11;

/** A word: a letter, then letters, digits, `_` or `-`. */
export const matchWord = (str: string, i: number): number => {
  if (!isLetter(str.charCodeAt(i))) return -1;
  i++;
  while (isWordChar(str.charCodeAt(i))) i++;
  return i;
};

/** One or more whitespace characters. */
export const matchWhitespace = (str: string, i: number): number => {
  if (!isSpace(str.charCodeAt(i))) return -1;
  i++;
  while (isSpace(str.charCodeAt(i))) i++;
  return i;
};

/** One reference segment: digits, an optionally `@`/`$`-prefixed word, or a lone `@`. */
const matchSegment = (str: string, i: number): number => {
  const c = str.charCodeAt(i);
  if (isDigit(c)) {
    i++;
    while (isDigit(str.charCodeAt(i))) i++;
    return i;
  }
  if (isLetter(c)) return matchWord(str, i);
  if (c === C_AT || c === C_DOLLAR) {
    const w = matchWord(str, i + 1);
    if (w !== -1) return w;
    return c === C_AT ? i + 1 : -1;
  }
  return -1;
};

/** A dotted reference such as `a.0.b`, `@`, `@index`, `$x.y`. */
export const matchReference = (str: string, i: number): number => {
  let j = matchSegment(str, i);
  if (j === -1) return -1;
  while (str.charCodeAt(j) === C_DOT) {
    const k = matchSegment(str, j + 1);
    if (k === -1) break;
    j = k;
  }
  return j;
};

/** ` *, *` between references. */
export const matchSeparator = (str: string, i: number): number => {
  while (str.charCodeAt(i) === 32) i++;
  if (str.charCodeAt(i) !== 44) return -1;
  i++;
  while (str.charCodeAt(i) === 32) i++;
  return i;
};

/** `@word`, the name of a bound variable. */
export const matchDefinition = (str: string, i: number): number =>
  str.charCodeAt(i) === C_AT ? matchWord(str, i + 1) : -1;

/** `[./A-Za-z0-9_-]+`, a macro name or inject path. */
export const matchFilePath = (str: string, i: number): number => {
  const start = i;
  for (;;) {
    const c = str.charCodeAt(i);
    if (isWordChar(c) || c === C_DOT || c === C_SLASH) i++;
    else break;
  }
  return i === start ? -1 : i;
};

/** A predicate name: a word followed by `?`. */
export const matchPredicateName = (str: string, i: number): number => {
  const j = matchWord(str, i);
  return j !== -1 && str.charCodeAt(j) === 63 ? j + 1 : -1;
};

/** One or more characters other than `}` (and other than `|` when `stopAtPipe`). */
export const matchArgsText = (str: string, i: number, end: number, stopAtPipe: boolean): number => {
  let j = i;
  if (stopAtPipe) {
    while (j < end && str.charCodeAt(j) !== 124) j++;
  } else {
    j = end;
  }
  return j > i ? j : -1;
};
