/**
 * The instructions that bind an `@name` on the current frame:
 * - `{.var @x a, b|f}`: the first path's value after the formatter chain (run on
 *   the current frame); nothing is bound when a formatter threw;
 * - `{.ctx @x key=path …}`: a new record of the fields' values (missing: null);
 * - `{.inject @x key}`: the injectable registered under `key`.
 */
import type { BindNode, InjectNode, RecordNode } from '../core/ast';
import type { Variable } from '../core/plugin';
import { applyFilters, compileChain, resolver } from './formatter-chain';
import { type BodyCompiler, type Op, tick } from './op';

export function bindOp(r: BodyCompiler, node: BindNode): Op {
  const { name, paths, filters } = node;
  const chain = compileChain(r.formatters, filters);
  const resolve = resolver(paths);
  return (ctx) => {
    tick(ctx);
    const vars = resolve(ctx);
    if (filters.length && !applyFilters(chain, vars, ctx, 'BINDVAR')) return;
    ctx.setVar(name, (vars[0] as Variable).get());
  };
}

export function recordOp(node: RecordNode): Op {
  const { name, fields } = node;
  return (ctx) => {
    tick(ctx);
    const obj: Record<string, unknown> = {};
    for (const [key, path] of fields) obj[key] = ctx.lookup(path) ?? null;
    ctx.setVar(name, obj);
  };
}

export function injectOp(node: InjectNode): Op {
  const { name, key } = node;
  return (ctx) => {
    tick(ctx);
    ctx.setVar(name, ctx.getInjectable(key));
  };
}
