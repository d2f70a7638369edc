/**
 * `{.name? args}` (and `{.if name? args}`): the body runs when the predicate
 * passes, the `{.or}` chain when it fails, and nothing when it threw (see
 * check.ts). No frame is pushed.
 */
import type { TestNode } from '../core/ast';
import { checkOp } from './check';
import { type BodyCompiler, type Op, tick } from './op';
import { elseOp } from './or';

export function predicateOp(r: BodyCompiler, node: TestNode): Op {
  const check = checkOp(r.predicates, node.test, 'PREDICATE');
  const body = r.nested(node.body);
  const orElse = elseOp(r, node.next, 'PREDICATE');
  return (ctx) => {
    tick(ctx);
    const passed = check(ctx);
    if (passed) body(ctx);
    else if (passed === false) orElse(ctx);
  };
}
