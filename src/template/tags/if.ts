/**
 * `{.if …}`: either a predicate test (`{.if name? args}`, the same block as
 * `{.name? args}`) or a condition over paths, `a && b || c`, with optional
 * whitespace around the operators. Operators are exactly `&&` or `||`; anything
 * else makes the tag a literal. Whitespace alone (`{.if }`) is a condition over no paths, as
 * the public parser reads it (render/if.ts says what it does). (Which operands count is the
 * renderer's rule.)
 */
import type { IfNode, Path } from '../core/ast';
import { predicateBlock, readTest } from './predicate';
import { block, Kind, type Reading, type TagReader } from './reading';
import { pathEnd, readPathAt, spaceEnd } from './scan';

/** `{.if …}` with its operand starting at `i`. */
export const readIf: TagReader = (s, i, end, tables, out) => {
  const test = readTest(s, i, end);
  return test ? predicateBlock(test, tables, out) : readCondition(s, i, end, out);
};

/** `{.if a && b || c}` operands, with optional whitespace around the operators. */
function readCondition(s: string, i: number, end: number, out: Reading): Kind {
  const paths: Path[] = [];
  const joins: ('&&' | '||')[] = [];
  for (; i < end; ) {
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
