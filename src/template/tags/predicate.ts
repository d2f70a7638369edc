/**
 * Predicate tests: `{.name?}` and `{.name?<sep>args}` open a predicate block, and
 * `{.or name?…}` starts an alternative guarded by one.
 *
 * A test is a name ending in `?`; the character right after the `?` separates the
 * arguments, which run to the end of the tag. A name not in the tables is
 * reported, and the test stays (it is false when rendered).
 */
import type { TestNode, TestSpec } from '../core/ast';
import { block, Kind, type NameTables, type Reading, type TagReader } from './reading';
import { splitAt, wordEnd } from './scan';

/** A predicate name (`word?`) at `i` and its arguments, which run to `end`. */
export function readTest(s: string, i: number, end: number): TestSpec | null {
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

/** The test, with its name reported when no predicate has it. */
export function checkedTest(test: TestSpec, tables: NameTables): TestSpec {
  if (!tables.hasPredicate(test.name)) {
    tables.report(`SyntaxError: Predicate '${test.name}' is unknown`);
  }
  return test;
}

/** A predicate block opened by `test`. */
export function predicateBlock(test: TestSpec, tables: NameTables, out: Reading): Kind {
  const node: TestNode = { kind: 'test', test: checkedTest(test, tables), body: [], next: null };
  return block(out, Kind.Predicate, node);
}

/** `{.name?…}` from `i` (after the dot): a predicate block, or a literal. */
export const readPredicate: TagReader = (s, i, end, tables, out) => {
  const test = readTest(s, i, end);
  return test ? predicateBlock(test, tables, out) : Kind.Literal;
};

/** `{.or name?…}` with its test starting at `i`: an alternative, or a literal. */
export const readOrTest: TagReader = (s, i, end, tables, out) => {
  const test = readTest(s, i, end);
  if (!test) return Kind.Literal;
  out.test = checkedTest(test, tables);
  return Kind.Or;
};
