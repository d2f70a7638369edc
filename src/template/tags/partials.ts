/**
 * Named templates: `{.macro name}` opens a block defining one, and
 * `{.include name}` (optionally with arguments) renders a partial or macro by
 * name. A macro's name is file-like (letters, digits, `.`, `/`, `_`, `-`) and must fill the
 * rest of the tag. An include's name is everything up to the first space (`{.include a,b}`
 * names `a,b`, as the public parser reads it), its arguments the space-separated words after;
 * it needs a name or arguments.
 */
import type { MacroNode } from '../core/ast';
import { block, Kind, leaf, type Reading } from './reading';
import { argList, fileNameEnd } from './scan';

/** `{.macro name}` with the name at `i`. */
export function readMacro(s: string, i: number, end: number, out: Reading): Kind {
  const e = fileNameEnd(s, i);
  if (e === i || e !== end) return Kind.Literal;
  const node: MacroNode = { kind: 'macro', name: s.slice(i, end), body: [] };
  return block(out, Kind.Macro, node);
}

/** `{.include name args}` with the name at `i`. */
export function readInclude(s: string, i: number, end: number, out: Reading): Kind {
  let e = s.indexOf(' ', i);
  if (e < 0 || e > end) e = end;
  const name = s.slice(i, e);
  if (e === end) {
    if (name === '') return Kind.Literal;
    return leaf(out, { kind: 'include', name, args: { words: [], sep: ' ' } });
  }
  return leaf(out, { kind: 'include', name, args: argList(s, e, end) });
}
