/**
 * Tree-walking renderer: runs a parsed template against a Context.
 */
import type {
  ArgList,
  ElseNode,
  FilterStep,
  IfNode,
  Node,
  Path,
  RepeatNode,
  TestSpec,
} from './ast';
import type { Context } from './context';
import { evaluate } from './expr/evaluate';
import { LimitExceeded } from './limits';
import { type FormatterTable, type PredicateTable, Variable } from './plugin';
import { isTruthy, printValue } from './value';

const CHARS = {
  space: ' ',
  tab: '\t',
  newline: '\n',
  'meta-left': '{',
  'meta-right': '}',
} as const;

const NO_ARGS: string[] = [];

export class Renderer {
  constructor(
    readonly formatters: FormatterTable,
    readonly predicates: PredicateTable,
  ) {}

  runBody(nodes: Node[], ctx: Context): void {
    for (let i = 0; i < nodes.length; i++) this.runNode(nodes[i] as Node, ctx);
  }

  private runNode(node: Node, ctx: Context): void {
    ctx.tick();
    switch (node.kind) {
      case 'text':
        ctx.append(node.text);
        return;
      case 'char':
        ctx.append(CHARS[node.tag]);
        return;
      case 'comment':
        return;
      case 'output':
        this.runOutput(node.paths, node.filters, ctx);
        return;
      case 'section': {
        const value = ctx.lookupHere(node.path);
        ctx.push(value);
        try {
          if (isTruthy(value)) this.runBody(node.body, ctx);
          else this.runElse(node.next, ctx);
        } finally {
          ctx.pop();
        }
        return;
      }
      case 'repeat':
        this.runRepeat(node, ctx);
        return;
      case 'test':
        if (this.check(node.test, ctx, 'PREDICATE')) this.runBody(node.body, ctx);
        else this.runElse(node.next, ctx);
        return;
      case 'if':
        if (this.condition(node, ctx)) this.runBody(node.body, ctx);
        else this.runElse(node.next, ctx);
        return;
      case 'bind': {
        const vars = this.resolveAll(node.paths, ctx);
        if (node.filters.length && !this.applyFilters(node.filters, vars, ctx, 'BINDVAR')) return;
        ctx.setVar(node.name, (vars[0] as Variable).get());
        return;
      }
      case 'record': {
        const obj: Record<string, unknown> = {};
        for (const [key, path] of node.fields) obj[key] = ctx.lookup(path) ?? null;
        ctx.setVar(node.name, obj);
        return;
      }
      case 'eval':
        if (ctx.enableExpr) evaluate(node, ctx);
        return;
      case 'macro':
        ctx.setMacro(node.name, node);
        return;
      case 'include':
        if (ctx.enableInclude) this.runInclude(node.name, node.args, ctx);
        return;
      case 'inject':
        ctx.setVar(node.name, ctx.getInjectable(node.key));
        return;
    }
  }

  private runElse(branch: ElseNode | null, ctx: Context): void {
    for (let b = branch; b; b = b.next) {
      if (!b.test || this.check(b.test, ctx, 'OR_PREDICATE')) {
        this.runBody(b.body, ctx);
        return;
      }
    }
  }

  private runRepeat(node: RepeatNode, ctx: Context): void {
    const list = ctx.lookupHere(node.path);
    if (!Array.isArray(list) || list.length === 0) {
      this.runElse(node.next, ctx);
      return;
    }
    ctx.push(list);
    try {
      for (let i = 0; i < list.length; i++) {
        const item = ctx.push(list[i]);
        item.index = i;
        try {
          this.runBody(node.body, ctx);
          if (i < list.length - 1 && node.between.length) this.runBody(node.between, ctx);
        } finally {
          ctx.pop();
        }
      }
    } finally {
      ctx.pop();
    }
  }

  /**
   * `{.if}`: only the leading run of operands joined by the first operator
   * counts; everything after the first change of operator is ignored (as the
   * public engine does: `a || b && c` is `a || b`).
   */
  private condition(node: IfNode, ctx: Context): boolean {
    const { joins, paths } = node;
    const any = joins[0] === '||';
    let i = 0;
    for (;;) {
      const t = isTruthy(ctx.lookup(paths[i] as Path));
      if (any ? t : !t) return t;
      if (i >= joins.length || joins[i] !== joins[0]) return t;
      i++;
    }
  }

  /** Evaluates a predicate; unknown ones are false, throws become engine errors. */
  private check(test: TestSpec, ctx: Context, op: string): boolean {
    const impl = this.predicates[test.name];
    if (!impl) return false;
    try {
      return impl.apply(test.args ? test.args.words : NO_ARGS, ctx) === true;
    } catch (e) {
      reportThrow(e, op, ctx);
      return false;
    }
  }

  resolveAll(paths: Path[], ctx: Context): Variable[] {
    const vars: Variable[] = new Array(paths.length);
    for (let i = 0; i < paths.length; i++) {
      const path = paths[i] as Path;
      vars[i] = new Variable(path.join('.'), ctx.lookup(path));
    }
    return vars;
  }

  private runOutput(paths: Path[], filters: FilterStep[], ctx: Context): void {
    if (filters.length === 0 && paths.length === 1) {
      ctx.append(printValue(ctx.lookup(paths[0] as Path)));
      return;
    }
    const vars = this.resolveAll(paths, ctx);
    if (filters.length && !this.applyFilters(filters, vars, ctx, 'VARIABLE')) return;
    ctx.append(printValue((vars[0] as Variable).get()));
  }

  /** Runs a formatter chain; false when a formatter threw (already reported). */
  applyFilters(filters: FilterStep[], vars: Variable[], ctx: Context, op: string): boolean {
    for (const f of filters) {
      const impl = this.formatters[f.name];
      if (!impl) continue;
      try {
        impl.apply(f.args ? f.args.words : NO_ARGS, vars, ctx);
      } catch (e) {
        reportThrow(e, op, ctx);
        return false;
      }
    }
    return true;
  }

  private runInclude(name: string, args: ArgList, ctx: Context): void {
    const body = ctx.findPartial(name);
    if (!body) return;
    if (!ctx.enterPartial(name)) return;
    try {
      if (args.words.includes('output')) this.runBody(body, ctx);
      else ctx.capture(() => this.runBody(body, ctx));
    } finally {
      ctx.exitPartial();
    }
  }
}

export function reportThrow(e: unknown, op: string, ctx: Context): void {
  if (e instanceof LimitExceeded) throw e;
  const err = e instanceof Error ? e : new Error(String(e));
  ctx.error({
    type: 'engine',
    message: `RuntimeError: Unexpected ${err.name} error when executing ${op}: ${err.message}`,
  });
}
