/**
 * What every instruction's compiled form shares. An instruction compiles once into
 * a closure over a Context (an `Op`); the renderer (render.ts) picks the compiler
 * by the node's kind, and the compilers reach back to it only through
 * `BodyCompiler`, for nested bodies and the plugin tables.
 *
 * Every instruction counts once against the instruction limit before it runs
 * (`tick`). A plugin that throws is reported as an engine error of the
 * instruction that ran it, and the scope stack is put back as it was; limits are
 * never reported, they end the render.
 */
import type { FilterStep, Node } from '../core/ast';
import type { Context, Frame } from '../core/context';
import { instructionLimitMessage, LimitExceeded } from '../core/limits';
import type { FormatterTable, PredicateTable } from '../core/plugin';

/** A compiled instruction or body. */
export type Op = (ctx: Context) => void;
/** A compiled reference. */
export type Lookup = (ctx: Context) => unknown;
/** A test: passed, failed, or null when the predicate threw. */
export type Check = (ctx: Context) => boolean | null;

/** What an instruction's compiler asks of the renderer. */
export interface BodyCompiler {
  readonly formatters: FormatterTable;
  readonly predicates: PredicateTable;
  /** A nested body's closure (compiled now, or lazily when deeply nested). */
  nested(nodes: Node[]): Op;
  /** One node's closure, outside any run of text. */
  compileNode(node: Node): Op;
  /** Runs a body (compiling it on first use). */
  runBody(nodes: Node[], ctx: Context): void;
}

export const NO_ARGS: string[] = [];
export const noop: Op = () => {};

/** A formatter step's arguments (none: an empty list). */
export const argsOf = (f: FilterStep): string[] => (f.args ? f.args.words : NO_ARGS);

/** Counts one instruction; ends the render past the limit. */
export function tick(ctx: Context): void {
  if (++ctx.executed > ctx.maxInstructions) {
    throw new LimitExceeded(instructionLimitMessage(ctx.maxInstructions));
  }
}

/** Reports what a plugin threw (except limits), restoring the scope stack. */
export function report(e: unknown, op: string, ctx: Context, top: Frame, depth: number): void {
  ctx.top = top;
  ctx.depth = depth;
  reportThrow(e, op, ctx);
}

/** A throw as the public engine words it; a limit passes through and ends the render. */
export function reportThrow(e: unknown, op: string, ctx: Context): void {
  if (e instanceof LimitExceeded) throw e;
  const err = e instanceof Error ? e : new Error(String(e));
  ctx.error({
    type: 'engine',
    message: `RuntimeError: Unexpected ${err.name} error when executing ${op}: ${err.message}`,
  });
}
