/**
 * Reads one `{…}` tag in place (the source and the tag's bounds, no copy of the
 * body) and says what it is.
 *
 * A body that does not match any form is a literal: the whole tag, braces
 * included, is then output as text. Unknown formatter and predicate names are
 * reported through `report`.
 *
 * Scanning never runs past a tag: a tag body ends at `}` (or at the end of the
 * source), and `}` belongs to none of the character classes below.
 */
import type {
  ArgList,
  BindNode,
  CharNode,
  CommentNode,
  EvalNode,
  FilterStep,
  IfNode,
  IncludeNode,
  InjectNode,
  MacroNode,
  OutputNode,
  Path,
  RecordNode,
  RepeatNode,
  SectionNode,
  TestNode,
  TestSpec,
} from './ast';

/** What a tag is. Leaf instructions come with their node; blocks with their opening node. */
export enum Kind {
  Literal,
  Leaf,
  Section,
  Repeated,
  Predicate,
  If,
  Macro,
  Or,
  Alternates,
  End,
  Eof,
}

export type LeafNode =
  | OutputNode
  | CommentNode
  | CharNode
  | BindNode
  | RecordNode
  | EvalNode
  | IncludeNode
  | InjectNode;

export type BlockNode = SectionNode | RepeatNode | TestNode | IfNode | MacroNode;

/** The reader's answer: a kind plus the node (leaf or block) or the `{.or}` test. */
export interface Reading {
  kind: Kind;
  node: LeafNode | BlockNode | null;
  test: TestSpec | null;
}

export interface NameTables {
  hasFormatter(name: string): boolean;
  hasPredicate(name: string): boolean;
  report(message: string): void;
}

// Character classes --------------------------------------------------------

const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
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
  while (isWordTail(s.charCodeAt(j))) j++;
  return j;
}

function spaceEnd(s: string, i: number): number {
  while (isSpace(s.charCodeAt(i))) i++;
  return i;
}

function fileNameEnd(s: string, i: number): number {
  while (isFileChar(s.charCodeAt(i))) i++;
  return i;
}

/** Set by readPathAt: the index after the path it read. */
let pathEnd = 0;

/** A dotted path at `i` (see readPath); null if none starts there. */
function readPathAt(s: string, i: number): Path | null {
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
function argList(s: string, i: number, end: number): ArgList {
  return { words: splitAt(s, i + 1, end, s.charCodeAt(i)), sep: s.charAt(i) };
}

/** `s.slice(from, end).split(sep)` for a one-character separator, without the copy. */
function splitAt(s: string, from: number, end: number, sep: number): string[] {
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

/**
 * `a, b , c` followed optionally by `|filters`, running exactly to `end`.
 * Null on a syntax problem or an unknown formatter (reported).
 */
function readPathsAndFilters(
  s: string,
  i: number,
  end: number,
  tables: NameTables,
): { paths: Path[]; filters: FilterStep[] } | null {
  const first = readPathAt(s, i);
  if (!first) return null;
  const paths: Path[] = [first];
  i = pathEnd;
  for (;;) {
    let j = i;
    let c = s.charCodeAt(j);
    while (c === 32 || c === 9) c = s.charCodeAt(++j);
    if (c !== 44 /* , */) break;
    c = s.charCodeAt(++j);
    while (c === 32 || c === 9) c = s.charCodeAt(++j);
    const path = readPathAt(s, j);
    if (!path) return null;
    paths.push(path);
    i = pathEnd;
  }
  if (i === end) return { paths, filters: [] };
  if (s.charCodeAt(i) !== 124 /* | */) return null;
  const filters: FilterStep[] = [];
  // `name`, `name<sep>args`, separated by single pipes
  for (i++; ; ) {
    const e = wordEnd(s, i);
    if (e === i) return null;
    const name = s.slice(i, e);
    if (e === end) {
      filters.push({ name, args: null });
      break;
    }
    if (s.charCodeAt(e) === 124) {
      filters.push({ name, args: null });
      i = e + 1;
      continue;
    }
    let bar = s.indexOf('|', e + 1);
    if (bar < 0 || bar > end) bar = end;
    filters.push({ name, args: argList(s, e, bar) });
    if (bar === end) break;
    i = bar + 1;
  }
  for (const f of filters) {
    if (!tables.hasFormatter(f.name)) {
      tables.report(`SyntaxError: Formatter '${f.name}' is unknown`);
      return null;
    }
  }
  return { paths, filters };
}

/** A predicate name (`word?`) at `i` and its arguments, which run to `end`. */
function readTest(s: string, i: number, end: number): TestSpec | null {
  const e = wordEnd(s, i);
  if (e === i || s.charCodeAt(e) !== 63 /* ? */) return null;
  const name = s.slice(i, e + 1);
  if (e + 1 === end) return { name, args: null };
  const sep = s.charCodeAt(e + 1);
  return {
    name,
    args: { words: e + 2 === end ? [] : splitAt(s, e + 2, end, sep), sep: s.charAt(e + 1) },
  };
}

function checkedTest(test: TestSpec, tables: NameTables): TestSpec {
  if (!tables.hasPredicate(test.name)) {
    tables.report(`SyntaxError: Predicate '${test.name}' is unknown`);
  }
  return test;
}

/** `@name` at `i` followed by one space; returns the name (`varEnd` after it) or null. */
let varEnd = 0;
function readVarName(s: string, i: number): string | null {
  if (s.charCodeAt(i) !== 64) return null;
  const j = wordEnd(s, i + 1);
  if (j === i + 1 || s.charCodeAt(j) !== 32) return null;
  varEnd = j;
  return s.slice(i, j);
}

/** Whether the body from `i` to `end` is exactly `word`. */
const exactly = (s: string, i: number, end: number, word: string) =>
  end - i === word.length && s.startsWith(word, i);

/** `keyword` at `i` followed by whitespace: the operand's start, or -1. */
function afterSpaces(s: string, i: number, keyword: string): number {
  if (!s.startsWith(keyword, i)) return -1;
  const at = i + keyword.length;
  return isSpace(s.charCodeAt(at)) ? spaceEnd(s, at) : -1;
}

/** `keyword` at `i` followed by exactly one space: the operand's start, or -1. */
function afterSpace(s: string, i: number, keyword: string): number {
  if (!s.startsWith(keyword, i)) return -1;
  const at = i + keyword.length;
  return s.charCodeAt(at) === 32 ? at + 1 : -1;
}

/** Reads the tag body `s[start..end)`; the answer goes into `out`. */
export function readTag(
  s: string,
  start: number,
  end: number,
  tables: NameTables,
  out: Reading,
): void {
  out.node = null;
  out.test = null;
  const first = s.charCodeAt(start);
  if (first === 35 /* # */) {
    leaf(out, { kind: 'comment', text: s.slice(start + 1, end), multiline: false });
  } else if (first === 46 /* . */) {
    out.kind = readInstruction(s, start + 1, end, tables, out);
  } else {
    const r = readPathsAndFilters(s, start, end, tables);
    if (r) leaf(out, { kind: 'output', paths: r.paths, filters: r.filters });
    else out.kind = Kind.Literal;
  }
}

function leaf(out: Reading, node: LeafNode): Kind.Leaf {
  out.kind = Kind.Leaf;
  out.node = node;
  return Kind.Leaf;
}

function block(out: Reading, kind: Kind, node: BlockNode): Kind {
  out.node = node;
  return kind;
}

/** The instructions that stand for one character, such as `{.space}`. */
const CHAR_TAGS: ReadonlySet<string> = new Set<CharNode['tag']>([
  'space',
  'tab',
  'newline',
  'meta-left',
  'meta-right',
]);
const LONGEST_CHAR_TAG = 'meta-right'.length;

/** An instruction whose name starts at `i` (after the dot). */
function readInstruction(
  s: string,
  i: number,
  end: number,
  tables: NameTables,
  out: Reading,
): Kind {
  if (end - i <= LONGEST_CHAR_TAG) {
    const tag = s.slice(i, end);
    if (CHAR_TAGS.has(tag)) return leaf(out, { kind: 'char', tag: tag as CharNode['tag'] });
  }
  let at: number;
  switch (s.charCodeAt(i)) {
    case 97 /* a */:
      if (exactly(s, i, end, 'alternates with')) return Kind.Alternates;
      break;
    case 99 /* c */:
      at = afterSpace(s, i, 'ctx');
      if (at >= 0) return readRecord(s, at, end, out);
      break;
    case 101 /* e */:
      if (exactly(s, i, end, 'end')) return Kind.End;
      if (exactly(s, i, end, 'eof')) return Kind.Eof;
      at = afterSpaces(s, i, 'eval');
      if (at >= 0) return leaf(out, { kind: 'eval', source: s.slice(at, end) });
      break;
    case 105 /* i */:
      at = afterSpaces(s, i, 'if');
      if (at >= 0) {
        const test = readTest(s, at, end);
        if (test) {
          const node: TestNode = {
            kind: 'test',
            test: checkedTest(test, tables),
            body: [],
            next: null,
          };
          return block(out, Kind.Predicate, node);
        }
        return readCondition(s, at, end, out);
      }
      at = afterSpace(s, i, 'include');
      if (at >= 0) {
        const e = fileNameEnd(s, at);
        const name = s.slice(at, e);
        if (e === end) {
          if (name === '') return Kind.Literal;
          return leaf(out, { kind: 'include', name, args: { words: [], sep: ' ' } });
        }
        return leaf(out, { kind: 'include', name, args: argList(s, e, end) });
      }
      at = afterSpace(s, i, 'inject');
      if (at >= 0) {
        const name = readVarName(s, at);
        if (name === null) return Kind.Literal;
        const from = varEnd + 1;
        const e = fileNameEnd(s, from);
        if (e === from) return Kind.Literal;
        const key = s.slice(from, e);
        return leaf(out, {
          kind: 'inject',
          name,
          key,
          args: e === end ? null : argList(s, e, end),
        });
      }
      break;
    case 109 /* m */:
      at = afterSpace(s, i, 'macro');
      if (at >= 0) {
        const e = fileNameEnd(s, at);
        if (e === at || e !== end) return Kind.Literal;
        const node: MacroNode = { kind: 'macro', name: s.slice(at, end), body: [] };
        return block(out, Kind.Macro, node);
      }
      break;
    case 111 /* o */:
      if (exactly(s, i, end, 'or')) return Kind.Or;
      at = afterSpace(s, i, 'or');
      if (at >= 0) {
        const test = readTest(s, at, end);
        if (!test) return Kind.Literal;
        out.test = checkedTest(test, tables);
        return Kind.Or;
      }
      break;
    case 114 /* r */:
    case 115 /* s */:
      {
        // `repeated section` and `section` take exactly one path.
        const repeated = s.charCodeAt(i) === 114;
        at = afterSpaces(s, i, repeated ? 'repeated section' : 'section');
        if (at >= 0) {
          const path = readPathAt(s, at);
          if (!path || pathEnd !== end) return Kind.Literal;
          const node: RepeatNode | SectionNode = repeated
            ? { kind: 'repeat', path, body: [], between: [], next: null }
            : { kind: 'section', path, body: [], next: null };
          return block(out, repeated ? Kind.Repeated : Kind.Section, node);
        }
        break;
      }
    case 118 /* v */:
      at = afterSpace(s, i, 'var');
      if (at >= 0) {
        const name = readVarName(s, at);
        if (name === null) return Kind.Literal;
        const r = readPathsAndFilters(s, varEnd + 1, end, tables);
        if (!r) return Kind.Literal;
        return leaf(out, { kind: 'bind', name, paths: r.paths, filters: r.filters });
      }
      break;
  }
  const test = readTest(s, i, end);
  if (!test) return Kind.Literal;
  const node: TestNode = { kind: 'test', test: checkedTest(test, tables), body: [], next: null };
  return block(out, Kind.Predicate, node);
}

/** `{.if a && b || c}` operands, with optional whitespace around the operators. */
function readCondition(s: string, i: number, end: number, out: Reading): Kind {
  const paths: Path[] = [];
  const joins: ('&&' | '||')[] = [];
  for (;;) {
    const path = readPathAt(s, i);
    if (!path) return Kind.Literal;
    paths.push(path);
    i = spaceEnd(s, pathEnd);
    if (i === end) break;
    const c = s.charCodeAt(i);
    if ((c !== 38 && c !== 124) || s.charCodeAt(i + 1) !== c || i + 2 > end) return Kind.Literal;
    joins.push(c === 38 ? '&&' : '||');
    i = spaceEnd(s, i + 2);
  }
  const node: IfNode = { kind: 'if', joins, paths, body: [], next: null };
  return block(out, Kind.If, node);
}

/** `{.ctx @name key=path key=path}` */
function readRecord(s: string, i: number, end: number, out: Reading): Kind {
  const name = readVarName(s, i);
  if (name === null) return Kind.Literal;
  const fields: [string, Path][] = [];
  i = varEnd + 1;
  while (i < end) {
    const keyEnd = wordEnd(s, i);
    if (keyEnd === i || s.charCodeAt(keyEnd) !== 61 /* = */) return Kind.Literal;
    const path = readPathAt(s, keyEnd + 1);
    if (!path) return Kind.Literal;
    fields.push([s.slice(i, keyEnd), path]);
    i = pathEnd;
    if (i < end) {
      if (!isSpace(s.charCodeAt(i))) return Kind.Literal;
      i = spaceEnd(s, i);
    }
  }
  return fields.length ? leaf(out, { kind: 'record', name, fields }) : Kind.Literal;
}
