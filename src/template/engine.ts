/**
 * The executor: walks the instruction tree against a Context. Each instruction of a block runs
 * in its own try/catch, so a throwing plugin costs only its own output.
 */
import { type Context, LimitError } from './context';
import { limitExceeded, partialMissing, unexpectedError } from './errors';
import { executeEval } from './eval';
import type {
  BindvarCode,
  Code,
  CtxvarCode,
  FormatterCall,
  IfCode,
  IncludeCode,
  InjectCode,
  MacroCode,
  OrPredicateCode,
  PredicateCode,
  Ref,
  RepeatedCode,
  RootCode,
  SectionCode,
  VariableCode,
} from './instructions';
import { isTruthy } from './node';
import { nameOfOpcode, Opcode } from './opcodes';
import { Formatter, type FormatterTable, PredicatePlugin, type PredicateTable } from './plugin';
import type { Json } from './util';
import type { Variable } from './variable';

export interface EngineProps {
  formatters?: FormatterTable;
  predicates?: PredicateTable;
}

export class Engine {
  readonly formatters: FormatterTable;
  readonly predicates: PredicateTable;

  constructor(props: EngineProps = {}) {
    this.formatters = props.formatters || {};
    this.predicates = props.predicates || {};
  }

  /** Executes one instruction. */
  execute(inst: Code, ctx: Context): void {
    if (typeof inst === 'number') {
      this.simple(inst, ctx);
      return;
    }
    // biome-ignore lint/suspicious/noExplicitAny: dispatch on the opcode slot
    const code = inst as any;
    switch (code[0] as Opcode) {
      case Opcode.TEXT:
        ctx.append(code[1]);
        break;
      case Opcode.VARIABLE:
        this.executeVariable(code as VariableCode, ctx);
        break;
      case Opcode.SECTION:
        this.executeSection(code as SectionCode, ctx);
        break;
      case Opcode.REPEATED:
        this.executeRepeated(code as RepeatedCode, ctx);
        break;
      case Opcode.PREDICATE:
      case Opcode.OR_PREDICATE:
        this.executePredicate(code as PredicateCode, ctx);
        break;
      case Opcode.BINDVAR:
        this.executeBindvar(code as BindvarCode, ctx);
        break;
      case Opcode.IF:
        this.executeIf(code as IfCode, ctx);
        break;
      case Opcode.INJECT:
        this.executeInject(code as InjectCode, ctx);
        break;
      case Opcode.MACRO:
        ctx.setMacro((code as MacroCode)[1], code);
        break;
      case Opcode.ROOT:
        ctx.version = (code as RootCode)[1];
        ctx.engine = this;
        this.executeBlock((code as RootCode)[2], ctx);
        break;
      case Opcode.STRUCT:
        this.executeBlock(code[2], ctx);
        break;
      case Opcode.CTXVAR:
        this.executeCtxvar(code as CtxvarCode, ctx);
        break;
      case Opcode.EVAL:
        executeEval(code, ctx);
        break;
      case Opcode.INCLUDE:
        this.executeInclude(code as IncludeCode, ctx);
        break;
      default:
        this.simple(code[0], ctx);
    }
  }

  /** Instructions without operands (also accepted in array form). */
  private simple(op: Opcode, ctx: Context): void {
    switch (op) {
      case Opcode.META_LEFT:
        ctx.append('{');
        break;
      case Opcode.META_RIGHT:
        ctx.append('}');
        break;
      case Opcode.NEWLINE:
        ctx.append('\n');
        break;
      case Opcode.SPACE:
        ctx.append(' ');
        break;
      case Opcode.TAB:
        ctx.append('\t');
        break;
    }
  }

  executeBlock(block: Code[], ctx: Context): void {
    if (!Array.isArray(block)) return;
    for (let i = 0; i < block.length; i++) {
      const inst = block[i] as Code;
      if (--ctx.budget < 0) {
        ctx.budget = 0;
        ctx.abort(limitExceeded('executed instructions', ctx.maxInstructions()));
      }
      try {
        this.execute(inst, ctx);
      } catch (e) {
        if (e instanceof LimitError) throw e;
        if (e instanceof Error) {
          const op = typeof inst === 'number' ? inst : inst[0];
          ctx.error(unexpectedError(e.name, nameOfOpcode(op), e.message));
        }
      }
    }
  }

  private executeVariable(inst: VariableCode, ctx: Context): void {
    const calls = inst[2];
    if (!calls || calls.length === 0) {
      // No formatter can observe the value's frame: resolve and print.
      ctx.emitNode(ctx.resolve(inst[1][0] as Ref));
      return;
    }
    const vars = this.resolveVariables(inst[1], ctx);
    ctx.pushNode((vars[0] as Variable).node);
    this.applyFormatters(this.formatters, inst[2] || [], vars, ctx);
    ctx.emit(vars);
    ctx.pop();
  }

  private executeSection(inst: SectionCode, ctx: Context): void {
    ctx.pushSection(inst[1]);
    if (isTruthy(ctx.node())) this.executeBlock(inst[2], ctx);
    else this.execute(inst[3], ctx);
    ctx.pop();
  }

  private executeRepeated(inst: RepeatedCode, ctx: Context): void {
    ctx.pushSection(inst[1]);
    const alternatesWith = inst[4];
    if (ctx.initIteration()) {
      const frame = ctx.frame();
      const len = ctx.node().value.length;
      const last = len - 1;
      while (frame.currentIndex < len) {
        ctx.pushNext();
        this.executeBlock(inst[2], ctx);
        if (alternatesWith?.length && frame.currentIndex < last) {
          this.executeBlock(alternatesWith, ctx);
        }
        ctx.pop();
        frame.currentIndex++;
      }
      ctx.pop();
    } else {
      ctx.pop();
      this.execute(inst[3], ctx);
    }
  }

  private executePredicate(inst: PredicateCode | OrPredicateCode, ctx: Context): void {
    const name = inst[1];
    if (name === 0) {
      this.executeBlock(inst[3], ctx);
      return;
    }
    const impl = this.predicates[name];
    let result = false;
    if (impl instanceof PredicatePlugin) {
      const args = inst[2];
      result = impl.apply(args === 0 ? [] : args[0], ctx);
    }
    if (result) this.executeBlock(inst[3], ctx);
    else if (inst[4]) this.execute(inst[4], ctx);
  }

  private executeBindvar(inst: BindvarCode, ctx: Context): void {
    const vars = this.resolveVariables(inst[2], ctx);
    this.applyFormatters(this.formatters, inst[3] || [], vars, ctx);
    ctx.setVar(inst[1], vars[0] as Variable);
  }

  private executeCtxvar(inst: CtxvarCode, ctx: Context): void {
    const bindings: { [key: string]: Json } = {};
    for (const [key, ref] of inst[2]) bindings[key] = ctx.resolve(ref).value;
    const name = inst[1];
    ctx.setVar(name, ctx.newVariable(name, ctx.newNode(bindings)));
  }

  private executeIf(inst: IfCode, ctx: Context): void {
    const ops = inst[1];
    const vars = this.resolveVariables(inst[2], ctx);
    let result = isTruthy((vars[0] as Variable).node);
    for (let i = 1; i < vars.length; i++) {
      const value = isTruthy((vars[i] as Variable).node);
      const op = ops[i - 1];
      result = op === 1 ? result && value : result || value;
      if (op === 0 ? result : !result) break;
    }
    if (result) this.executeBlock(inst[3], ctx);
    else if (inst[4]) this.execute(inst[4], ctx);
  }

  private executeInclude(inst: IncludeCode, ctx: Context): void {
    if (!ctx.enableInclude) return;
    const name = inst[1];
    const code = ctx.getPartial(name);
    if (!Array.isArray(code)) {
      ctx.error(partialMissing(name));
      return;
    }
    let output = false;
    const rawargs = inst[2];
    if (Array.isArray(rawargs)) {
      for (const arg of rawargs[0]) if (arg === 'output') output = true;
    }
    let buf: string | undefined;
    if (!output) buf = ctx.swapBuffer();
    if (ctx.enterPartial(name)) {
      if (code[0] === Opcode.ROOT) this.execute(code, ctx);
      else if (code[0] === Opcode.MACRO) this.executeBlock(code[2] as Code[], ctx);
      ctx.exitPartial(name);
    }
    if (!output && buf !== undefined) ctx.restoreBuffer(buf);
  }

  private executeInject(inst: InjectCode, ctx: Context): void {
    const name = inst[1];
    ctx.setVar(name, ctx.newVariable(name, ctx.getInjectable(inst[2])));
  }

  resolveVariables(refs: Ref[], ctx: Context): Variable[] {
    const result: Variable[] = new Array(refs.length);
    for (let i = 0; i < refs.length; i++) {
      result[i] = ctx.newVariable('', ctx.resolve(refs[i] as Ref));
    }
    return result;
  }

  applyFormatters(
    formatters: FormatterTable,
    calls: FormatterCall[],
    vars: Variable[],
    ctx: Context,
  ): void {
    for (const call of calls) {
      const formatter = formatters[call[0]];
      if (!(formatter instanceof Formatter)) continue;
      formatter.apply(call.length === 1 ? [] : call[1][0], vars, ctx);
    }
  }
}
