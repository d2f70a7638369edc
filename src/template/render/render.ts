/**
 * The renderer: turns each parsed body into a closure once (kept per body array,
 * compiled lazily as it is first run) and runs those closures against a Context.
 *
 * A body compiles node by node, except that runs of text-like nodes and simple
 * `{path}` tags fuse into one closure (segment.ts). Each other node compiles by
 * its kind, once, through the compiler of its instruction family (one file each:
 * text, output, section, repeated, predicate, if, vars, partials, eval); at render
 * time there is no dispatch left, only the closures.
 *
 * Every instruction counts once against the instruction limit before it runs,
 * exactly as a node-by-node walk would (op.ts).
 */
import type { Node } from '../core/ast';
import type { Context } from '../core/context';
import type { FormatterTable, PredicateTable } from '../core/plugin';
import { evalOp } from './eval';
import { ifOp } from './if';
import { type BodyCompiler, noop, type Op } from './op';
import { outputOp } from './output';
import { includeOp, macroOp } from './partials';
import { predicateOp } from './predicate';
import { repeatOp } from './repeated';
import { sectionOp } from './section';
import { fusable, segmentOp } from './segment';
import { textOp } from './text';
import { bindOp, injectOp, recordOp } from './vars';

/** How deep bodies compile eagerly; deeper ones compile when they first run. */
const EAGER_NESTING = 48;

export class Renderer implements BodyCompiler {
  declare readonly formatters: FormatterTable;
  declare readonly predicates: PredicateTable;
  private declare readonly compiled: WeakMap<Node[], Op>;
  /** How deep the compiler is in nested bodies. */
  private declare nesting: number;

  constructor(formatters: FormatterTable, predicates: PredicateTable) {
    this.formatters = formatters;
    this.predicates = predicates;
    this.compiled = new WeakMap();
    this.nesting = 0;
  }

  runBody(nodes: Node[], ctx: Context): void {
    this.body(nodes)(ctx);
  }

  /** The closure of a body, compiled on first use. */
  private body(nodes: Node[]): Op {
    let op = this.compiled.get(nodes);
    if (op === undefined) {
      op = this.compileBody(nodes);
      this.compiled.set(nodes, op);
    }
    return op;
  }

  /**
   * A nested body: compiled now, or, past a few dozen levels of nesting, when it
   * first runs (so compiling never goes deeper than rendering does).
   */
  nested(nodes: Node[]): Op {
    if (nodes.length === 0) return noop;
    if (this.nesting < EAGER_NESTING) {
      this.nesting++;
      try {
        return this.body(nodes);
      } finally {
        this.nesting--;
      }
    }
    let op: Op | null = null;
    return (ctx) => {
      if (op === null) op = this.body(nodes);
      op(ctx);
    };
  }

  private compileBody(nodes: Node[]): Op {
    const ops: Op[] = [];
    for (let i = 0; i < nodes.length; ) {
      let j = i;
      while (j < nodes.length && fusable(this.formatters, nodes[j] as Node)) j++;
      if (j > i) {
        ops.push(segmentOp(this, nodes.slice(i, j)));
        i = j;
      } else {
        ops.push(this.compileNode(nodes[i] as Node));
        i++;
      }
    }
    const n = ops.length;
    if (n === 1) return ops[0] as Op;
    if (n === 3) {
      const [a, b, c] = ops as [Op, Op, Op];
      return (ctx) => {
        a(ctx);
        b(ctx);
        c(ctx);
      };
    }
    return (ctx) => {
      for (let k = 0; k < n; k++) (ops[k] as Op)(ctx);
    };
  }

  compileNode(node: Node): Op {
    switch (node.kind) {
      case 'output':
        return outputOp(this, node.paths, node.filters);
      case 'text':
      case 'char':
      case 'comment':
        return textOp(node);
      case 'section':
        return sectionOp(this, node);
      case 'repeat':
        return repeatOp(this, node);
      case 'test':
        return predicateOp(this, node);
      case 'if':
        return ifOp(this, node);
      case 'bind':
        return bindOp(this, node);
      case 'record':
        return recordOp(node);
      case 'eval':
        return evalOp(node);
      case 'macro':
        return macroOp(node);
      case 'include':
        return includeOp(this, node);
      case 'inject':
        return injectOp(node);
    }
  }
}
