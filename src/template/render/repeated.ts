/**
 * `{.repeated section path}` with its `{.alternates with}` part: for a non-empty
 * array (looked up in the current frame), the body runs once per element, on a
 * frame holding the element and its position, and the alternate part runs
 * between two elements. Anything else runs the `{.or}` chain.
 */
import type { RepeatNode } from '../core/ast';
import { compileLookup } from './lookup';
import { type BodyCompiler, type Op, tick } from './op';
import { elseOp } from './or';

const isArray = Array.isArray;

export function repeatOp(r: BodyCompiler, node: RepeatNode): Op {
  const value = compileLookup(node.path, true);
  const body = r.nested(node.body);
  const between = node.between.length ? r.nested(node.between) : null;
  const orElse = elseOp(r, node.next, 'REPEATED');
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
