/**
 * Our syntax tree → the public engine's instruction code (public-code.ts): for a parsed
 * source, exactly the arrays the public engine's `parse()` gives for it, so a tool that keeps
 * or ships the code sees no difference.
 *
 * Algorithm: one pass with an explicit work list, never recursion, so a tree nested any depth
 * converts. Each work item fills one body array of the code from one of our bodies: every
 * node becomes its instruction (a one-character tag its bare opcode), a block's with new
 * empty body arrays that are queued as items. A block's `{.or}` chain becomes nested
 * OR_PREDICATE instructions, built in a loop, each in its predecessor's last slot; the chain
 * ends in END. Where the source ended inside blocks (`Template.unclosed`, see unclosed.ts),
 * the code keeps what the public assembler leaves there: the ROOT ends in END instead of EOF,
 * and an open predicate, `{.if}` or `{.or}` keeps its last slot empty (`undefined`). Paths
 * and word lists are the tree's own arrays: the tree is made for the conversion and dropped.
 */
import type { ArgList, Branching, FilterStep, Node, Template } from '../core/ast';
import {
  type Alternate,
  type Arguments,
  CODE_VERSION,
  type Code,
  type FormatterCall,
  Op,
  type OrPredicateCode,
  type RootCode,
} from './public-code';
import { tailOf, unclosedBlocks } from './unclosed';

const CHAR_OPCODES = {
  'meta-left': Op.META_LEFT,
  'meta-right': Op.META_RIGHT,
  newline: Op.NEWLINE,
  space: Op.SPACE,
  tab: Op.TAB,
} as const;

const args = (a: ArgList): Arguments => [a.words, a.sep];
const argsOrZero = (a: ArgList | null): Arguments | 0 => (a ? args(a) : 0);
const formatters = (fs: FilterStep[]): FormatterCall[] | 0 =>
  fs.length ? fs.map((f): FormatterCall => (f.args ? [f.name, args(f.args)] : [f.name])) : 0;

class Writer {
  declare readonly items: [Node[], Code[]][];
  /** The last branches of the blocks the source left open. */
  declare readonly open: Set<Branching>;

  constructor(template: Template) {
    this.items = [];
    this.open = new Set();
    for (const block of unclosedBlocks(template)) {
      if (block.kind !== 'macro') this.open.add(tailOf(block));
    }
  }

  /** A new body array, filled from `nodes` later. */
  body(nodes: Node[]): Code[] {
    const out: Code[] = [];
    if (nodes.length) this.items.push([nodes, out]);
    return out;
  }

  run(): void {
    for (let item = this.items.pop(); item; item = this.items.pop()) {
      const [nodes, out] = item;
      for (const node of nodes) out.push(this.instruction(node));
    }
  }

  private instruction(node: Node): Code {
    switch (node.kind) {
      case 'text':
        return [Op.TEXT, node.text];
      case 'char':
        return CHAR_OPCODES[node.tag];
      case 'comment':
        return [Op.COMMENT, node.text, node.multiline ? 1 : 0];
      case 'output':
        return [Op.VARIABLE, node.paths, formatters(node.filters)];
      case 'section':
        return [Op.SECTION, node.path, this.body(node.body), this.alternate(node)];
      case 'repeat':
        return [
          Op.REPEATED,
          node.path,
          this.body(node.body),
          this.alternate(node),
          this.body(node.between),
        ];
      case 'test':
        return [
          Op.PREDICATE,
          node.test.name,
          argsOrZero(node.test.args),
          this.body(node.body),
          this.alternate(node),
        ];
      case 'if':
        return [
          Op.IF,
          node.joins.map((j) => (j === '&&' ? 1 : 0)),
          node.paths,
          this.body(node.body),
          this.alternate(node),
        ];
      case 'bind':
        return [Op.BINDVAR, node.name, node.paths, formatters(node.filters)];
      case 'record':
        return [Op.CTXVAR, node.name, node.fields];
      case 'eval':
        return [Op.EVAL, node.source];
      case 'macro':
        return [Op.MACRO, node.name, this.body(node.body)];
      case 'include':
        return [Op.INCLUDE, node.name, args(node.args)];
      case 'inject':
        return [Op.INJECT, node.name, node.key, argsOrZero(node.args)];
    }
  }

  /** What a branch's last slot holds when no `{.or}` follows it. */
  private end(tail: Branching): Alternate {
    if (!this.open.has(tail)) return Op.END;
    return tail.kind === 'section' || tail.kind === 'repeat' ? Op.END : undefined;
  }

  /** A block's last slot: its `{.or}` chain, or how it ends. */
  private alternate(block: Branching): Alternate {
    let head: OrPredicateCode | null = null;
    let prev: OrPredicateCode | null = null;
    let tail: Branching = block;
    for (let b = block.next; b; b = b.next) {
      const code: OrPredicateCode = [
        Op.OR_PREDICATE,
        b.test ? b.test.name : 0,
        b.test ? argsOrZero(b.test.args) : 0,
        this.body(b.body),
        undefined,
      ];
      if (prev) prev[4] = code;
      else head = code;
      prev = code;
      tail = b;
    }
    if (!prev) return this.end(block);
    prev[4] = this.end(tail);
    return head;
  }
}

/** The public engine's code for our tree. */
export function toPublicCode(template: Template): RootCode {
  const writer = new Writer(template);
  const root: RootCode = [
    Op.ROOT,
    CODE_VERSION,
    writer.body(template.body),
    template.unclosed ? Op.END : Op.EOF,
  ];
  writer.run();
  return root;
}
