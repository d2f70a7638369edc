/**
 * The blocks a source left open when it ended (a parse error), which both code formats must
 * agree on: they are the first ones down the last-node chain. The chain starts at the last
 * node of the template's body when it is a block; from each block it goes on to the last
 * node of the body the parser was filling in it (a macro's body, or the body of the block's
 * last `{.or}` branch, or its own body when it has none; a repeated section's blocks always
 * land in its main body), as long as that node is a block.
 */
import type { Branching, MacroNode, Node, Template } from '../core/ast';

/** A node that opens a block: a section, repeated section, predicate, `{.if}` or macro. */
export type BlockNode = Exclude<Branching, { kind: 'else' }> | MacroNode;

/** The last branch of a block's `{.or}` chain (the block itself when it has none). */
export function tailOf(node: Branching): Branching {
  let t = node;
  while (t.next) t = t.next;
  return t;
}

function lastBlock(body: Node[]): BlockNode | null {
  const last = body.at(-1);
  switch (last?.kind) {
    case 'section':
    case 'repeat':
    case 'test':
    case 'if':
    case 'macro':
      return last;
    default:
      return null;
  }
}

const innerBody = (node: BlockNode): Node[] =>
  node.kind === 'macro' ? node.body : tailOf(node).body;

/** The last-node chain, from the outermost block; `limit` stops it early. */
export function lastNodeChain(body: Node[], limit = Number.POSITIVE_INFINITY): BlockNode[] {
  const chain: BlockNode[] = [];
  for (
    let node = lastBlock(body);
    node && chain.length < limit;
    node = lastBlock(innerBody(node))
  ) {
    chain.push(node);
  }
  return chain;
}

/** The blocks `template.unclosed` says were left open. */
export const unclosedBlocks = (template: Template): BlockNode[] =>
  template.unclosed ? lastNodeChain(template.body, template.unclosed) : [];
