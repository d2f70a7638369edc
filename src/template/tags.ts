/**
 * Reads the body of one `{…}` tag and says what it is.
 *
 * A body that does not match any form is returned as `literal`: the whole tag,
 * braces included, is then output as text. Unknown formatter and predicate names
 * are reported through `report`.
 */
import type { ArgList, FilterStep, Path, TestSpec } from './ast';

export type Instruction =
  | { op: 'LITERAL' }
  | { op: 'COMMENT'; text: string }
  | { op: 'VARIABLE'; paths: Path[]; filters: FilterStep[] }
  | { op: 'SECTION'; path: Path }
  | { op: 'REPEATED'; path: Path }
  | { op: 'PREDICATE'; test: TestSpec }
  | { op: 'OR_PREDICATE'; test: TestSpec | null }
  | { op: 'IF'; joins: ('&&' | '||')[]; paths: Path[] }
  | { op: 'BINDVAR'; name: string; paths: Path[]; filters: FilterStep[] }
  | { op: 'CTXVAR'; name: string; fields: [string, Path][] }
  | { op: 'EVAL'; source: string }
  | { op: 'MACRO'; name: string }
  | { op: 'INCLUDE'; name: string; args: ArgList }
  | { op: 'INJECT'; name: string; key: string; args: ArgList | null }
  | { op: 'END' | 'ALTERNATES_WITH' | 'EOF' }
  | { op: 'SPACE' | 'TAB' | 'NEWLINE' | 'META_LEFT' | 'META_RIGHT' };

export interface NameTables {
  hasFormatter(name: string): boolean;
  hasPredicate(name: string): boolean;
  report(message: string): void;
}

const LITERAL: Instruction = { op: 'LITERAL' };

const FIXED: Record<string, Instruction> = {
  end: { op: 'END' },
  or: { op: 'OR_PREDICATE', test: null },
  'alternates with': { op: 'ALTERNATES_WITH' },
  eof: { op: 'EOF' },
  space: { op: 'SPACE' },
  tab: { op: 'TAB' },
  newline: { op: 'NEWLINE' },
  'meta-left': { op: 'META_LEFT' },
  'meta-right': { op: 'META_RIGHT' },
};

// Character classes --------------------------------------------------------

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isDigit = (c: number) => c >= 48 && c <= 57;
/** Letters, digits, `_` and `-`: the tail of a name. */
const isWordTail = (c: number) => isLetter(c) || isDigit(c) || c === 95 || c === 45;
/** Letters, digits, `.`, `/`, `_` and `-`: macro, partial and inject names. */
const isFileChar = (c: number) => isWordTail(c) || c === 46 || c === 47;
/** ASCII whitespace (not NBSP). */
const isSpace = (c: number) => c === 32 || (c >= 9 && c <= 13);

const MAX_INDEX = 2147483647;

/** Ends a word that starts at `i` (a letter), returning the index after it. */
function wordEnd(s: string, i: number): number {
  if (!isLetter(s.charCodeAt(i))) return i;
  let j = i + 1;
  while (j < s.length && isWordTail(s.charCodeAt(j))) j++;
  return j;
}

function spaceEnd(s: string, i: number): number {
  while (i < s.length && isSpace(s.charCodeAt(i))) i++;
  return i;
}

/**
 * Reads a dotted path starting at `i`. Returns the path and the index after it,
 * or null if no valid path starts there.
 */
export function readPath(s: string, i: number): [Path, number] | null {
  const path: Path = [];
  for (;;) {
    const c = s.charCodeAt(i);
    let j: number;
    if (isDigit(c)) {
      j = i + 1;
      while (j < s.length && isDigit(s.charCodeAt(j))) j++;
      const digits = s.slice(i, j);
      const n = Number(digits);
      path.push(n <= MAX_INDEX ? n : digits);
    } else if (c === 64 /* @ */ || c === 36 /* $ */) {
      j = wordEnd(s, i + 1);
      if (j === i + 1) {
        if (c === 36) return null;
        path.push('@');
      } else {
        path.push(s.slice(i, j));
      }
    } else if (isLetter(c)) {
      j = wordEnd(s, i);
      path.push(s.slice(i, j));
    } else {
      return null;
    }
    i = j;
    if (s.charCodeAt(i) !== 46 /* . */) return [path, i];
    i++;
  }
}

/** A whole string that must be exactly one path. */
function wholePath(s: string): Path | null {
  const r = readPath(s, 0);
  return r && r[1] === s.length ? r[0] : null;
}

/** `@name`, with the index after it; null if absent. */
function readVarName(s: string, i: number): [string, number] | null {
  if (s.charCodeAt(i) !== 64) return null;
  const j = wordEnd(s, i + 1);
  return j === i + 1 ? null : [s.slice(i, j), j];
}

/**
 * `a, b , c` followed optionally by `|filters`. Everything must be consumed.
 * Returns null on a syntax problem; `undefined` filters when an unknown name was reported.
 */
function readPathsAndFilters(
  s: string,
  i: number,
  tables: NameTables,
): { paths: Path[]; filters: FilterStep[] } | null | 'unknown' {
  const paths: Path[] = [];
  for (;;) {
    const r = readPath(s, i);
    if (!r) return null;
    paths.push(r[0]);
    i = r[1];
    let j = i;
    while (s.charCodeAt(j) === 32 || s.charCodeAt(j) === 9) j++;
    if (s.charCodeAt(j) === 44 /* , */) {
      j++;
      while (s.charCodeAt(j) === 32 || s.charCodeAt(j) === 9) j++;
      i = j;
      continue;
    }
    break;
  }
  if (i === s.length) return { paths, filters: [] };
  if (s.charCodeAt(i) !== 124 /* | */) return null;
  const filters = readFilters(s.slice(i + 1));
  if (!filters) return null;
  for (const f of filters) {
    if (!tables.hasFormatter(f.name)) {
      tables.report(`SyntaxError: Formatter '${f.name}' is unknown`);
      return 'unknown';
    }
  }
  return { paths, filters };
}

/** `name`, `name<sep>args`, separated by single pipes. */
function readFilters(s: string): FilterStep[] | null {
  const filters: FilterStep[] = [];
  for (const segment of s.split('|')) {
    const end = wordEnd(segment, 0);
    if (end === 0) return null;
    const name = segment.slice(0, end);
    if (end === segment.length) {
      filters.push({ name, args: null });
    } else {
      const sep = segment.charAt(end);
      filters.push({ name, args: { words: segment.slice(end + 1).split(sep), sep } });
    }
  }
  return filters;
}

/** A predicate name (`word?`) at `i` and its arguments, which must run to the end. */
function readTest(s: string, i: number): TestSpec | null {
  const end = wordEnd(s, i);
  if (end === i || s.charCodeAt(end) !== 63 /* ? */) return null;
  const name = s.slice(i, end + 1);
  if (end + 1 === s.length) return { name, args: null };
  const sep = s.charAt(end + 1);
  const rest = s.slice(end + 2);
  return { name, args: { words: rest === '' ? [] : rest.split(sep), sep } };
}

function checkedTest(test: TestSpec | null, tables: NameTables): TestSpec | null {
  if (test && !tables.hasPredicate(test.name)) {
    tables.report(`SyntaxError: Predicate '${test.name}' is unknown`);
  }
  return test;
}

/** `a && b || c` with optional whitespace around the operators. */
function readCondition(s: string, i: number): Instruction {
  const paths: Path[] = [];
  const joins: ('&&' | '||')[] = [];
  for (;;) {
    const r = readPath(s, i);
    if (!r) return LITERAL;
    paths.push(r[0]);
    i = spaceEnd(s, r[1]);
    if (i === s.length) return { op: 'IF', joins, paths };
    const two = s.slice(i, i + 2);
    if (two !== '&&' && two !== '||') return LITERAL;
    joins.push(two);
    i = spaceEnd(s, i + 2);
  }
}

function keywordWithSpaces(body: string, keyword: string): number {
  // `.keyword` followed by one or more whitespace characters; returns the operand start or -1
  if (!body.startsWith(keyword, 1)) return -1;
  const at = 1 + keyword.length;
  if (!isSpace(body.charCodeAt(at))) return -1;
  return spaceEnd(body, at);
}

function keywordWithOneSpace(body: string, keyword: string): number {
  if (!body.startsWith(keyword, 1)) return -1;
  const at = 1 + keyword.length;
  return body.charCodeAt(at) === 32 ? at + 1 : -1;
}

function readFileName(s: string, i: number): number {
  while (i < s.length && isFileChar(s.charCodeAt(i))) i++;
  return i;
}

function classifyInstruction(body: string, tables: NameTables): Instruction {
  const fixed = FIXED[body.slice(1)];
  if (fixed) return fixed;

  let at = keywordWithSpaces(body, 'section');
  if (at > 0) {
    const path = wholePath(body.slice(at));
    return path ? { op: 'SECTION', path } : LITERAL;
  }

  at = keywordWithSpaces(body, 'repeated section');
  if (at > 0) {
    const path = wholePath(body.slice(at));
    return path ? { op: 'REPEATED', path } : LITERAL;
  }

  at = keywordWithSpaces(body, 'if');
  if (at > 0) {
    const test = readTest(body, at);
    if (test) return { op: 'PREDICATE', test: checkedTest(test, tables) as TestSpec };
    return readCondition(body, at);
  }

  at = keywordWithOneSpace(body, 'or');
  if (at > 0) {
    const test = readTest(body, at);
    return test ? { op: 'OR_PREDICATE', test: checkedTest(test, tables) } : LITERAL;
  }

  at = keywordWithOneSpace(body, 'var');
  if (at > 0) {
    const v = readVarName(body, at);
    if (!v || body.charCodeAt(v[1]) !== 32) return LITERAL;
    const r = readPathsAndFilters(body, v[1] + 1, tables);
    if (!r || r === 'unknown') return LITERAL;
    return { op: 'BINDVAR', name: v[0], paths: r.paths, filters: r.filters };
  }

  at = keywordWithOneSpace(body, 'ctx');
  if (at > 0) {
    const v = readVarName(body, at);
    if (!v || body.charCodeAt(v[1]) !== 32) return LITERAL;
    const fields: [string, Path][] = [];
    let i = v[1] + 1;
    while (i < body.length) {
      const keyEnd = wordEnd(body, i);
      if (keyEnd === i || body.charCodeAt(keyEnd) !== 61 /* = */) return LITERAL;
      const r = readPath(body, keyEnd + 1);
      if (!r) return LITERAL;
      fields.push([body.slice(i, keyEnd), r[0]]);
      i = r[1];
      if (i < body.length) {
        if (!isSpace(body.charCodeAt(i))) return LITERAL;
        i = spaceEnd(body, i);
      }
    }
    return fields.length ? { op: 'CTXVAR', name: v[0], fields } : LITERAL;
  }

  at = keywordWithSpaces(body, 'eval');
  if (at > 0) return { op: 'EVAL', source: body.slice(at) };

  at = keywordWithOneSpace(body, 'macro');
  if (at > 0) {
    const end = readFileName(body, at);
    return end > at && end === body.length ? { op: 'MACRO', name: body.slice(at) } : LITERAL;
  }

  at = keywordWithOneSpace(body, 'include');
  if (at > 0) {
    const end = readFileName(body, at);
    const name = body.slice(at, end);
    if (end === body.length) {
      if (name === '') return LITERAL;
      return { op: 'INCLUDE', name, args: { words: [], sep: ' ' } };
    }
    const sep = body.charAt(end);
    return { op: 'INCLUDE', name, args: { words: body.slice(end + 1).split(sep), sep } };
  }

  at = keywordWithOneSpace(body, 'inject');
  if (at > 0) {
    const v = readVarName(body, at);
    if (!v || body.charCodeAt(v[1]) !== 32) return LITERAL;
    const start = v[1] + 1;
    const end = readFileName(body, start);
    if (end === start) return LITERAL;
    const key = body.slice(start, end);
    if (end === body.length) return { op: 'INJECT', name: v[0], key, args: null };
    const sep = body.charAt(end);
    return {
      op: 'INJECT',
      name: v[0],
      key,
      args: { words: body.slice(end + 1).split(sep), sep },
    };
  }

  const test = readTest(body, 1);
  if (test) return { op: 'PREDICATE', test: checkedTest(test, tables) as TestSpec };
  return LITERAL;
}

export function classify(body: string, tables: NameTables): Instruction {
  const first = body.charCodeAt(0);
  if (first === 35 /* # */) return { op: 'COMMENT', text: body.slice(1) };
  if (first === 46 /* . */) return classifyInstruction(body, tables);
  const r = readPathsAndFilters(body, 0, tables);
  if (!r || r === 'unknown') return LITERAL;
  return { op: 'VARIABLE', paths: r.paths, filters: r.filters };
}
