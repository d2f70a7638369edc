/**
 * `{.eval expression}`: evaluates the expression (expr/) when expressions are
 * enabled; otherwise it only counts as an instruction.
 */
import type { EvalNode } from '../core/ast';
import { evaluate } from '../expr/evaluate';
import { type Op, tick } from './op';

export function evalOp(node: EvalNode): Op {
  return (ctx) => {
    tick(ctx);
    if (ctx.enableExpr) evaluate(node, ctx);
  };
}
