/**
 * Named templates: `{.macro name}` opens a block defining one, and
 * `{.include name}` (optionally with arguments) renders a partial or macro by
 * name. Names are file-like (letters, digits, `.`, `/`, `_`, `-`); a macro's
 * name must fill the rest of the tag, and an include needs a name.
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
  const e = fileNameEnd(s, i);
  const name = s.slice(i, e);
  if (e === end) {
    if (name === '') return Kind.Literal;
    return leaf(out, { kind: 'include', name, args: { words: [], sep: ' ' } });
  }
  return leaf(out, { kind: 'include', name, args: argList(s, e, end) });
}
