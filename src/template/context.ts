/** All state of one template execution: the scope stack, output buffer, partials and errors. */
import { limitExceeded, partialParseFail, partialRecursion, type TemplateError } from './errors';
import { Frame } from './frame';
import { type Code, emptyRoot, type RootCode } from './instructions';
import { MISSING_NODE, Node } from './node';
import { Type, typeOf } from './types';
import type { Json, PathSegment } from './util';
import { Variable } from './variable';

export type Partials = { [name: string]: string | RootCode };

export interface ExprOptions {
  /** Maximum tokens per expression string; 0 or absent = unlimited. */
  maxTokens?: number;
  /** Maximum length of a concatenated string; 0 or absent = unlimited. */
  maxStringLen?: number;
}

/** Optional safety limits (not in the public engine). Exceeding one ends the render. */
export interface RenderLimits {
  /** Maximum characters written (to the output and to partial buffers). */
  maxOutputSize?: number;
  /** Maximum instructions executed. */
  maxInstructions?: number;
  /** Maximum depth of partial and macro application (default 16, as the public engine). */
  maxRecursionDepth?: number;
}

/** Structural subset of `@phensley/cldr`'s CLDR object that the locale formatters use. */
// biome-ignore lint/suspicious/noExplicitAny: the CLDR API surface is large and optional
export type CLDR = any;

export interface ContextProps {
  partials?: Partials;
  injects?: { [path: string]: Json };
  cldr?: CLDR;
  now?: number;
  enableExpr?: boolean;
  exprOpts?: ExprOptions;
  enableInclude?: boolean;
  limits?: RenderLimits;
}

export interface ContextEngineRef {
  execute(inst: Code, ctx: Context): void;
  executeBlock(block: Code[], ctx: Context): void;
}

type ParseFunc = (source: string) => { code: Code; errors: TemplateError[] };

/** Thrown to end a render when a limit is exceeded; never caught per instruction. */
export class LimitError extends Error {
  readonly error: TemplateError;
  constructor(error: TemplateError) {
    super(error.message);
    this.name = 'LimitError';
    this.error = error;
  }
}

export const DEFAULT_MAX_PARTIAL_DEPTH = 16;

export class Context {
  version = 1;
  engine: ContextEngineRef | null = null;
  parsefunc: ParseFunc | null = null;
  readonly errors: TemplateError[] = [];
  readonly cldr?: CLDR;
  readonly now?: number;
  readonly enableExpr?: boolean;
  readonly exprOpts?: ExprOptions;
  readonly enableInclude?: boolean;
  protected partials: Partials;
  protected injects: { [path: string]: Json };
  protected buf = '';
  protected stack: Frame[];
  protected partialsDepth = 0;
  protected maxPartialDepth: number;
  protected partialsExecuting: Set<string> = new Set();
  protected parsedPartials: { [name: string]: Code } = {};
  /** Buffers set aside by swapBuffer(), innermost last. */
  private saved: string[] = [];
  private readonly maxOutput: number;
  private written = 0;
  /** Instructions left before the instruction limit; Infinity when off. */
  budget: number;
  private readonly instructionLimit: number;

  constructor(node: Json, props: ContextProps = {}) {
    const root = node instanceof Node ? node : new Node(node);
    this.partials = props.partials || {};
    this.injects = props.injects || {};
    this.now = props.now;
    this.enableExpr = props.enableExpr;
    this.exprOpts = props.exprOpts;
    this.enableInclude = props.enableInclude;
    this.cldr = props.cldr;
    this.stack = [new Frame(root)];
    const limits = props.limits ?? {};
    this.maxPartialDepth = limits.maxRecursionDepth ?? DEFAULT_MAX_PARTIAL_DEPTH;
    this.maxOutput = limits.maxOutputSize ?? Number.POSITIVE_INFINITY;
    this.instructionLimit = limits.maxInstructions ?? Number.POSITIVE_INFINITY;
    this.budget = this.instructionLimit;
  }

  maxInstructions(): number {
    return this.instructionLimit;
  }

  enterPartial(name: string): boolean {
    this.partialsExecuting.add(name);
    this.partialsDepth++;
    if (this.partialsDepth > this.maxPartialDepth) {
      this.error(partialRecursion(name, this.maxPartialDepth));
      return false;
    }
    return true;
  }

  exitPartial(name: string): void {
    this.partialsExecuting.delete(name);
    this.partialsDepth--;
  }

  error(err: TemplateError): void {
    this.errors.push(err);
  }

  newNode(value: Json): Node {
    return new Node(value);
  }

  newVariable(name: string, node: Json): Variable {
    return new Variable(name, node);
  }

  swapBuffer(): string {
    const old = this.buf;
    this.saved.push(old);
    this.buf = '';
    return old;
  }

  restoreBuffer(old: string): void {
    this.saved.pop();
    this.buf = old;
  }

  /** Ends the render: called by the engine when a limit is hit. */
  abort(err: TemplateError): never {
    if (this.saved.length) {
      this.buf = this.saved[0] as string;
      this.saved.length = 0;
    }
    throw new LimitError(err);
  }

  frame(): Frame {
    return this.stack[this.stack.length - 1] as Frame;
  }

  parent(): Frame {
    const j = this.stack.length - 2;
    return this.stack[j < 0 ? 0 : j] as Frame;
  }

  append(s: string): void {
    if (this.maxOutput !== Number.POSITIVE_INFINITY) {
      this.written += s.length;
      if (this.written > this.maxOutput) {
        this.buf += s.slice(0, s.length - (this.written - this.maxOutput));
        this.abort(limitExceeded('output size', this.maxOutput));
      }
    }
    this.buf += s;
  }

  render(): string {
    return this.buf;
  }

  emit(vars: Variable[]): void {
    this.emitNode((vars[0] as Variable).node);
  }

  emitNode(node: Node): void {
    switch (node.type) {
      case Type.NUMBER:
      case Type.BOOLEAN:
        this.append(String(node.value));
        break;
      case Type.STRING:
        this.append(node.value);
        break;
      case Type.ARRAY: {
        const arr = node.value as Json[];
        let s = '';
        for (let i = 0; i < arr.length; i++) {
          if (i > 0) s += ',';
          s += arr[i];
        }
        this.append(s);
        break;
      }
    }
  }

  node(): Node {
    return this.frame().node;
  }

  /** A macro on the stack, else the named partial (string partials parsed once). */
  getPartial(name: string): Code | null {
    const macro = this.getMacro(name);
    if (macro) return macro;
    let inst: Code | null | undefined = this.parsedPartials[name];
    if (inst) return inst;
    const raw = this.partials[name];
    if (typeof raw !== 'string') {
      inst = raw as Code | undefined;
    } else if (this.parsefunc) {
      const res = this.parsefunc(raw);
      if (res.errors && res.errors.length > 0) {
        for (const e of res.errors) this.error(partialParseFail(name, e.message));
        inst = emptyRoot();
      } else {
        inst = res.code;
      }
    }
    if (inst) this.parsedPartials[name] = inst;
    return inst ?? null;
  }

  getMacro(name: string): Code | null {
    for (let i = this.stack.length - 1; i >= 0; i--) {
      const inst = (this.stack[i] as Frame).getMacro(name);
      if (inst !== null) return inst;
    }
    return null;
  }

  getInjectable(name: string): Node {
    const value = this.injects[name] || null;
    if (value === null) return MISSING_NODE;
    return value instanceof Node ? value : new Node(value);
  }

  stopResolution(flag: boolean): void {
    this.frame().stopResolution = flag;
  }

  /** Resolves `names` from the current frame only (no outward walk) and pushes the node. */
  pushSection(names: PathSegment[]): void {
    const parent = this.frame();
    let node = MISSING_NODE;
    if (names.length > 0) node = this.resolveName(names[0] as PathSegment, parent);
    if (names.length > 1) node = node.path(names.slice(1));
    this.stack.push(new Frame(node, parent));
  }

  pushNode(node: Node): void {
    this.stack.push(new Frame(node, this.frame()));
  }

  pop(): void {
    this.stack.pop();
    if (this.stack.length === 0) {
      throw new Error('Too many Context.pop() calls, attempt to pop the root frame!!!');
    }
  }

  setVar(name: string, variable: Variable): void {
    this.frame().setVar(name, variable.node);
  }

  setMacro(name: string, inst: Code): void {
    this.frame().setMacro(name, inst);
  }

  initIteration(): boolean {
    const frame = this.frame();
    const node = frame.node;
    if (node.type !== Type.ARRAY || node.value.length === 0) return false;
    frame.currentIndex = 0;
    return true;
  }

  pushNext(): void {
    const frame = this.frame();
    this.pushNode(frame.node.path([frame.currentIndex]));
  }

  resolve(names: PathSegment[]): Node {
    return this.resolveFrom(names, this.frame());
  }

  resolveFrom(names: PathSegment[], startingFrame: Frame): Node {
    const len = names.length;
    if (len === 0) return MISSING_NODE;
    const first = names[0] as PathSegment;
    const node =
      first === '@'
        ? this.resolveName(first, startingFrame)
        : this.lookupStack(first, startingFrame);
    if (len === 1) return node;
    // Walk the rest on raw values and wrap once (same rules as Node.path, step by step).
    let value = node.value;
    let type = node.type;
    for (let i = 1; i < len; i++) {
      if (type === Type.MISSING || type === Type.NULL) return MISSING_NODE;
      const key = names[i] as PathSegment;
      if (
        type === Type.OBJECT
          ? Object.hasOwn(value, key)
          : type === Type.ARRAY && typeof key === 'number'
      ) {
        value = value[key];
        type = typeOf(value);
      } else return MISSING_NODE;
    }
    return type === Type.MISSING ? MISSING_NODE : new Node(value, type);
  }

  lookupStack(name: PathSegment, startingFrame?: Frame): Node {
    let frame: Frame | undefined = startingFrame === undefined ? this.frame() : startingFrame;
    while (frame !== undefined) {
      const node = this.resolveName(name, frame);
      if (node.type !== Type.MISSING) return node;
      if (frame.stopResolution) break;
      frame = frame.parent;
    }
    return MISSING_NODE;
  }

  resolveName(name: PathSegment, frame: Frame): Node {
    if (typeof name === 'string' && name.charCodeAt(0) === 64) {
      if (name === '@') return frame.node;
      if (name === '@index' || name === '@index0') {
        if (frame.currentIndex !== -1) {
          return new Node(frame.currentIndex + (name === '@index' ? 1 : 0));
        }
        return MISSING_NODE;
      }
      return frame.getVar(name);
    }
    return frame.node.get(name);
  }
}
