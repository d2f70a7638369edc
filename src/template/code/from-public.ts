/**
 * The public engine's instruction code (public-code.ts) → our syntax tree, checking every
 * instruction's shape on the way.
 *
 * Algorithm: one pass with an explicit work list, never recursion, so code nested any depth
 * converts (the render limits then apply to it as to a parsed source). Each work item fills
 * one of our bodies from one body array of the code: it reads the instructions in order,
 * makes each node (a block's node with empty bodies) and queues the block's bodies as new
 * items. An alternative slot is followed as a loop: each OR_PREDICATE becomes the next
 * `{.or}` branch. A STRUCT (never made by the parser) runs only its body, so its body is read
 * in place, through a stack of cursors within the item; an ATOM does nothing and is dropped.
 * Every body array and `{.or}` instruction is met once: one seen twice (shared or cyclic
 * code, which would convert without end or grow exponentially) is refused. Other arrays may
 * be shared: the tree keeps the code's paths and argument lists as they are.
 *
 * Whether the source ended inside blocks (a ROOT ending in END), which our nodes do not
 * record, becomes `Template.unclosed` (unclosed.ts): the blocks down the last-node chain, to
 * the deepest one the code leaves open (its last slot empty), or just the first one. An
 * `{.or}` after a bare `{.or}`, which the engine never reaches, is dropped.
 *
 * Accepted: the shapes public-code.ts describes, version 1, each instruction with its number
 * of slots (a predicate's, `{.if}`'s or `{.or}`'s empty last slot may be left out), paths
 * of names and non-negative integer positions, at least one path where the parser always
 * gives one (an `{.if}` may have none: the public parser makes `{.if }` so), one `{.if}`
 * operator fewer than its paths. Anything else is refused, though the public engine would run
 * some of it (skipping it or failing inside): other opcodes in a body (END, EOF,
 * ALTERNATES_WITH, ROOT, OR_PREDICATE, unknown numbers) and a PREDICATE without a name. The
 * first error ends the conversion with a message naming where it
 * is, as `code[2][0][3]` (the indexes from the ROOT array).
 */
import type {
  ArgList,
  Branching,
  CharNode,
  ElseNode,
  FilterStep,
  IfNode,
  MacroNode,
  Node,
  Path,
  RepeatNode,
  SectionNode,
  Template,
  TestNode,
  TestSpec,
} from '../core/ast';
import { CODE_VERSION, Op } from './public-code';
import { lastNodeChain, tailOf } from './unclosed';

export type FromPublic = { template: Template; error: null } | { template: null; error: string };

/** A place in the code: the slot `key` of the array at `parent` (null for the ROOT array). */
interface Loc {
  parent: Loc | null;
  key: number;
}

/** Reads one body array (and the bodies of the STRUCTs in it) into `out`. */
interface Cursor {
  src: unknown[];
  at: number;
  loc: Loc;
}

interface Item {
  out: Node[];
  cursors: Cursor[];
}

const CHARS: Partial<Record<number, CharNode['tag']>> = {
  [Op.META_LEFT]: 'meta-left',
  [Op.META_RIGHT]: 'meta-right',
  [Op.NEWLINE]: 'newline',
  [Op.SPACE]: 'space',
  [Op.TAB]: 'tab',
};

/** Thrown inside this module only, caught by `fromPublicCode`. */
class Bad {
  constructor(
    readonly loc: Loc | null,
    readonly message: string,
  ) {}
}

const at = (parent: Loc | null, key: number): Loc => ({ parent, key });

function where(loc: Loc | null): string {
  const keys: number[] = [];
  for (let l = loc; l; l = l.parent) keys.push(l.key);
  return `code${keys
    .reverse()
    .map((k) => `[${k}]`)
    .join('')}`;
}

/** A short description of a value for messages. */
function show(v: unknown): string {
  if (Array.isArray(v)) return v.length ? `an array starting with ${show(v[0])}` : 'an empty array';
  if (v === null) return 'null';
  if (v === undefined) return 'nothing';
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (typeof v === 'object') return 'an object';
  return String(v);
}

// The readers below take the value and where it is: slot `key` of the array at `parent`
// (a `key` of -1: `parent` itself). A location is only built when something is wrong.

const here = (parent: Loc | null, key: number): Loc | null => (key < 0 ? parent : at(parent, key));

function fail(parent: Loc | null, key: number, expected: string, got: unknown): never {
  throw new Bad(here(parent, key), `expected ${expected}, got ${show(got)}`);
}

function str(v: unknown, parent: Loc | null, key: number, what: string): string {
  return typeof v === 'string' ? v : fail(parent, key, what, v);
}

function list(v: unknown, parent: Loc | null, key: number, what: string): unknown[] {
  return Array.isArray(v) ? v : fail(parent, key, what, v);
}

const isStep = (s: unknown) =>
  typeof s === 'string' || (typeof s === 'number' && Number.isInteger(s) && s >= 0);

function path(v: unknown, parent: Loc | null, key: number): Path {
  const steps = list(v, parent, key, 'a reference (an array of names and positions)');
  if (steps.length === 0) fail(parent, key, 'a reference with at least one step', v);
  for (let i = 0; i < steps.length; i++) {
    if (!isStep(steps[i])) fail(here(parent, key), i, 'a name or a position', steps[i]);
  }
  return steps as Path;
}

function paths(v: unknown, parent: Loc | null, key: number, least = 1): Path[] {
  const refs = list(v, parent, key, 'a list of references');
  if (refs.length < least) fail(parent, key, 'at least one reference', v);
  for (let i = 0; i < refs.length; i++) {
    const r = refs[i];
    // the common one-step reference checked in place, any other through `path`
    if (!(Array.isArray(r) && r.length === 1 && typeof r[0] === 'string')) {
      path(r, here(parent, key), i);
    }
  }
  return refs as Path[];
}

/** `[words, separator]`. */
function args(v: unknown, parent: Loc | null, key: number): ArgList {
  const what = 'arguments ([words, separator])';
  const a = list(v, parent, key, what);
  const words = list(a[0], here(parent, key), 0, 'a list of words');
  if (a.length !== 2 || !words.every((w) => typeof w === 'string')) fail(parent, key, what, v);
  return { words: words as string[], sep: str(a[1], here(parent, key), 1, 'a separator') };
}

const argsOrNull = (v: unknown, parent: Loc | null, key: number): ArgList | null =>
  v === 0 ? null : args(v, parent, key);

function filters(v: unknown, parent: Loc | null, key: number): FilterStep[] {
  if (v === 0) return [];
  const calls = list(v, parent, key, 'a list of formatters or 0');
  const listLoc = here(parent, key);
  const steps: FilterStep[] = [];
  for (let i = 0; i < calls.length; i++) {
    const what = 'a formatter ([name] or [name, arguments])';
    const call = list(calls[i], listLoc, i, what);
    if (call.length !== 1 && call.length !== 2) fail(listLoc, i, what, call);
    const callLoc = at(listLoc, i);
    const name = str(call[0], callLoc, 0, 'a formatter name');
    steps.push({ name, args: call.length === 2 ? args(call[1], callLoc, 1) : null });
  }
  return steps;
}

function size(inst: unknown[], loc: Loc | null, n: number, optionalLast = false): void {
  if (inst.length !== n && !(optionalLast && inst.length === n - 1)) {
    throw new Bad(loc, `expected ${n} slots in this instruction, got ${inst.length}`);
  }
}

class Reader {
  declare readonly items: Item[];
  declare readonly seen: Set<unknown>;
  /** Blocks and branches whose last slot the code leaves empty (a source never closed). */
  declare readonly open: Set<Branching>;

  constructor() {
    this.items = [];
    this.seen = new Set();
    this.open = new Set();
  }

  /** The array at `loc`, once only. */
  once(v: unknown[], loc: Loc | null): void {
    if (this.seen.has(v))
      throw new Bad(loc, 'the same array appears twice (shared or cyclic code)');
    this.seen.add(v);
  }

  /** A block's body from slot `key` of the instruction at `loc`. */
  body(v: unknown, loc: Loc | null, key: number): Node[] {
    const src = list(v, loc, key, 'a block (an array of instructions)');
    const out: Node[] = [];
    if (src.length) {
      const bodyLoc = at(loc, key);
      this.once(src, bodyLoc);
      this.items.push({ out, cursors: [{ src, at: 0, loc: bodyLoc }] });
    }
    return out;
  }

  run(): void {
    for (let item = this.items.pop(); item; item = this.items.pop()) {
      const { cursors, out } = item;
      for (let c = cursors.at(-1); c; c = cursors.at(-1)) {
        if (c.at >= c.src.length) {
          cursors.pop();
          continue;
        }
        const i = c.at++;
        this.instruction(c.src[i], c.loc, i, out, cursors);
      }
    }
  }

  /** The instruction in slot `i` of the body at `bodyLoc`. */
  private instruction(v: unknown, bodyLoc: Loc, i: number, out: Node[], cursors: Cursor[]): void {
    if (typeof v === 'number') {
      const tag = CHARS[v];
      if (!tag) fail(bodyLoc, i, 'an instruction', v);
      out.push({ kind: 'char', tag });
      return;
    }
    const inst = list(v, bodyLoc, i, 'an instruction (an opcode or an array starting with one)');
    const loc = at(bodyLoc, i);
    switch (inst[0]) {
      case Op.TEXT:
        size(inst, loc, 2);
        out.push({ kind: 'text', text: str(inst[1], loc, 1, 'a text') });
        return;
      case Op.VARIABLE:
        size(inst, loc, 3);
        out.push({
          kind: 'output',
          paths: paths(inst[1], loc, 1),
          filters: filters(inst[2], loc, 2),
        });
        return;
      case Op.SECTION: {
        size(inst, loc, 4);
        const node: SectionNode = {
          kind: 'section',
          path: path(inst[1], loc, 1),
          body: [],
          next: null,
        };
        out.push(node);
        node.body = this.body(inst[2], loc, 2);
        this.chain(node, inst[3], loc, 3, false);
        return;
      }
      case Op.REPEATED: {
        size(inst, loc, 5);
        const node: RepeatNode = {
          kind: 'repeat',
          path: path(inst[1], loc, 1),
          body: [],
          between: [],
          next: null,
        };
        out.push(node);
        node.body = this.body(inst[2], loc, 2);
        node.between = this.body(inst[4], loc, 4);
        this.chain(node, inst[3], loc, 3, false);
        return;
      }
      case Op.PREDICATE: {
        size(inst, loc, 5, true);
        const test: TestSpec = {
          name: str(inst[1], loc, 1, 'a predicate name'),
          args: argsOrNull(inst[2], loc, 2),
        };
        const node: TestNode = { kind: 'test', test, body: [], next: null };
        out.push(node);
        node.body = this.body(inst[3], loc, 3);
        this.chain(node, inst[4], loc, 4, true);
        return;
      }
      case Op.IF: {
        size(inst, loc, 5, true);
        const ops = list(inst[1], loc, 1, 'a list of operators');
        const refs = paths(inst[2], loc, 2, 0);
        const operators = Math.max(refs.length - 1, 0);
        if (ops.length !== operators || !ops.every((o) => o === 0 || o === 1)) {
          fail(loc, 1, `${operators} operators (0 or 1)`, inst[1]);
        }
        const node: IfNode = {
          kind: 'if',
          joins: ops.map((o) => (o === 1 ? '&&' : '||')),
          paths: refs,
          body: [],
          next: null,
        };
        out.push(node);
        node.body = this.body(inst[3], loc, 3);
        this.chain(node, inst[4], loc, 4, true);
        return;
      }
      case Op.BINDVAR:
        size(inst, loc, 4);
        out.push({
          kind: 'bind',
          name: str(inst[1], loc, 1, 'a variable name'),
          paths: paths(inst[2], loc, 2),
          filters: filters(inst[3], loc, 3),
        });
        return;
      case Op.INJECT:
        size(inst, loc, 4);
        out.push({
          kind: 'inject',
          name: str(inst[1], loc, 1, 'a variable name'),
          key: str(inst[2], loc, 2, 'an injectable name'),
          args: argsOrNull(inst[3], loc, 3),
        });
        return;
      case Op.MACRO: {
        size(inst, loc, 3);
        const node: MacroNode = { kind: 'macro', name: str(inst[1], loc, 1, 'a name'), body: [] };
        out.push(node);
        node.body = this.body(inst[2], loc, 2);
        return;
      }
      case Op.COMMENT:
        size(inst, loc, 3);
        if (inst[2] !== 0 && inst[2] !== 1) fail(loc, 2, '0 or 1', inst[2]);
        out.push({
          kind: 'comment',
          text: str(inst[1], loc, 1, 'a text'),
          multiline: inst[2] === 1,
        });
        return;
      case Op.CTXVAR: {
        size(inst, loc, 3);
        const bindings = list(inst[2], loc, 2, 'a list of bindings');
        const fields: [string, Path][] = [];
        for (let j = 0; j < bindings.length; j++) {
          const what = 'a binding ([key, reference])';
          const pair = list(bindings[j], at(loc, 2), j, what);
          if (pair.length !== 2) fail(at(loc, 2), j, what, pair);
          const pairLoc = at(at(loc, 2), j);
          fields.push([str(pair[0], pairLoc, 0, 'a key'), path(pair[1], pairLoc, 1)]);
        }
        out.push({ kind: 'record', name: str(inst[1], loc, 1, 'a variable name'), fields });
        return;
      }
      case Op.EVAL:
        size(inst, loc, 2);
        out.push({ kind: 'eval', source: str(inst[1], loc, 1, 'an expression') });
        return;
      case Op.INCLUDE:
        size(inst, loc, 3);
        out.push({
          kind: 'include',
          name: str(inst[1], loc, 1, 'a name'),
          args: argsOrNull(inst[2], loc, 2) ?? { words: [], sep: ' ' },
        });
        return;
      case Op.STRUCT: {
        size(inst, loc, 3);
        const src = list(inst[2], loc, 2, 'a block (an array of instructions)');
        this.once(src, at(loc, 2));
        cursors.push({ src, at: 0, loc: at(loc, 2) });
        return;
      }
      case Op.ATOM:
        size(inst, loc, 2);
        return;
      default:
        fail(loc, 0, 'an opcode of an instruction allowed in a block', inst[0]);
    }
  }

  /**
   * A block's last slot (slot `key` of the instruction at `loc`) and the `{.or}` chain it
   * starts. `mayBeOpen`: a predicate or `{.if}`, whose slot stays empty when the source never
   * closed it (as does an `{.or}`'s).
   */
  private chain(block: Branching, alt: unknown, loc: Loc, key: number, mayBeOpen: boolean): void {
    let tail: Branching = block;
    let open = mayBeOpen;
    for (;;) {
      if (alt === Op.END) return;
      if ((alt === undefined || alt === null) && open) {
        this.open.add(tail);
        return;
      }
      const or = list(alt, loc, key, `END (${Op.END}) or an OR_PREDICATE instruction`);
      loc = at(loc, key);
      this.once(or, loc);
      if (or[0] !== Op.OR_PREDICATE) fail(loc, 0, `OR_PREDICATE (${Op.OR_PREDICATE})`, or[0]);
      size(or, loc, 5, true);
      const test: TestSpec | null =
        or[1] === 0
          ? null
          : { name: str(or[1], loc, 1, 'a predicate name or 0'), args: argsOrNull(or[2], loc, 2) };
      const branch: ElseNode = { kind: 'else', test, body: [], next: null };
      branch.body = this.body(or[3], loc, 3);
      tail.next = branch;
      tail = branch;
      alt = or[4];
      if (!test) {
        // After a bare `{.or}` nothing can run: the engine never reads its last slot, which
        // only says whether the source closed it.
        if (alt === undefined || alt === null) this.open.add(branch);
        return;
      }
      key = 4;
      open = true;
    }
  }
}

/** How many blocks down the last-node chain a ROOT ending in END left open: at least one. */
function unclosedCount(body: Node[], open: Set<Branching>): number {
  const chain = lastNodeChain(body);
  let count = Math.min(1, chain.length);
  chain.forEach((node, i) => {
    if (node.kind !== 'macro' && open.has(tailOf(node))) count = i + 1;
  });
  return count;
}

/** Our tree for public code, or where and why the code is not valid. */
export function fromPublicCode(code: unknown): FromPublic {
  const reader = new Reader();
  try {
    const root = list(code, null, -1, 'a ROOT instruction array');
    if (root[0] !== Op.ROOT) fail(null, 0, `the ROOT opcode (${Op.ROOT})`, root[0]);
    size(root, null, 4);
    if (root[1] !== CODE_VERSION) fail(null, 1, `version ${CODE_VERSION}`, root[1]);
    if (root[3] !== Op.EOF && root[3] !== Op.END) {
      fail(null, 3, `EOF (${Op.EOF}) or END (${Op.END})`, root[3]);
    }
    const body = reader.body(root[2], null, 2);
    reader.run();
    const template: Template = { kind: 'template', body };
    if (root[3] === Op.END) {
      const n = unclosedCount(body, reader.open);
      if (n > 0) template.unclosed = n;
    }
    return { template, error: null };
  } catch (e) {
    if (!(e instanceof Bad)) throw e;
    return { template: null, error: `${where(e.loc)}: ${e.message}` };
  }
}
