/**
 * The syntax tree produced by `parse.ts` and compiled into closures by `render/render.ts`.
 *
 * Every node is a plain, JSON-serializable object tagged by `kind`, so a parsed
 * tree can be stored and handed back to `execute()` later.
 */

/** One reference path: names, `@`-names and array positions. */
export type Path = (string | number)[];

/** A formatter or predicate argument list: the raw words and the separator they were split on. */
export interface ArgList {
  words: string[];
  sep: string;
}

/** `|name` or `|name<sep>arg<sep>arg` in a variable tag or `.var`. */
export interface FilterStep {
  name: string;
  args: ArgList | null;
}

export interface TestSpec {
  /** Predicate name including the trailing `?`. */
  name: string;
  args: ArgList | null;
}

export interface TextNode {
  kind: 'text';
  text: string;
}

/** `{.space}`, `{.tab}`, `{.newline}`, `{.meta-left}`, `{.meta-right}`. */
export interface CharNode {
  kind: 'char';
  tag: 'space' | 'tab' | 'newline' | 'meta-left' | 'meta-right';
}

export interface CommentNode {
  kind: 'comment';
  text: string;
  multiline: boolean;
}

export interface OutputNode {
  kind: 'output';
  paths: Path[];
  filters: FilterStep[];
}

/** The `{.or}` chain hanging off any conditional block; `null` means the chain ends. */
export interface ElseNode {
  kind: 'else';
  test: TestSpec | null;
  body: Node[];
  next: ElseNode | null;
}

export interface SectionNode {
  kind: 'section';
  path: Path;
  body: Node[];
  next: ElseNode | null;
}

export interface RepeatNode {
  kind: 'repeat';
  path: Path;
  body: Node[];
  between: Node[];
  next: ElseNode | null;
}

export interface TestNode {
  kind: 'test';
  test: TestSpec;
  body: Node[];
  next: ElseNode | null;
}

export interface IfNode {
  kind: 'if';
  /** `joins[i]` sits between `paths[i]` and `paths[i + 1]`. */
  joins: ('&&' | '||')[];
  paths: Path[];
  body: Node[];
  next: ElseNode | null;
}

export interface BindNode {
  kind: 'bind';
  name: string;
  paths: Path[];
  filters: FilterStep[];
}

export interface RecordNode {
  kind: 'record';
  name: string;
  fields: [string, Path][];
}

export interface EvalNode {
  kind: 'eval';
  source: string;
}

export interface MacroNode {
  kind: 'macro';
  name: string;
  body: Node[];
}

export interface IncludeNode {
  kind: 'include';
  name: string;
  args: ArgList;
}

export interface InjectNode {
  kind: 'inject';
  name: string;
  key: string;
  args: ArgList | null;
}

export type Node =
  | TextNode
  | CharNode
  | CommentNode
  | OutputNode
  | SectionNode
  | RepeatNode
  | TestNode
  | IfNode
  | BindNode
  | RecordNode
  | EvalNode
  | MacroNode
  | IncludeNode
  | InjectNode;

/** Blocks that own an `{.or}` chain. */
export type Branching = SectionNode | RepeatNode | TestNode | IfNode | ElseNode;

/** A whole parsed template. */
export interface Template {
  kind: 'template';
  body: Node[];
  /**
   * How many blocks were still open when the source ended (a parse error): the last node
   * of the body, the last node of its last branch, and so on. Absent when none was.
   */
  unclosed?: number;
}

export type ErrorType = 'parser' | 'assembler' | 'engine';

export interface TemplateError {
  type: ErrorType;
  message: string;
}
