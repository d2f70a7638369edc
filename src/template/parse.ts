/**
 * Source → syntax tree. Tags are classified by `tags.ts`; this file nests them
 * into blocks with a small state machine and reports misplaced instructions with
 * the exact messages of docs §8. Parsing never throws; bad parts become literal
 * text or are dropped with an error.
 */
import type {
  Branching,
  ElseNode,
  MacroNode,
  Node,
  RepeatNode,
  Template,
  TemplateError,
} from './ast';
import { classify, type Instruction, type NameTables } from './tags';
import { tokenize } from './tokenize';

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

const CHAR_TAGS = {
  SPACE: 'space',
  TAB: 'tab',
  NEWLINE: 'newline',
  META_LEFT: 'meta-left',
  META_RIGHT: 'meta-right',
} as const;

const AFTER_EOF =
  ' Attempt to transition from the EOF state. This is either a bug in the state machine or instructions were fed to the state machine after EOF.';

export function parseTemplate(
  source: string,
  hasFormatter: (name: string) => boolean,
  hasPredicate: (name: string) => boolean,
): ParseOutcome {
  const errors: TemplateError[] = [];
  const template: Template = { kind: 'template', body: [] };
  const tables: NameTables = {
    hasFormatter,
    hasPredicate,
    report: (message) => errors.push({ type: 'parser', message }),
  };
  const assemblerError = (message: string) =>
    errors.push({ type: 'assembler', message: `SyntaxError: ${message}` });

  const stack: OpenBlock[] = [];
  let target = template.body;
  let ended = false;

  const open = (label: string, node: Branching | MacroNode, body: Node[]) => {
    const parent = stack[stack.length - 1];
    if (parent?.repeat && parent.target === parent.repeat.between) {
      // Quirk kept from the public engine: a block opened inside
      // `{.alternates with}` lands in the repeated section's main body, and so
      // does everything after it.
      parent.target = parent.repeat.body;
    }
    (parent ? parent.target : template.body).push(node as Node);
    stack.push({
      label,
      target: body,
      tail: node.kind === 'macro' ? null : node,
      repeat: node.kind === 'repeat' ? node : null,
      sawBareOr: false,
      sawBetween: false,
    });
    target = body;
  };

  /** Feeds one instruction; returns false when parsing must stop. */
  const feed = (inst: Instruction, raw: string): boolean => {
    const op = inst.op === 'LITERAL' ? 'TEXT' : inst.op;
    if (ended) {
      assemblerError(op + AFTER_EOF);
      return false;
    }
    const top = stack[stack.length - 1];
    switch (inst.op) {
      case 'LITERAL':
        target.push({ kind: 'text', text: raw });
        return true;
      case 'COMMENT':
        target.push({ kind: 'comment', text: inst.text, multiline: false });
        return true;
      case 'VARIABLE':
        target.push({ kind: 'output', paths: inst.paths, filters: inst.filters });
        return true;
      case 'SPACE':
      case 'TAB':
      case 'NEWLINE':
      case 'META_LEFT':
      case 'META_RIGHT':
        target.push({ kind: 'char', tag: CHAR_TAGS[inst.op] });
        return true;
      case 'BINDVAR':
        target.push({ kind: 'bind', name: inst.name, paths: inst.paths, filters: inst.filters });
        return true;
      case 'CTXVAR':
        target.push({ kind: 'record', name: inst.name, fields: inst.fields });
        return true;
      case 'EVAL':
        target.push({ kind: 'eval', source: inst.source });
        return true;
      case 'INCLUDE':
        target.push({ kind: 'include', name: inst.name, args: inst.args });
        return true;
      case 'INJECT':
        target.push({ kind: 'inject', name: inst.name, key: inst.key, args: inst.args });
        return true;
      case 'SECTION': {
        const node: Branching = { kind: 'section', path: inst.path, body: [], next: null };
        open('SECTION', node, node.body);
        return true;
      }
      case 'REPEATED': {
        const node: RepeatNode = {
          kind: 'repeat',
          path: inst.path,
          body: [],
          between: [],
          next: null,
        };
        open('REPEATED', node, node.body);
        return true;
      }
      case 'PREDICATE': {
        const node: Branching = { kind: 'test', test: inst.test, body: [], next: null };
        open('PREDICATE', node, node.body);
        return true;
      }
      case 'IF': {
        const node: Branching = {
          kind: 'if',
          joins: inst.joins,
          paths: inst.paths,
          body: [],
          next: null,
        };
        open('IF', node, node.body);
        return true;
      }
      case 'MACRO': {
        const node: MacroNode = { kind: 'macro', name: inst.name, body: [] };
        open('MACRO', node, node.body);
        return true;
      }
      case 'OR_PREDICATE': {
        if (!top) {
          assemblerError('Instruction OR_PREDICATE not allowed at root');
        } else if (!top.tail) {
          assemblerError(`OR_PREDICATE instruction is not allowed inside ${top.label} block.`);
        } else if (top.sawBareOr) {
          assemblerError('This OR_PREDICATE block will never execute.');
        } else {
          const branch: ElseNode = { kind: 'else', test: inst.test, body: [], next: null };
          top.tail.next = branch;
          top.tail = branch;
          top.label = 'OR_PREDICATE';
          top.target = target = branch.body;
          top.repeat = null;
          if (!inst.test) top.sawBareOr = true;
        }
        return true;
      }
      case 'ALTERNATES_WITH': {
        if (!top) {
          assemblerError('Instruction ALTERNATES_WITH not allowed at root');
        } else if (!top.repeat || top.sawBetween) {
          assemblerError(`ALTERNATES_WITH instruction is not allowed inside ${top.label} block.`);
        } else {
          top.sawBetween = true;
          top.target = target = top.repeat.between;
        }
        return true;
      }
      case 'END': {
        if (!top) {
          assemblerError('Instruction END not allowed at root');
        } else {
          stack.pop();
          target = stack[stack.length - 1]?.target ?? template.body;
        }
        return true;
      }
      case 'EOF': {
        if (top) assemblerError(`Reached EOF in the middle of ${top.label}`);
        else ended = true;
        return true;
      }
    }
  };

  // Once the assembler has failed after EOF it takes nothing more, but tags
  // are still read, so unknown formatters and predicates are still reported.
  let assembling = true;
  for (const piece of tokenize(source)) {
    if (!assembling) {
      if (piece.type === 'tag') classify(piece.body, tables);
      continue;
    }
    let ok: boolean;
    if (piece.type === 'text') {
      if (ended) {
        assemblerError(`TEXT${AFTER_EOF}`);
        ok = false;
      } else {
        target.push({ kind: 'text', text: piece.text });
        ok = true;
      }
    } else if (piece.type === 'block-comment') {
      if (ended) {
        assemblerError(`COMMENT${AFTER_EOF}`);
        ok = false;
      } else {
        target.push({ kind: 'comment', text: piece.text, multiline: true });
        ok = true;
      }
    } else {
      ok = feed(classify(piece.body, tables), piece.raw);
    }
    if (!ok) assembling = false;
  }
  if (!assembling) return { template, errors };

  if (ended) assemblerError(`EOF${AFTER_EOF}`);
  else {
    const top = stack[stack.length - 1];
    if (top) assemblerError(`Reached EOF in the middle of ${top.label}`);
  }
  return { template, errors };
}
