/**
 * `{.if a && b}` / `{.if a || b}`: the body runs when the condition holds, the
 * `{.or}` chain otherwise. Only the leading run of operands joined by the first
 * operator counts; everything after the first change of operator is ignored (as
 * the public engine does: `a || b && c` is `a || b`). Operands are truthy tests
 * of paths looked up through the scope stack, evaluated left to right and
 * stopping at the first that decides.
 */
import type { IfNode } from '../core/ast';
import { isTruthy } from '../core/value';
import { compileLookup } from './lookup';
import { type BodyCompiler, type Check, type Lookup, type Op, reportThrow, tick } from './op';
import { elseOp } from './or';

export function ifOp(r: BodyCompiler, node: IfNode): Op {
  if (node.paths.length === 0) return noOperandOp;
  const cond = conditionOp(node);
  const body = r.nested(node.body);
  const orElse = elseOp(r, node.next, 'IF');
  return (ctx) => {
    tick(ctx);
    if (cond(ctx)) body(ctx);
    else orElse(ctx);
  };
}

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

/**
 * `{.if }`, a condition over no paths: the public engine reads its first operand, which is not
 * there, and reports the TypeError its JavaScript engine throws; neither branch renders.
 */
const noOperandOp: Op = (ctx) => {
  tick(ctx);
  const operands: { node: unknown }[] = [];
  try {
    (operands[0] as { node: unknown }).node;
  } catch (e) {
    reportThrow(e, 'IF', ctx);
  }
};
