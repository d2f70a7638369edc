/** The {.eval} instruction: placeholder until the expression engine lands. */
import type { Context } from './context';
import type { EvalCode } from './instructions';

export const executeEval = (_inst: EvalCode, ctx: Context): void => {
  if (!ctx.enableExpr) return;
};
