/**
 * The assembler: a block state machine that weaves the parser's flat instruction stream into
 * the instruction tree, reporting misplaced instructions instead of throwing.
 */
import {
  deadCode,
  eofInBlock,
  notAllowedAtRoot,
  notAllowedInBlock,
  stateEOFNotReached,
  type TemplateError,
  transitionFromEOF,
  unclosed,
} from './errors';
import { type Code, emptyRoot, opcodeOf, type RootCode } from './instructions';
import { nameOfOpcode, Opcode } from './opcodes';
import type { Sink } from './parser';

// biome-ignore lint/suspicious/noExplicitAny: block instructions are arrays of mixed slots
type Block = any[];

enum State {
  ROOT,
  SECTION,
  REPEATED,
  ALTERNATES_WITH,
  PREDICATE,
  OR_PREDICATE,
  IF,
  BLOCK,
  EOF,
  DEAD,
}

const stateFor = (op: Opcode): State => {
  switch (op) {
    case Opcode.IF:
      return State.IF;
    case Opcode.MACRO:
    case Opcode.STRUCT:
      return State.BLOCK;
    case Opcode.OR_PREDICATE:
      return State.OR_PREDICATE;
    case Opcode.PREDICATE:
      return State.PREDICATE;
    case Opcode.REPEATED:
      return State.REPEATED;
    case Opcode.SECTION:
      return State.SECTION;
    default:
      return State.ROOT;
  }
};

const isBlockStart = (op: Opcode): boolean =>
  op === Opcode.IF ||
  op === Opcode.MACRO ||
  op === Opcode.PREDICATE ||
  op === Opcode.REPEATED ||
  op === Opcode.SECTION ||
  op === Opcode.STRUCT;

/** Index of the consequent block in a block instruction. */
const consequentSlot = (op: Opcode): number =>
  op === Opcode.PREDICATE || op === Opcode.OR_PREDICATE || op === Opcode.IF ? 3 : 2;

/** Index of the alternate slot (the next `{.or}` or END). */
const alternateSlot = (op: Opcode): number =>
  op === Opcode.PREDICATE || op === Opcode.OR_PREDICATE || op === Opcode.IF ? 4 : 3;

const name = (code: Code): string => nameOfOpcode(opcodeOf(code));

export class Assembler implements Sink {
  readonly errors: TemplateError[] = [];
  readonly root: RootCode = emptyRoot();
  private readonly stack: Block[] = [];
  private current: Block = this.root;
  private state: State = State.ROOT;

  constructor() {
    this.root[3] = Opcode.END;
  }

  error(err: TemplateError): void {
    this.errors.push(err);
  }

  code(): RootCode {
    return this.root;
  }

  /** Final consistency check, as the public Assembler.complete(); parse() does not call it. */
  complete(): boolean {
    if (opcodeOf(this.current as Code) !== Opcode.ROOT)
      this.error(unclosed(name(this.current as Code)));
    if (this.state !== State.EOF) this.error(stateEOFNotReached());
    return this.errors.length === 0;
  }

  accept(op: Opcode, inst: Code): void {
    const state = this.state;
    if (state === State.DEAD) return;
    if (state === State.EOF) {
      this.error(transitionFromEOF(nameOfOpcode(op)));
      this.state = State.DEAD;
      return;
    }
    if (isBlockStart(op)) {
      // Nested blocks always go to the consequent, even after {.alternates with}.
      this.addConsequent(inst);
      this.stack.push(this.current);
      this.current = inst as Block;
      this.state = stateFor(op);
      return;
    }
    const cur = this.current;
    const curOp = cur[0] as Opcode;
    switch (state) {
      case State.ROOT:
        if (op === Opcode.EOF) {
          cur[3] = inst;
          this.state = State.EOF;
        } else if (
          op === Opcode.END ||
          op === Opcode.ALTERNATES_WITH ||
          op === Opcode.OR_PREDICATE
        ) {
          this.error(notAllowedAtRoot(nameOfOpcode(op)));
        } else {
          this.addConsequent(inst);
        }
        return;
      case State.BLOCK:
        if (op === Opcode.EOF) this.error(eofInBlock(nameOfOpcode(curOp)));
        else if (op === Opcode.ALTERNATES_WITH || op === Opcode.OR_PREDICATE) {
          this.error(notAllowedInBlock(nameOfOpcode(op), nameOfOpcode(curOp)));
        } else if (op === Opcode.END) this.pop();
        else this.addConsequent(inst);
        return;
      case State.ALTERNATES_WITH:
        if (op === Opcode.EOF) this.error(eofInBlock(nameOfOpcode(curOp)));
        else if (op === Opcode.ALTERNATES_WITH) {
          this.error(notAllowedInBlock(nameOfOpcode(op), nameOfOpcode(curOp)));
        } else if (op === Opcode.OR_PREDICATE) this.enterOr(inst);
        else if (op === Opcode.END) this.close(inst);
        else (cur[4] as Code[]).push(inst);
        return;
      case State.REPEATED:
        if (op === Opcode.ALTERNATES_WITH) {
          this.state = State.ALTERNATES_WITH;
          return;
        }
        break;
      case State.OR_PREDICATE:
        if (op === Opcode.OR_PREDICATE && cur[0] === Opcode.OR_PREDICATE && cur[1] === 0) {
          // An {.or} after a bare {.or} can never run.
          this.error(deadCode(nameOfOpcode(op)));
          return;
        }
        break;
    }
    // SECTION, REPEATED, PREDICATE, OR_PREDICATE and IF share the rest.
    if (op === Opcode.EOF) this.error(eofInBlock(nameOfOpcode(curOp)));
    else if (op === Opcode.ALTERNATES_WITH) {
      this.error(notAllowedInBlock(nameOfOpcode(op), nameOfOpcode(curOp)));
    } else if (op === Opcode.END) this.close(inst);
    else if (op === Opcode.OR_PREDICATE) this.enterOr(inst);
    else this.addConsequent(inst);
  }

  private addConsequent(inst: Code): void {
    (this.current[consequentSlot(this.current[0])] as Code[]).push(inst);
  }

  /** Chains an {.or} as the current block's alternate and continues in it. */
  private enterOr(inst: Code): void {
    this.current[alternateSlot(this.current[0])] = inst;
    this.current = inst as Block;
    this.state = State.OR_PREDICATE;
  }

  /** Sets END as the alternate and returns to the enclosing block. */
  private close(inst: Code): void {
    this.current[alternateSlot(this.current[0])] = inst;
    this.pop();
  }

  private pop(): void {
    const parent = this.stack.pop() as Block;
    this.current = parent;
    this.state = stateFor(parent[0]);
  }
}

/** Exported for callers that check a tree after feeding it themselves. */
export const describeUnclosed = (code: Code): string => name(code);
