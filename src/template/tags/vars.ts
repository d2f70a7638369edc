/**
 * The instructions that bind an `@name` (followed by exactly one space):
 * - `{.var @x a, b|f}`: the variable tag's operands (see output.ts), bound once formatted;
 * - `{.ctx @x key=path key=path}`: a record of one or more `key=path` fields
 *   separated by whitespace;
 * - `{.inject @x key}`: an injectable by key (a file-like name), with optional
 *   arguments after it.
 * Anything else after the keyword makes the tag a literal.
 */
import type { Path } from '../core/ast';
import { readPathsAndFilters } from './output';
import { Kind, leaf, type Reading, type TagReader } from './reading';
import {
  argList,
  fileNameEnd,
  isSpace,
  pathEnd,
  readPathAt,
  readVarName,
  spaceEnd,
  varEnd,
  wordEnd,
} from './scan';

/** `{.var @name paths|formatters}` with `@name` at `i`. */
export const readBind: TagReader = (s, i, end, tables, out) => {
  const name = readVarName(s, i);
  if (name === null) return Kind.Literal;
  const r = readPathsAndFilters(s, varEnd + 1, end, tables);
  if (!r) return Kind.Literal;
  return leaf(out, { kind: 'bind', name, paths: r.paths, filters: r.filters });
};

/** `{.ctx @name key=path key=path}` with `@name` at `i`. */
export function readRecord(s: string, i: number, end: number, out: Reading): Kind {
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

/** `{.inject @name key args}` with `@name` at `i`. */
export function readInject(s: string, i: number, end: number, out: Reading): Kind {
  const name = readVarName(s, i);
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
