/**
 * What a tag reader answers: the tag's kind, and its node when it has one. Leaf
 * instructions come with their node, blocks with their opening node (the parser
 * fills in the body), `{.or}` with its test if any; a literal comes with nothing,
 * and the whole tag is then output as text.
 */
import type {
  BindNode,
  CharNode,
  CommentNode,
  EvalNode,
  IfNode,
  IncludeNode,
  InjectNode,
  MacroNode,
  OutputNode,
  RecordNode,
  RepeatNode,
  SectionNode,
  TestNode,
  TestSpec,
} from '../core/ast';

/** What a tag is. Leaf instructions come with their node; blocks with their opening node. */
export enum Kind {
  Literal,
  Leaf,
  Section,
  Repeated,
  Predicate,
  If,
  Macro,
  Or,
  Alternates,
  End,
  Eof,
}

export type LeafNode =
  | OutputNode
  | CommentNode
  | CharNode
  | BindNode
  | RecordNode
  | EvalNode
  | IncludeNode
  | InjectNode;

export type BlockNode = SectionNode | RepeatNode | TestNode | IfNode | MacroNode;

/** The reader's answer: a kind plus the node (leaf or block) or the `{.or}` test. */
export interface Reading {
  kind: Kind;
  node: LeafNode | BlockNode | null;
  test: TestSpec | null;
}

/** The names a reader checks, and where it reports the unknown ones. */
export interface NameTables {
  hasFormatter(name: string): boolean;
  hasPredicate(name: string): boolean;
  report(message: string): void;
}

/** Answers a leaf instruction. */
/** How each family reads an instruction whose name starts at `i`: the kind, with the node in `out`. */
export type TagReader = (
  s: string,
  i: number,
  end: number,
  tables: NameTables,
  out: Reading,
) => Kind;

export function leaf(out: Reading, node: LeafNode): Kind.Leaf {
  out.kind = Kind.Leaf;
  out.node = node;
  return Kind.Leaf;
}

/** Answers a block's opening tag; the caller sets the kind from the return value. */
export function block(out: Reading, kind: Kind, node: BlockNode): Kind {
  out.node = node;
  return kind;
}
