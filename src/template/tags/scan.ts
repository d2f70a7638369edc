/**
 * The scanning every tag reader shares: character classes, names, dotted paths and
 * argument lists, each read in place from the source (an index in, the index after
 * it out; no copy of the tag body).
 *
 * Scanning never runs past a tag: a tag body ends at `}` (or at the end of the
 * source), and `}` belongs to none of the character classes below.
 */
import type { ArgList, Path } from '../core/ast';

const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const isDigit = (c: number) => c >= 48 && c <= 57;
/** Letters, digits, `_` and `-`: the tail of a name. */
const isWordTail = (c: number) => isLetter(c) || isDigit(c) || c === 95 || c === 45;
/** Letters, digits, `.`, `/`, `_` and `-`: macro, partial and inject names. */
const isFileChar = (c: number) => isWordTail(c) || c === 46 || c === 47;
/** ASCII whitespace (not NBSP). */
export const isSpace = (c: number) => c === 32 || (c >= 9 && c <= 13);

/** The largest path step read as a position; longer digit runs stay names. */
const MAX_INDEX = 2147483647;

/** Ends a word that starts at `i` (a letter), returning the index after it. */
export function wordEnd(s: string, i: number): number {
  if (!isLetter(s.charCodeAt(i))) return i;
  let j = i + 1;
  while (isWordTail(s.charCodeAt(j))) j++;
  return j;
}

export function spaceEnd(s: string, i: number): number {
  while (isSpace(s.charCodeAt(i))) i++;
  return i;
}

export function fileNameEnd(s: string, i: number): number {
  while (isFileChar(s.charCodeAt(i))) i++;
  return i;
}

/** Set by readPathAt: the index after the path it read. */
export let pathEnd = 0;

/**
 * A dotted path at `i`: steps joined by `.`, each a name (letter first), a position
 * (digits), an `@name`/`$name`, or a lone `@` (the current value). Null if none
 * starts there; otherwise `pathEnd` is the index after it.
 */
export function readPathAt(s: string, i: number): Path | null {
  let path: Path | null = null;
  for (;;) {
    const c = s.charCodeAt(i);
    let j: number;
    let key: string | number;
    if (isLetter(c)) {
      j = wordEnd(s, i);
      key = s.slice(i, j);
    } else if (isDigit(c)) {
      j = i + 1;
      while (isDigit(s.charCodeAt(j))) j++;
      const digits = s.slice(i, j);
      const n = Number(digits);
      key = n <= MAX_INDEX ? n : digits;
    } else if (c === 64 /* @ */ || c === 36 /* $ */) {
      j = wordEnd(s, i + 1);
      if (j === i + 1) {
        if (c === 36) return null;
        key = '@';
      } else {
        key = s.slice(i, j);
      }
    } else {
      return null;
    }
    if (path === null) path = [key];
    else path.push(key);
    i = j;
    if (s.charCodeAt(i) !== 46 /* . */) {
      pathEnd = i;
      return path;
    }
    i++;
  }
}

/**
 * Reads a dotted path starting at `i`. Returns the path and the index after it,
 * or null if no valid path starts there.
 */
export function readPath(s: string, i: number): [Path, number] | null {
  const path = readPathAt(s, i);
  return path ? [path, pathEnd] : null;
}

/** Arguments after a name: `<sep>word<sep>word…` from `i` (the separator) to `end`. */
export function argList(s: string, i: number, end: number): ArgList {
  return { words: splitAt(s, i + 1, end, s.charCodeAt(i)), sep: s.charAt(i) };
}

/** `s.slice(from, end).split(sep)` for a one-character separator, without the copy. */
export function splitAt(s: string, from: number, end: number, sep: number): string[] {
  const words: string[] = [];
  let start = from;
  for (let i = from; i < end; i++) {
    if (s.charCodeAt(i) === sep) {
      words.push(s.slice(start, i));
      start = i + 1;
    }
  }
  words.push(s.slice(start, end));
  return words;
}

/** Set by readVarName: the index after the name it read. */
export let varEnd = 0;

/** `@name` at `i` followed by one space; returns the name (`varEnd` after it) or null. */
export function readVarName(s: string, i: number): string | null {
  if (s.charCodeAt(i) !== 64) return null;
  const j = wordEnd(s, i + 1);
  if (j === i + 1 || s.charCodeAt(j) !== 32) return null;
  varEnd = j;
  return s.slice(i, j);
}

/** Whether the body from `i` to `end` is exactly `word`. */
export const exactly = (s: string, i: number, end: number, word: string) =>
  end - i === word.length && s.startsWith(word, i);

/** `keyword` at `i` followed by whitespace: the operand's start, or -1. */
export function afterSpaces(s: string, i: number, keyword: string): number {
  if (!s.startsWith(keyword, i)) return -1;
  const at = i + keyword.length;
  return isSpace(s.charCodeAt(at)) ? spaceEnd(s, at) : -1;
}

/** `keyword` at `i` followed by exactly one space: the operand's start, or -1. */
export function afterSpace(s: string, i: number, keyword: string): number {
  if (!s.startsWith(keyword, i)) return -1;
  const at = i + keyword.length;
  return s.charCodeAt(at) === 32 ? at + 1 : -1;
}
