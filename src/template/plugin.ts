/** Base classes for formatters and predicates, built-in or custom. */
import type { Context } from './context';
import type { Variable } from './variable';

export abstract class Formatter {
  /** Transforms `vars[0]` in place (`vars[0].set(…)`); the other vars are extra references. */
  abstract apply(args: string[], vars: Variable[], ctx: Context): void;
}

export abstract class PredicatePlugin {
  abstract apply(args: string[], ctx: Context): boolean;
}

export type FormatterTable = { [name: string]: Formatter };
export type PredicateTable = { [name: string]: PredicatePlugin };
export type FormatterMap = FormatterTable;
export type PredicateMap = PredicateTable;
