/**
 * `{.section path}` and `{.repeated section path}`: blocks over exactly one dotted
 * path that fills the rest of the tag; anything else makes the tag a literal.
 */
import type { RepeatNode, SectionNode } from '../core/ast';
import { block, Kind, type Reading } from './reading';
import { pathEnd, readPathAt } from './scan';

/** The block's path starting at `i`; `repeated` for `{.repeated section}`. */
export function readSection(
  s: string,
  i: number,
  end: number,
  repeated: boolean,
  out: Reading,
): Kind {
  const path = readPathAt(s, i);
  if (!path || pathEnd !== end) return Kind.Literal;
  const node: RepeatNode | SectionNode = repeated
    ? { kind: 'repeat', path, body: [], between: [], next: null }
    : { kind: 'section', path, body: [], next: null };
  return block(out, repeated ? Kind.Repeated : Kind.Section, node);
}
