/**
 * Source → syntax tree, in one left-to-right pass (linear in the source length).
 *
 * Splitting into literal text and tags:
 * - a tag opens at `{` and closes at the first `}`; if another `{` shows up first,
 *   the tag restarts there (the skipped part stays literal text);
 * - a `{` that never closes is literal text;
 * - `{##` at the point where a scan starts opens a multi-line comment that runs to
 *   `##}` or to the end of the source.
 *
 * Tags are read by `tags/read-tag.ts`; this file nests them into blocks with a small state
 * machine and reports misplaced instructions with the public engine's exact error messages.
 * Parsing never throws; bad parts become literal text or are dropped with an error.
 */
import type {
  Branching,
  ElseNode,
  Node,
  RepeatNode,
  Template,
  TemplateError,
  TestSpec,
} from './core/ast';
import { readTag } from './tags/read-tag';
import { type BlockNode, Kind, type NameTables, type Reading } from './tags/reading';

interface OpenBlock {
  /** Name used in messages: SECTION, REPEATED, PREDICATE, IF, OR_PREDICATE or MACRO. */
  label: string;
  /** Where child nodes go. */
  target: Node[];
  /** The block whose `next` receives the following `{.or}`; null for macros. */
  tail: Branching | null;
  repeat: RepeatNode | null;
  sawBareOr: boolean;
  sawBetween: boolean;
}

export interface ParseOutcome {
  template: Template;
  errors: TemplateError[];
}

const AFTER_EOF =
  ' Attempt to transition from the EOF state. This is either a bug in the state machine or instructions were fed to the state machine after EOF.';

const BLOCK_LABELS: Partial<Record<Kind, string>> = {
  [Kind.Section]: 'SECTION',
  [Kind.Repeated]: 'REPEATED',
  [Kind.Predicate]: 'PREDICATE',
  [Kind.If]: 'IF',
  [Kind.Macro]: 'MACRO',
};

const LEAF_OPS: Record<string, string> = {
  output: 'VARIABLE',
  comment: 'COMMENT',
  bind: 'BINDVAR',
  record: 'CTXVAR',
  eval: 'EVAL',
  include: 'INCLUDE',
  inject: 'INJECT',
};

/** The instruction's name in the after-EOF message. */
function opName(r: Reading): string {
  switch (r.kind) {
    case Kind.Literal:
      return 'TEXT';
    case Kind.Leaf: {
      const node = r.node as Node;
      return node.kind === 'char'
        ? node.tag.toUpperCase().replace('-', '_')
        : (LEAF_OPS[node.kind] as string);
    }
    case Kind.Or:
      return 'OR_PREDICATE';
    case Kind.Alternates:
      return 'ALTERNATES_WITH';
    case Kind.End:
      return 'END';
    case Kind.Eof:
      return 'EOF';
    default:
      return BLOCK_LABELS[r.kind] as string;
  }
}

class Parser implements NameTables {
  // Declared and set in the constructor: see Context.
  declare readonly errors: TemplateError[];
  declare readonly template: Template;
  declare readonly hasFormatter: (name: string) => boolean;
  declare readonly hasPredicate: (name: string) => boolean;
  /** False once the assembler failed after EOF: tags are still read (for name reports). */
  declare assembling: boolean;
  private declare readonly src: string;
  private declare readonly stack: OpenBlock[];
  private declare target: Node[];
  private declare ended: boolean;
  private declare readonly reading: Reading;

  constructor(
    src: string,
    hasFormatter: (name: string) => boolean,
    hasPredicate: (name: string) => boolean,
  ) {
    this.src = src;
    this.hasFormatter = hasFormatter;
    this.hasPredicate = hasPredicate;
    this.errors = [];
    this.template = { kind: 'template', body: [] };
    this.stack = [];
    this.target = this.template.body;
    this.ended = false;
    this.assembling = true;
    this.reading = { kind: Kind.Literal, node: null, test: null };
  }

  report(message: string): void {
    this.errors.push({ type: 'parser', message });
  }

  private assemblerError(message: string): void {
    this.errors.push({ type: 'assembler', message: `SyntaxError: ${message}` });
  }

  /** Literal source text (or a multi-line comment when `comment`). */
  text(start: number, end: number, comment: boolean): void {
    if (!this.assembling) return;
    if (this.ended) {
      this.assemblerError((comment ? 'COMMENT' : 'TEXT') + AFTER_EOF);
      this.assembling = false;
      return;
    }
    const text = this.src.slice(start, end);
    this.target.push(comment ? { kind: 'comment', text, multiline: true } : { kind: 'text', text });
  }

  /** The tag whose body is `src[start..end)` (braces just outside). */
  tag(start: number, end: number): void {
    const r = this.reading;
    readTag(this.src, start, end, this, r);
    if (!this.assembling) return;
    if (this.ended) {
      this.assemblerError(opName(r) + AFTER_EOF);
      this.assembling = false;
      return;
    }
    const stack = this.stack;
    const depth = stack.length;
    const top = depth > 0 ? stack[depth - 1] : undefined;
    switch (r.kind) {
      case Kind.Literal:
        this.target.push({ kind: 'text', text: this.src.slice(start - 1, end + 1) });
        return;
      case Kind.Leaf:
        this.target.push(r.node as Node);
        return;
      case Kind.Or:
        if (!top) {
          this.assemblerError('Instruction OR_PREDICATE not allowed at root');
        } else if (!top.tail) {
          this.assemblerError(`OR_PREDICATE instruction is not allowed inside ${top.label} block.`);
        } else if (top.sawBareOr) {
          this.assemblerError('This OR_PREDICATE block will never execute.');
        } else {
          const test: TestSpec | null = r.test;
          const branch: ElseNode = { kind: 'else', test, body: [], next: null };
          top.tail.next = branch;
          top.tail = branch;
          top.label = 'OR_PREDICATE';
          top.target = this.target = branch.body;
          top.repeat = null;
          if (!test) top.sawBareOr = true;
        }
        return;
      case Kind.Alternates:
        if (!top) {
          this.assemblerError('Instruction ALTERNATES_WITH not allowed at root');
        } else if (!top.repeat || top.sawBetween) {
          this.assemblerError(
            `ALTERNATES_WITH instruction is not allowed inside ${top.label} block.`,
          );
        } else {
          top.sawBetween = true;
          top.target = this.target = top.repeat.between;
        }
        return;
      case Kind.End:
        if (!top) {
          this.assemblerError('Instruction END not allowed at root');
        } else {
          stack.pop();
          const n = stack.length;
          this.target = n > 0 ? (stack[n - 1] as OpenBlock).target : this.template.body;
        }
        return;
      case Kind.Eof:
        if (top) this.assemblerError(`Reached EOF in the middle of ${top.label}`);
        else this.ended = true;
        return;
      default:
        this.open(BLOCK_LABELS[r.kind] as string, r.node as BlockNode, top);
    }
  }

  private open(label: string, node: BlockNode, parent: OpenBlock | undefined): void {
    if (parent?.repeat && parent.target === parent.repeat.between) {
      // Quirk kept from the public engine: a block opened inside
      // `{.alternates with}` lands in the repeated section's main body, and so
      // does everything after it.
      parent.target = parent.repeat.body;
    }
    (parent ? parent.target : this.template.body).push(node);
    this.stack.push({
      label,
      target: node.body,
      tail: node.kind === 'macro' ? null : node,
      repeat: node.kind === 'repeat' ? node : null,
      sawBareOr: false,
      sawBetween: false,
    });
    this.target = node.body;
  }

  /** After the whole source: a block still open, or input after `{.eof}`. */
  finish(): void {
    if (!this.assembling) return;
    if (this.ended) this.assemblerError(`EOF${AFTER_EOF}`);
    else {
      const n = this.stack.length;
      const top = n > 0 ? this.stack[n - 1] : undefined;
      if (top) {
        this.assemblerError(`Reached EOF in the middle of ${top.label}`);
        this.template.unclosed = n;
      }
    }
  }
}

export function parseTemplate(
  source: string,
  hasFormatter: (name: string) => boolean,
  hasPredicate: (name: string) => boolean,
): ParseOutcome {
  const p = new Parser(source, hasFormatter, hasPredicate);
  const length = source.length;
  let textStart = 0;
  let cursor = 0;
  while (cursor < length) {
    const open = source.indexOf('{', cursor);
    if (open < 0) break;
    if (source.charCodeAt(open + 1) === 35 && source.charCodeAt(open + 2) === 35) {
      // `{##`: multi-line comment
      if (open > textStart) p.text(textStart, open, false);
      const close = source.indexOf('##}', open + 3);
      p.text(open + 3, close < 0 ? length : close, true);
      cursor = textStart = close < 0 ? length : close + 3;
      continue;
    }
    // The tag ends at the next `}`; a `{` before it restarts the tag.
    let start = open;
    let close = open + 1;
    for (; close < length; close++) {
      const c = source.charCodeAt(close);
      if (c === 125) break;
      if (c === 123) start = close;
    }
    if (close >= length) break; // never closed: the rest is text
    if (start > textStart) p.text(textStart, start, false);
    p.tag(start + 1, close);
    cursor = textStart = close + 1;
  }
  if (length > textStart) p.text(textStart, length, false);
  p.finish();
  return p;
}
