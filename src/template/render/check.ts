/**
 * A compiled predicate test, as used by `{.name?}`, `{.if name?}` and
 * `{.or name?}`. An unknown predicate is false. A predicate that throws becomes
 * an engine error of the block that owns the test, and the test answers null: the
 * block then runs none of its branches, as in the public engine.
 */
import type { TestSpec } from '../core/ast';
import type { PredicatePlugin, PredicateTable } from '../core/plugin';
import { type Check, NO_ARGS, report } from './op';

export function checkOp(predicates: PredicateTable, test: TestSpec, op: string): Check {
  const impl: PredicatePlugin | undefined = predicates[test.name];
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
