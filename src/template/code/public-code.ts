/**
 * The public engine's instruction code (`@squarespace/template-engine` 2.x, version 1):
 * what its `parse()` returns and its `execute()` runs, plain JSON that tools cache.
 *
 * A template is one ROOT instruction, `[17, 1, body, 18]`. An instruction is either a bare
 * opcode (the one-character tags, and END / EOF as a block's or the root's last slot) or an
 * array starting with its opcode. A block keeps its body in an array and its alternative in
 * its last slot: END (3) when the block ends there, an OR_PREDICATE instruction for an
 * `{.or}`, or nothing (`undefined`, `null` once in JSON) for a predicate, `{.if}` or `{.or}`
 * block the source never closed. A ROOT whose source ended inside a block ends in END
 * instead of EOF. A missing formatter list or argument list is `0`.
 */

/** The opcodes, numbered as the public engine numbers them. */
export const Op = {
  TEXT: 0,
  VARIABLE: 1,
  SECTION: 2,
  END: 3,
  REPEATED: 4,
  PREDICATE: 5,
  BINDVAR: 6,
  OR_PREDICATE: 7,
  IF: 8,
  INJECT: 9,
  MACRO: 10,
  COMMENT: 11,
  META_LEFT: 12,
  META_RIGHT: 13,
  NEWLINE: 14,
  SPACE: 15,
  TAB: 16,
  ROOT: 17,
  EOF: 18,
  ALTERNATES_WITH: 19,
  STRUCT: 20,
  ATOM: 21,
  CTXVAR: 22,
  EVAL: 23,
  INCLUDE: 24,
} as const;

/** The only instruction-code version there is (ROOT's second slot). */
export const CODE_VERSION = 1;

/** A dotted path: names, `@`-names and array positions. */
export type Reference = (string | number)[];
/** An argument list: the words and the one-character separator they were split on. */
export type Arguments = [string[], string];
/** A formatter: its name, and its arguments if it has any. */
export type FormatterCall = [string] | [string, Arguments];

/** A block's last slot: END, an `{.or}`, or nothing when the source never closed it. */
export type Alternate = typeof Op.END | OrPredicateCode | undefined | null;

export type TextCode = [typeof Op.TEXT, string];
export type VariableCode = [typeof Op.VARIABLE, Reference[], 0 | FormatterCall[]];
export type SectionCode = [typeof Op.SECTION, Reference, Code[], Alternate];
export type RepeatedCode = [typeof Op.REPEATED, Reference, Code[], Alternate, Code[]];
export type PredicateCode = [typeof Op.PREDICATE, string, 0 | Arguments, Code[], Alternate];
export type BindvarCode = [typeof Op.BINDVAR, string, Reference[], 0 | FormatterCall[]];
/** `{.or}` (name and arguments 0) or `{.or name? args}`. */
export type OrPredicateCode = [
  typeof Op.OR_PREDICATE,
  string | 0,
  0 | Arguments,
  Code[],
  Alternate,
];
/** Operators: 0 is `||`, 1 is `&&`. */
export type IfCode = [typeof Op.IF, (0 | 1)[], Reference[], Code[], Alternate];
export type InjectCode = [typeof Op.INJECT, string, string, 0 | Arguments];
export type MacroCode = [typeof Op.MACRO, string, Code[]];
/** Multi-line: 1, `{# …}`: 0. */
export type CommentCode = [typeof Op.COMMENT, string, 0 | 1];
export type CtxvarCode = [typeof Op.CTXVAR, string, [string, Reference][]];
export type EvalCode = [typeof Op.EVAL, string];
export type IncludeCode = [typeof Op.INCLUDE, string, 0 | Arguments];
/** Never made by the parser: a block that only runs its body, and an opaque value. */
export type StructCode = [typeof Op.STRUCT, unknown, Code[]];
export type AtomCode = [typeof Op.ATOM, unknown];

export type CharOpcode =
  | typeof Op.META_LEFT
  | typeof Op.META_RIGHT
  | typeof Op.NEWLINE
  | typeof Op.SPACE
  | typeof Op.TAB;

/** One instruction of a body. */
export type Code =
  | CharOpcode
  | TextCode
  | VariableCode
  | SectionCode
  | RepeatedCode
  | PredicateCode
  | BindvarCode
  | IfCode
  | InjectCode
  | MacroCode
  | CommentCode
  | CtxvarCode
  | EvalCode
  | IncludeCode
  | StructCode
  | AtomCode;

/** A whole template. */
export type RootCode = [typeof Op.ROOT, typeof CODE_VERSION, Code[], typeof Op.EOF | typeof Op.END];
