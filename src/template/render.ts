/**
 * The renderer: turns each parsed body into a closure once (kept per body array,
 * compiled lazily as it is first run) and runs those closures against a Context.
 *
 * Every instruction counts once against the instruction limit before it runs,
 * exactly as a node-by-node walk would. A `{path|…}` tag's formatters run on a frame
 * of their own holding the tag's value (`Context.enterTag`), as in the public engine;
 * `{.var}` runs them on the current frame.
 */
import type { ElseNode, FilterStep, IfNode, Node, Path, RepeatNode, TestSpec } from './core/ast';
import type { Context, Frame } from './core/context';
import { instructionLimitMessage, LimitExceeded } from './core/limits';
import {
  type Formatter,
  type FormatterTable,
  type PredicatePlugin,
  type PredicateTable,
  type ValueMap,
  Variable,
} from './core/plugin';
import { isTruthy, printValue } from './core/value';
import { evaluate } from './expr/evaluate';

type Op = (ctx: Context) => void;
type Lookup = (ctx: Context) => unknown;
/** A test: passed, failed, or null when the predicate threw. */
type Check = (ctx: Context) => boolean | null;

const CHARS = {
  space: ' ',
  tab: '\t',
  newline: '\n',
  'meta-left': '{',
  'meta-right': '}',
} as const;

const NO_ARGS: string[] = [];
const noop: Op = () => {};
const hasOwn = Object.hasOwn;
const isArray = Array.isArray;

/** Counts one instruction; ends the render past the limit. */
function tick(ctx: Context): void {
  if (++ctx.executed > ctx.maxInstructions) {
    throw new LimitExceeded(instructionLimitMessage(ctx.maxInstructions));
  }
}

/** `step` for a name (not an `@`-name, not a position): an own, non-function property. */
function getOwn(v: unknown, name: string): unknown {
  if (typeof v !== 'object' || v === null || isArray(v)) return undefined;
  const r = (v as Record<string, unknown>)[name];
  return r === undefined || typeof r === 'function' || !hasOwn(v, name) ? undefined : r;
}

/** A name looked up through the scope stack. */
function lookupName(f: Frame | null, name: string): unknown {
  for (; f; f = f.parent) {
    const r = getOwn(f.value, name);
    if (r !== undefined) return r;
    if (f.stop) break;
  }
  return undefined;
}

const isPlainName = (k: string | number | undefined): k is string =>
  typeof k === 'string' && k.charCodeAt(0) !== 64; /* @ */

const current: Lookup = (ctx) => ctx.top.value;

/** A compiled reference: through the scope stack, or the current frame only (`here`). */
function compileLookup(path: Path, here: boolean): Lookup {
  const first = path[0];
  if (path.length === 1) {
    if (first === '@') return current;
    if (isPlainName(first)) {
      return here ? (ctx) => getOwn(ctx.top.value, first) : (ctx) => lookupName(ctx.top, first);
    }
  }
  if (isPlainName(first) && path.every((k) => typeof k === 'string')) {
    const rest = path.slice(1) as string[];
    const n = rest.length;
    return (ctx) => {
      let v = here ? getOwn(ctx.top.value, first) : lookupName(ctx.top, first);
      for (let i = 0; i < n && v !== undefined; i++) v = getOwn(v, rest[i] as string);
      return v;
    };
  }
  return here ? (ctx) => ctx.lookupHere(path) : (ctx) => ctx.lookup(path);
}

/** Runs `fn` and reports what it throws (except limits), restoring the scope stack. */
function report(e: unknown, op: string, ctx: Context, top: Frame, depth: number): void {
  ctx.top = top;
  ctx.depth = depth;
  reportThrow(e, op, ctx);
}

export class Renderer {
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
  private nested(nodes: Node[]): Op {
    if (nodes.length === 0) return noop;
    if (this.nesting < 48) {
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
      while (j < nodes.length && this.fusable(nodes[j] as Node)) j++;
      if (j > i) {
        ops.push(this.segmentOp(nodes.slice(i, j)));
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

  /**
   * A run of text-like nodes and `{path}` tags (bare, or through pure formatters):
   * one string, one append. Near the instruction limit it runs node by node, so
   * the cut is exact; before each formatter runs, the output so far is checked
   * against the output limit, as appending tag by tag would.
   */
  private segmentOp(nodes: Node[]): Op {
    const texts = [''];
    const pieces: Piece[] = [];
    for (const n of nodes) {
      if (n.kind === 'output') {
        const maps = n.filters.length ? (this.valueMaps(n.filters, true) as ValueMap[]) : null;
        pieces.push({
          lookup: compileLookup(n.paths[0] as Path, false),
          maps,
          args: maps ? n.filters.map(argsOf) : null,
        });
        texts.push('');
      } else texts[texts.length - 1] += textOf(n);
    }
    const count = nodes.length;
    let slow: Op[] | null = null;
    const stepwise = (ctx: Context) => {
      slow ??= nodes.map((n) => (n.kind === 'output' ? this.compileNode(n) : textOp(n)));
      for (const op of slow) op(ctx);
    };
    const k = pieces.length;
    if (k === 1 && (pieces[0] as Piece).maps === null) {
      const [a, b] = texts as [string, string];
      const only = (pieces[0] as Piece).lookup;
      if (only === current) {
        return (ctx) => {
          if (ctx.executed + count > ctx.maxInstructions) return stepwise(ctx);
          ctx.executed += count;
          ctx.append(a + printValue(ctx.top.value) + b);
        };
      }
      return (ctx) => {
        if (ctx.executed + count > ctx.maxInstructions) return stepwise(ctx);
        ctx.executed += count;
        ctx.append(a + printValue(only(ctx)) + b);
      };
    }
    return (ctx) => {
      if (ctx.executed + count > ctx.maxInstructions) return stepwise(ctx);
      ctx.executed += count;
      let out = texts[0] as string;
      for (let i = 0; i < k; i++) {
        const p = pieces[i] as Piece;
        const v = p.lookup(ctx);
        if (p.maps === null) out += printValue(v);
        else {
          if (ctx.outBase + ctx.out.length + out.length > ctx.maxOutput) ctx.append(out);
          out += mapped(v, p.maps, p.args as string[][], ctx);
        }
        out += texts[i + 1];
      }
      ctx.append(out);
    };
  }

  /** Whether a segment can take the node: text-like, or a one-path tag with pure formatters. */
  private fusable(n: Node): boolean {
    if (n.kind === 'text' || n.kind === 'char' || n.kind === 'comment') return true;
    if (n.kind !== 'output' || n.paths.length !== 1) return false;
    return n.filters.length === 0 || this.valueMaps(n.filters, true) !== null;
  }

  private compileNode(node: Node): Op {
    switch (node.kind) {
      case 'output':
        return this.outputOp(node.paths, node.filters);
      case 'text':
      case 'char':
      case 'comment':
        return textOp(node);
      case 'section': {
        const value = compileLookup(node.path, true);
        const body = this.nested(node.body);
        const orElse = this.elseOp(node.next, 'SECTION');
        return (ctx) => {
          tick(ctx);
          const v = value(ctx);
          ctx.push(v);
          if (isTruthy(v)) body(ctx);
          else orElse(ctx);
          ctx.pop();
        };
      }
      case 'repeat':
        return this.repeatOp(node);
      case 'test': {
        const check = this.checkOp(node.test, 'PREDICATE');
        const body = this.nested(node.body);
        const orElse = this.elseOp(node.next, 'PREDICATE');
        return (ctx) => {
          tick(ctx);
          const passed = check(ctx);
          if (passed) body(ctx);
          else if (passed === false) orElse(ctx);
        };
      }
      case 'if': {
        const cond = conditionOp(node);
        const body = this.nested(node.body);
        const orElse = this.elseOp(node.next, 'IF');
        return (ctx) => {
          tick(ctx);
          if (cond(ctx)) body(ctx);
          else orElse(ctx);
        };
      }
      case 'bind': {
        const { name, paths, filters } = node;
        return (ctx) => {
          tick(ctx);
          const vars = this.resolveAll(paths, ctx);
          if (filters.length && !this.applyFilters(filters, vars, ctx, 'BINDVAR')) return;
          ctx.setVar(name, (vars[0] as Variable).get());
        };
      }
      case 'record': {
        const { name, fields } = node;
        return (ctx) => {
          tick(ctx);
          const obj: Record<string, unknown> = {};
          for (const [key, path] of fields) obj[key] = ctx.lookup(path) ?? null;
          ctx.setVar(name, obj);
        };
      }
      case 'eval':
        return (ctx) => {
          tick(ctx);
          if (ctx.enableExpr) evaluate(node, ctx);
        };
      case 'macro':
        return (ctx) => {
          tick(ctx);
          ctx.setMacro(node.name, node);
        };
      case 'include': {
        const { name, args } = node;
        const output = args.words.includes('output');
        return (ctx) => {
          tick(ctx);
          if (ctx.enableInclude) this.runInclude(name, output, ctx);
        };
      }
      case 'inject': {
        const { name, key } = node;
        return (ctx) => {
          tick(ctx);
          ctx.setVar(name, ctx.getInjectable(key));
        };
      }
    }
  }

  /**
   * The `{.or}` chain: the first branch whose test passes (or has none) runs. A test that throws
   * is reported as an error of the block that owns the chain (`owner`).
   */
  private elseOp(branch: ElseNode | null, owner: string): Op {
    if (!branch) return noop;
    const body = this.nested(branch.body);
    if (!branch.test) return body;
    const check = this.checkOp(branch.test, owner);
    const next = this.elseOp(branch.next, owner);
    return (ctx) => {
      const passed = check(ctx);
      if (passed) body(ctx);
      else if (passed === false) next(ctx);
    };
  }

  private repeatOp(node: RepeatNode): Op {
    const value = compileLookup(node.path, true);
    const body = this.nested(node.body);
    const between = node.between.length ? this.nested(node.between) : null;
    const orElse = this.elseOp(node.next, 'REPEATED');
    return (ctx) => {
      tick(ctx);
      const list = value(ctx);
      if (!isArray(list) || list.length === 0) {
        orElse(ctx);
        return;
      }
      // The list's frame also holds the position, as in the public engine, for lookups
      // that start above the element (the `message` formatter's arguments).
      const outer = ctx.push(list);
      // One frame serves every element in turn.
      const item = ctx.push(undefined);
      for (let i = 0; i < list.length; i++) {
        item.value = list[i];
        item.index = i;
        outer.index = i;
        item.vars = null;
        item.macros = null;
        body(ctx);
        if (between !== null && i < list.length - 1) between(ctx);
      }
      ctx.pop();
      ctx.pop();
    };
  }

  /**
   * A predicate test; unknown predicates are false. A throw becomes an engine error and null:
   * the block then runs none of its branches, as in the public engine.
   */
  private checkOp(test: TestSpec, op: string): Check {
    const impl: PredicatePlugin | undefined = this.predicates[test.name];
    if (!impl) return () => false;
    const args = test.args ? test.args.words : NO_ARGS;
    return (ctx) => {
      const top = ctx.top;
      const depth = ctx.depth;
      try {
        return impl.apply(args, ctx) === true;
      } catch (e) {
        report(e, op, ctx, top, depth);
        return null;
      }
    };
  }

  private outputOp(paths: Path[], filters: FilterStep[]): Op {
    const first = compileLookup(paths[0] as Path, false);
    if (paths.length === 1) {
      if (filters.length === 0) {
        return (ctx) => {
          tick(ctx);
          ctx.append(printValue(first(ctx)));
        };
      }
      const maps = this.valueMaps(filters);
      if (maps) return mapOutputOp(first, maps, filters.map(argsOf));
    }
    return (ctx) => {
      tick(ctx);
      const vars = this.resolveAll(paths, ctx);
      if (filters.length) {
        const top = ctx.enterTag((vars[0] as Variable).get());
        const ok = this.applyFilters(filters, vars, ctx, 'VARIABLE');
        ctx.top = top;
        if (!ok) return;
      }
      ctx.append(printValue((vars[0] as Variable).get()));
    };
  }

  /**
   * The value maps of a formatter chain when every formatter has one (and exists);
   * with `pure`, only when every one is also pure (see valueFormatter).
   */
  private valueMaps(filters: FilterStep[], pure = false): ValueMap[] | null {
    const maps: ValueMap[] = [];
    for (const f of filters) {
      const impl = this.formatters[f.name] as
        | (Formatter & { map?: ValueMap; pure?: boolean })
        | undefined;
      if (!impl?.map || (pure && impl.pure !== true)) return null;
      maps.push(impl.map);
    }
    return maps;
  }

  resolveAll(paths: Path[], ctx: Context): Variable[] {
    const vars: Variable[] = new Array(paths.length);
    for (let i = 0; i < paths.length; i++) {
      const path = paths[i] as Path;
      vars[i] = new Variable(path.join('.'), ctx.lookup(path));
    }
    return vars;
  }

  /** Runs a formatter chain; false when a formatter threw (already reported). */
  applyFilters(filters: FilterStep[], vars: Variable[], ctx: Context, op: string): boolean {
    for (const f of filters) {
      const impl = this.formatters[f.name];
      if (!impl) continue;
      const top = ctx.top;
      const depth = ctx.depth;
      try {
        impl.apply(argsOf(f), vars, ctx);
      } catch (e) {
        report(e, op, ctx, top, depth);
        return false;
      }
    }
    return true;
  }

  private runInclude(name: string, output: boolean, ctx: Context): void {
    const body = ctx.findPartial(name);
    if (!body) return;
    if (!ctx.enterPartial(name)) return;
    try {
      if (output) this.runBody(body, ctx);
      else ctx.capture(() => this.runBody(body, ctx));
    } finally {
      ctx.exitPartial();
    }
  }
}

const argsOf = (f: FilterStep): string[] => (f.args ? f.args.words : NO_ARGS);

const textOf = (n: Node): string =>
  n.kind === 'text' ? n.text : n.kind === 'char' ? CHARS[n.tag] : '';

/** A `{path}` tag inside a segment. */
interface Piece {
  lookup: Lookup;
  maps: ValueMap[] | null;
  args: string[][] | null;
}

/** The printed result of a value through pure maps; '' (reported) when one throws. */
function mapped(v: unknown, maps: ValueMap[], args: string[][], ctx: Context): string {
  if (typeof v === 'function') v = undefined;
  const depth = ctx.depth;
  const top = ctx.enterTag(v);
  try {
    for (let i = 0; i < maps.length; i++) {
      v = (maps[i] as ValueMap)(v, args[i] as string[], ctx);
      if (typeof v === 'function') v = undefined;
    }
  } catch (e) {
    report(e, 'VARIABLE', ctx, top, depth);
    return '';
  }
  ctx.top = top;
  return printValue(v);
}

/** One text-like node. */
function textOp(node: Node): Op {
  const text = textOf(node);
  return (ctx) => {
    tick(ctx);
    if (text !== '') ctx.append(text);
  };
}

/** `{path|f|g}` where every formatter maps the value: no Variable objects. */
function mapOutputOp(first: Lookup, maps: ValueMap[], args: string[][]): Op {
  if (maps.length === 1) {
    const map = maps[0] as ValueMap;
    const a = args[0] as string[];
    return (ctx) => {
      tick(ctx);
      let v = first(ctx);
      if (typeof v === 'function') v = undefined;
      const depth = ctx.depth;
      const top = ctx.enterTag(v);
      let r: unknown;
      try {
        r = map(v, a, ctx);
      } catch (e) {
        report(e, 'VARIABLE', ctx, top, depth);
        return;
      }
      ctx.top = top;
      ctx.append(printValue(r));
    };
  }
  return (ctx) => {
    tick(ctx);
    ctx.append(mapped(first(ctx), maps, args, ctx));
  };
}

/**
 * `{.if}`: only the leading run of operands joined by the first operator
 * counts; everything after the first change of operator is ignored (as the
 * public engine does: `a || b && c` is `a || b`).
 */
function conditionOp(node: IfNode): Check {
  const { joins, paths } = node;
  let n = 1;
  while (n <= joins.length && joins[n - 1] === joins[0]) n++;
  const lookups = paths.slice(0, n).map((p) => compileLookup(p, false));
  if (n === 1) {
    const only = lookups[0] as Lookup;
    return (ctx) => isTruthy(only(ctx));
  }
  const any = joins[0] === '||';
  return (ctx) => {
    let t = false;
    for (let i = 0; i < n; i++) {
      t = isTruthy((lookups[i] as Lookup)(ctx));
      if (any ? t : !t) return t;
    }
    return t;
  };
}

export function reportThrow(e: unknown, op: string, ctx: Context): void {
  if (e instanceof LimitExceeded) throw e;
  const err = e instanceof Error ? e : new Error(String(e));
  ctx.error({
    type: 'engine',
    message: `RuntimeError: Unexpected ${err.name} error when executing ${op}: ${err.message}`,
  });
}
