/**
 * Running a tag's formatter chain, in two forms.
 *
 * General: each path becomes a Variable (its name and lookup compiled once), and
 * each formatter in turn rewrites them; a formatter missing from the table is
 * skipped, and one that throws is reported and ends the chain (the tag then
 * outputs or binds nothing).
 *
 * Fast: when every formatter in the chain has a value map (see `valueFormatter`),
 * the value goes straight through the maps with no Variable objects; a function
 * value, in or out of a map, counts as missing.
 *
 * A `{path|…}` tag's formatters run on a frame of their own holding the tag's
 * value (`Context.enterTag`), as in the public engine; `{.var}` runs them on the
 * current frame.
 */
import type { FilterStep, Path } from '../core/ast';
import type { Context } from '../core/context';
import { type Formatter, type FormatterTable, type ValueMap, Variable } from '../core/plugin';
import { printValue } from '../core/value';
import { compileLookup } from './lookup';
import { argsOf, type Lookup, report } from './op';

/**
 * The value maps of a formatter chain when every formatter has one (and exists);
 * with `pure`, only when every one is also pure (see valueFormatter).
 */
export function valueMaps(
  formatters: FormatterTable,
  filters: FilterStep[],
  pure = false,
): ValueMap[] | null {
  const maps: ValueMap[] = [];
  for (const f of filters) {
    const impl = formatters[f.name] as (Formatter & { map?: ValueMap; pure?: boolean }) | undefined;
    if (!impl?.map || (pure && impl.pure !== true)) return null;
    maps.push(impl.map);
  }
  return maps;
}

/** Makes one Variable per path, named by the dotted path, holding its value. */
export type Resolver = (ctx: Context) => Variable[];

export function resolver(paths: Path[]): Resolver {
  const names = paths.map((p) => p.join('.'));
  const lookups = paths.map((p) => compileLookup(p, false));
  const n = paths.length;
  if (n === 1) {
    const name = names[0] as string;
    const lookup = lookups[0] as Lookup;
    return (ctx) => [new Variable(name, lookup(ctx))];
  }
  return (ctx) => {
    const vars: Variable[] = new Array(n);
    for (let i = 0; i < n; i++)
      vars[i] = new Variable(names[i] as string, (lookups[i] as Lookup)(ctx));
    return vars;
  };
}

/** A formatter chain with its formatters found and arguments split once. */
export interface Chain {
  impls: Formatter[];
  args: string[][];
}

/** The chain of `filters`, leaving out formatters missing from the table. */
export function compileChain(formatters: FormatterTable, filters: FilterStep[]): Chain {
  const impls: Formatter[] = [];
  const args: string[][] = [];
  for (const f of filters) {
    const impl = formatters[f.name];
    if (!impl) continue;
    impls.push(impl);
    args.push(argsOf(f));
  }
  return { impls, args };
}

/** Runs a formatter chain; false when a formatter threw (already reported). */
export function applyFilters(chain: Chain, vars: Variable[], ctx: Context, op: string): boolean {
  const { impls, args } = chain;
  for (let i = 0; i < impls.length; i++) {
    const top = ctx.top;
    const depth = ctx.depth;
    try {
      (impls[i] as Formatter).apply(args[i] as string[], vars, ctx);
    } catch (e) {
      report(e, op, ctx, top, depth);
      return false;
    }
  }
  return true;
}

/** The printed result of a value through pure maps; '' (reported) when one throws. */
export function mapped(v: unknown, maps: ValueMap[], args: string[][], ctx: Context): string {
  if (typeof v === 'function') v = undefined;
  const depth = ctx.depth;
  const top = ctx.enterTag(v);
  try {
    for (let i = 0; i < maps.length; i++) {
      v = (maps[i] as ValueMap)(v, args[i] as string[], ctx);
      if (typeof v === 'function') v = undefined;
    }
  } catch (e) {
    report(e, 'VARIABLE', ctx, top, depth);
    return '';
  }
  ctx.top = top;
  return printValue(v);
}
