/**
 * The instruction tree (`code`), in the public engine's JSON shape: nested arrays whose first
 * element is the opcode, bare numbers for instructions without operands.
 */
import { Opcode } from './opcodes';
import type { PathSegment } from './util';

export type Ref = PathSegment[];
/** Arguments after a formatter or predicate name: the split list and the delimiter. */
export type Args = [string[], string];
export type FormatterCall = [string] | [string, Args];

export type TextCode = [Opcode.TEXT, string];
export type VariableCode = [Opcode.VARIABLE, Ref[], FormatterCall[] | 0];
export type SectionCode = [Opcode.SECTION, Ref, Code[], Code];
export type RepeatedCode = [Opcode.REPEATED, Ref, Code[], Code, Code[]];
export type PredicateCode = [Opcode.PREDICATE, string, Args | 0, Code[], Code | undefined];
export type OrPredicateCode = [Opcode.OR_PREDICATE, string | 0, Args | 0, Code[], Code | undefined];
export type BindvarCode = [Opcode.BINDVAR, string, Ref[], FormatterCall[] | 0];
export type IfCode = [Opcode.IF, number[], Ref[], Code[], Code | undefined];
export type InjectCode = [Opcode.INJECT, string, string, Args | 0];
export type MacroCode = [Opcode.MACRO, string, Code[]];
export type CommentCode = [Opcode.COMMENT, string, 0 | 1];
export type RootCode = [Opcode.ROOT, number, Code[], Code];
export type StructCode = [Opcode.STRUCT, unknown, Code[]];
export type AtomCode = [Opcode.ATOM, unknown];
export type CtxvarCode = [Opcode.CTXVAR, string, [string, Ref][]];
export type EvalCode = [Opcode.EVAL, string];
export type IncludeCode = [Opcode.INCLUDE, string, Args];

export type Code =
  | Opcode
  | TextCode
  | VariableCode
  | SectionCode
  | RepeatedCode
  | PredicateCode
  | OrPredicateCode
  | BindvarCode
  | IfCode
  | InjectCode
  | MacroCode
  | CommentCode
  | RootCode
  | StructCode
  | AtomCode
  | CtxvarCode
  | EvalCode
  | IncludeCode;

export const opcodeOf = (code: Code): Opcode => (typeof code === 'number' ? code : code[0]);

export const VERSION = 1;

export const emptyRoot = (): RootCode => [Opcode.ROOT, VERSION, [], Opcode.EOF];
