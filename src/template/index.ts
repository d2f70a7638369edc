/**
 * The JSON-T template engine: a drop-in for the public `@squarespace/template-engine` API.
 * `new Compiler()` has every built-in formatter and predicate; `parse()` gives `{code, errors}`;
 * `execute()` gives `{ctx, errors}` with `ctx.render()` the output.
 */
import { Compiler } from './compiler';
import { DEFAULT_MAX_PARTIAL_DEPTH } from './context';

export { Assembler } from './assembler';
export type {
  CompilerProps,
  ExecuteProps,
  ExecuteResult,
  InjectsMap,
  ParseResult,
} from './compiler';
export { Compiler } from './compiler';
export type { ContextProps, ExprOptions, Partials, RenderLimits } from './context';
export { Context } from './context';
export type { EngineProps } from './engine';
export { Engine } from './engine';
export type { ErrorType, TemplateError } from './errors';
export { executeTemplate } from './exec';
export { Frame } from './frame';
export type { Code, RootCode } from './instructions';
export { isTruthy, MISSING_NODE, Node, toNode } from './node';
export { nameOfOpcode, Opcode } from './opcodes';
export { Parser } from './parser';
export type { FormatterMap, FormatterTable, PredicateMap, PredicateTable } from './plugin';
export { Formatter, PredicatePlugin } from './plugin';
export { Formatters, Predicates } from './plugins';
export { nameOfType, Type } from './types';
export { Variable } from './variable';

export const TEMPLATE_LIMITS = Object.freeze({
  /** Spec §9: maximum partial include depth. */
  maxRecursionDepth: DEFAULT_MAX_PARTIAL_DEPTH,
});

export default Compiler;
