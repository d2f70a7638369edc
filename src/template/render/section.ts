/**
 * `{.section path}`: the path's value (looked up in the current frame) becomes a
 * new frame; the body runs when the value is truthy, the `{.or}` chain otherwise,
 * both inside that frame.
 */
import type { SectionNode } from '../core/ast';
import { isTruthy } from '../core/value';
import { compileLookup } from './lookup';
import { type BodyCompiler, type Op, tick } from './op';
import { elseOp } from './or';

export function sectionOp(r: BodyCompiler, node: SectionNode): Op {
  const value = compileLookup(node.path, true);
  const body = r.nested(node.body);
  const orElse = elseOp(r, node.next, 'SECTION');
  return (ctx) => {
    tick(ctx);
    const v = value(ctx);
    ctx.push(v);
    if (isTruthy(v)) body(ctx);
    else orElse(ctx);
    ctx.pop();
  };
}
