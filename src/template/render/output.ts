/**
 * `{path}`, `{path|f|g}` and `{a, b|f}`: the variable tag, outside a run of text.
 *
 * One path without formatters prints its value. One path whose every formatter
 * has a value map goes through the maps (formatter-chain.ts, fast form). Anything
 * else builds Variables and runs the general chain on a frame holding the first
 * value; the tag prints the first Variable's value, or nothing when a formatter
 * threw.
 */
import type { FilterStep, Path } from '../core/ast';
import type { ValueMap, Variable } from '../core/plugin';
import { printValue } from '../core/value';
import { applyFilters, compileChain, mapped, resolver, valueMaps } from './formatter-chain';
import { compileLookup } from './lookup';
import { argsOf, type BodyCompiler, type Lookup, type Op, report, tick } from './op';

export function outputOp(r: BodyCompiler, paths: Path[], filters: FilterStep[]): Op {
  const first = compileLookup(paths[0] as Path, false);
  if (paths.length === 1) {
    if (filters.length === 0) {
      return (ctx) => {
        tick(ctx);
        ctx.append(printValue(first(ctx)));
      };
    }
    const maps = valueMaps(r.formatters, filters);
    if (maps) return mapOutputOp(first, maps, filters.map(argsOf));
  }
  const chain = compileChain(r.formatters, filters);
  const resolve = resolver(paths);
  return (ctx) => {
    tick(ctx);
    const vars = resolve(ctx);
    if (filters.length) {
      const top = ctx.enterTag((vars[0] as Variable).get());
      const ok = applyFilters(chain, vars, ctx, 'VARIABLE');
      ctx.top = top;
      if (!ok) return;
    }
    ctx.append(printValue((vars[0] as Variable).get()));
  };
}

/** `{path|f|g}` where every formatter maps the value: no Variable objects. */
function mapOutputOp(first: Lookup, maps: ValueMap[], args: string[][]): Op {
  if (maps.length === 1) {
    const map = maps[0] as ValueMap;
    const a = args[0] as string[];
    return (ctx) => {
      tick(ctx);
      let v = first(ctx);
      if (typeof v === 'function') v = undefined;
      const depth = ctx.depth;
      const top = ctx.enterTag(v);
      let r: unknown;
      try {
        r = map(v, a, ctx);
      } catch (e) {
        report(e, 'VARIABLE', ctx, top, depth);
        return;
      }
      ctx.top = top;
      ctx.append(printValue(r));
    };
  }
  return (ctx) => {
    tick(ctx);
    ctx.append(mapped(first(ctx), maps, args, ctx));
  };
}
