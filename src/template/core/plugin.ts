/**
 * The public plugin surface: `Node`, `Variable`, and the abstract `Formatter` and
 * `PredicatePlugin` classes custom plugins extend.
 */
import type { Context } from './context';
import type { Variable } from './node';

export { MISSING_NODE, Node, type NodeType, step, toNode, Variable } from './node';

export abstract class Formatter {
  abstract apply(args: string[], vars: Variable[], ctx: Context): void;
}

export abstract class PredicatePlugin {
  abstract apply(args: string[], ctx: Context): boolean;
}

export type FormatterTable = Record<string, Formatter>;
export type PredicateTable = Record<string, PredicatePlugin>;
export type FormatterMap = FormatterTable;
export type PredicateMap = PredicateTable;

/**
 * A formatter's fast form: the first variable's value in, its new value out. The
 * renderer calls it directly for single-value tags, without Variable objects.
 */
export type ValueMap = (value: unknown, args: string[], ctx: Context) => unknown;

/**
 * Builds a formatter that only maps the first variable's value (see ValueMap).
 * `pure`: the map only reads (data, arguments, scope) and may report errors or
 * throw; it never renders, writes output or counts instructions, so the renderer
 * may run it while building a run of text.
 */
export const valueFormatter = (map: ValueMap, pure = false): Formatter =>
  ({
    map,
    pure,
    apply(args: string[], vars: Variable[], ctx: Context) {
      const v = vars[0] as Variable;
      v.set(map(v.get(), args, ctx));
    },
  }) as Formatter;

/** A value formatter that only reads (see valueFormatter): most built-in formatters are. */
export const pure = (map: ValueMap): Formatter => valueFormatter(map, true);

/** Builds a formatter object from a function (handy for the built-in tables). */
export const formatter = (
  fn: (args: string[], vars: Variable[], ctx: Context) => void,
): Formatter => ({ apply: fn }) as Formatter;

export const predicate = (fn: (args: string[], ctx: Context) => boolean): PredicatePlugin =>
  ({ apply: fn }) as PredicatePlugin;
