/** The {.eval} instruction (needs `enableExpr`). */
import type { Context } from './context';
import { expressionParse } from './errors';
import { Expr, tokenDebug } from './expr';
import type { EvalCode } from './instructions';
import { Node } from './node';

interface Compiled {
  expr: Expr;
  debug: boolean;
}

/** Expressions are compiled once per instruction; parse errors are reported that first time. */
const cache = new WeakMap<EvalCode, Compiled>();

const DEBUG_ARROW = new Node(' -> ');

export const executeEval = (inst: EvalCode, ctx: Context): void => {
  if (!ctx.enableExpr) return;
  let compiled = cache.get(inst);
  if (!compiled) {
    let raw = inst[1];
    const debug = raw.startsWith('#');
    if (debug) raw = raw.slice(1);
    const expr = new Expr(raw, ctx.exprOpts);
    expr.build();
    for (const e of expr.errors) ctx.error(expressionParse(raw, e));
    compiled = { expr, debug };
    cache.set(inst, compiled);
  }
  const { expr, debug } = compiled;
  if (debug) {
    const list = expr.expr.map((e) => `[${e.map(tokenDebug).join(' ')}]`).join(', ');
    ctx.emitNode(new Node(`EVAL=[${list}]`));
  }
  if (expr.errors.length) return;
  const before = ctx.errors.length;
  ctx.pushNode(ctx.node());
  const r = expr.reduce(ctx);
  const vars = ctx.frame().getVars();
  ctx.pop();
  if (ctx.errors.length !== before) return;
  if (vars) {
    const frame = ctx.frame();
    vars.forEach((v, k) => {
      frame.setVar(k, v);
    });
  }
  if (r) {
    if (debug) ctx.emitNode(DEBUG_ARROW);
    ctx.emitNode(r);
  }
};
