/**
 * The `{.or}` chain after a block's body: the first branch whose test passes (or
 * that has none) runs; a failed test moves on to the next branch. A test that
 * throws is reported as an error of the block that owns the chain (`owner`), and
 * no later branch runs.
 */
import type { ElseNode } from '../core/ast';
import { checkOp } from './check';
import { type BodyCompiler, noop, type Op } from './op';

export function elseOp(r: BodyCompiler, branch: ElseNode | null, owner: string): Op {
  if (!branch) return noop;
  const body = r.nested(branch.body);
  if (!branch.test) return body;
  const check = checkOp(r.predicates, branch.test, owner);
  const next = elseOp(r, branch.next, owner);
  return (ctx) => {
    const passed = check(ctx);
    if (passed) body(ctx);
    else if (passed === false) next(ctx);
  };
}
