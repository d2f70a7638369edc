/**
 * All state of one execution: the scope stack, the output, errors, options and
 * partials. Also the surface custom plugins use (`node()`, `resolve()`, `error()`).
 */
import type { Node as AstNode, MacroNode, Path, Template, TemplateError } from './ast';
import {
  DEFAULT_MAX_DEPTH,
  depthLimitMessage,
  instructionLimitMessage,
  LimitExceeded,
  outputLimitMessage,
  PARTIAL_DEPTH_LIMIT,
  type RenderLimits,
} from './limits';
import { Node, step, stepFirst, Variable } from './node';

export interface Frame {
  value: unknown;
  parent: Frame | null;
  vars: Map<string, unknown> | null;
  macros: Map<string, MacroNode> | null;
  /** 0-based position when this frame is a repeated-section element, else -1. */
  index: number;
  /** A private partial's frame: name lookups stop here. */
  stop: boolean;
}

export interface ExprOptions {
  maxTokens?: number;
  maxStringLen?: number;
}

export interface ContextOptions extends RenderLimits {
  partials?: Record<string, unknown>;
  injects?: Record<string, unknown>;
  cldr?: unknown;
  now?: number;
  enableExpr?: boolean;
  exprOpts?: ExprOptions;
  enableInclude?: boolean;
}

/** What the context needs from the engine that owns it. */
export interface Host {
  parse(source: string): { template: Template; errors: TemplateError[] };
  runBody(nodes: AstNode[], ctx: Context): void;
  /**
   * Turns caller-supplied code (our tree, or the public engine's code) into our tree, with
   * the errors converting it gave; null if it is neither.
   */
  adopt(code: unknown): { template: Template; errors: TemplateError[] } | null;
}

const partialMissing = (name: string): TemplateError => ({
  type: 'engine',
  message: `RuntimeError: Attempt to apply partial '${name}' which could not be found.`,
});

const newFrame = (value: unknown, parent: Frame | null): Frame => ({
  value,
  parent,
  vars: null,
  macros: null,
  index: -1,
  stop: false,
});

export class Context {
  // Fields are declared and set in the constructor (no class-field initializers): the
  // bundle targets ES2020, where initializers become slow defineProperty calls.
  declare readonly errors: TemplateError[];
  // biome-ignore lint/suspicious/noExplicitAny: the CLDR object is the caller's
  declare readonly cldr?: any;
  declare readonly now?: number;
  declare readonly enableExpr: boolean;
  declare readonly exprOpts: ExprOptions;
  declare readonly enableInclude: boolean;

  /** @internal */ declare out: string;
  /** @internal length of the enclosing buffers while a sub-render is captured */
  declare outBase: number;
  /** @internal */ declare top: Frame;
  /** @internal */ declare host: Host;
  /** @internal */ declare depth: number;
  /** @internal */ declare partialDepth: number;
  /** @internal */ declare executed: number;
  /** @internal */ declare stopped: boolean;
  /** @internal */ declare readonly maxOutput: number;
  /** @internal */ declare readonly maxInstructions: number;
  /** @internal */ declare readonly maxDepth: number;

  private declare readonly partials: Record<string, unknown>;
  private declare readonly injects: Record<string, unknown>;
  private declare parsedPartials: Map<string, Template | null> | null;

  constructor(value: unknown, host: Host, options: ContextOptions = {}) {
    this.errors = [];
    this.out = '';
    this.outBase = 0;
    this.depth = 0;
    this.partialDepth = 0;
    this.executed = 0;
    this.stopped = false;
    this.parsedPartials = null;
    this.top = newFrame(value, null);
    this.host = host;
    this.partials = options.partials ?? {};
    this.injects = options.injects ?? {};
    this.cldr = options.cldr;
    this.now = options.now;
    this.enableExpr = options.enableExpr === true;
    this.exprOpts = options.exprOpts ?? {};
    this.enableInclude = options.enableInclude === true;
    this.maxOutput = options.maxOutputSize ?? Number.POSITIVE_INFINITY;
    this.maxInstructions = options.maxInstructions ?? Number.POSITIVE_INFINITY;
    this.maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  }

  // Output ----------------------------------------------------------------

  render(): string {
    return this.out;
  }

  get output(): string {
    return this.out;
  }

  append(s: string): void {
    this.out += s;
    if (this.outBase + this.out.length > this.maxOutput) {
      this.out = this.out.slice(0, Math.max(0, this.maxOutput - this.outBase));
      throw new LimitExceeded(outputLimitMessage(this.maxOutput));
    }
  }

  /** Runs `fn` with a fresh output buffer and returns what it wrote. */
  capture(fn: () => void): string {
    const saved = this.out;
    const savedBase = this.outBase;
    this.outBase += saved.length;
    this.out = '';
    try {
      fn();
      return this.out;
    } finally {
      this.out = saved;
      this.outBase = savedBase;
    }
  }

  error(e: TemplateError): void {
    this.errors.push(e);
  }

  /** @internal counts one executed instruction against the limit. */
  tick(): void {
    if (++this.executed > this.maxInstructions) {
      throw new LimitExceeded(instructionLimitMessage(this.maxInstructions));
    }
  }

  // Scope -------------------------------------------------------------------

  /** @internal */
  push(value: unknown): Frame {
    if (++this.depth > this.maxDepth) throw new LimitExceeded(depthLimitMessage(this.maxDepth));
    const f = newFrame(value, this.top);
    this.top = f;
    return f;
  }

  /**
   * @internal As the public engine does for a `{path|…}` tag, puts the tag's first value on a
   * frame of its own while its formatters run, so their lookups (`lookup`, `get`, `@`, a
   * plugin's `resolve`) see that value before the scope. Returns the frame to restore after.
   */
  enterTag(value: unknown): Frame {
    const saved = this.top;
    this.top = newFrame(value, saved);
    return saved;
  }

  /** @internal */
  pop(): void {
    this.depth--;
    this.top = this.top.parent as Frame;
  }

  /** The current node, for plugins. */
  node(): Node {
    return new Node(this.top.value);
  }

  /** The current value. */
  current(): unknown {
    return this.top.value;
  }

  /** Resolves a path against the scope stack, for plugins. */
  resolve(names: (string | number)[]): Node {
    return new Node(this.lookup(names));
  }

  /** Resolves a path against the scope stack; `undefined` when missing. */
  lookup(path: Path): unknown {
    return this.lookupFrom(path, this.top);
  }

  /** Resolves a path against the scope stack from frame `start` outwards. */
  lookupFrom(path: Path, start: Frame): unknown {
    let v = this.lookupFirst(path[0] as string | number, start);
    for (let i = 1; i < path.length && v !== undefined; i++)
      v = step(v, path[i] as string | number);
    return v;
  }

  /** Resolves a path against the current frame only (how sections read their operand). */
  lookupHere(path: Path): unknown {
    const first = path[0] as string | number;
    let v: unknown;
    if (first === '@') v = this.top.value;
    else if (typeof first === 'string' && first.charCodeAt(0) === 64) {
      // as in the public engine, a section operand sees only variables bound on the
      // current frame (not outer ones, not `@index`)
      v = first === '@index' || first === '@index0' ? undefined : this.top.vars?.get(first);
    } else v = stepFirst(this.top.value, first);
    for (let i = 1; i < path.length && v !== undefined; i++)
      v = step(v, path[i] as string | number);
    return v;
  }

  private lookupFirst(name: string | number, start: Frame): unknown {
    if (typeof name === 'string' && name.charCodeAt(0) === 64) {
      if (name === '@') return start.value;
      if (name === '@index' || name === '@index0') {
        for (let f: Frame | null = start; f; f = f.parent) {
          if (f.index >= 0) return name === '@index' ? f.index + 1 : f.index;
        }
        return undefined;
      }
      for (let f: Frame | null = start; f; f = f.parent) {
        if (f.vars?.has(name)) return f.vars.get(name);
        if (f.stop) break;
      }
      return undefined;
    }
    for (let f: Frame | null = start; f; f = f.parent) {
      const v = stepFirst(f.value, name);
      if (v !== undefined) return v;
      if (f.stop) break;
    }
    return undefined;
  }

  /**
   * Binds an `@`-variable on the current frame; a missing value unbinds it, uncovering outer ones.
   */
  setVar(name: string, value: unknown): void {
    const f = this.top;
    const v = value instanceof Variable ? value.get() : value instanceof Node ? value.value : value;
    if (v === undefined) {
      f.vars?.delete(name);
      return;
    }
    if (!f.vars) f.vars = new Map();
    f.vars.set(name, v);
  }

  setMacro(name: string, macro: MacroNode): void {
    const f = this.top;
    if (!f.macros) f.macros = new Map();
    f.macros.set(name, macro);
  }

  getMacro(name: string): MacroNode | null {
    for (let f: Frame | null = this.top; f; f = f.parent) {
      const m = f.macros?.get(name);
      if (m) return m;
    }
    return null;
  }

  getInjectable(key: string): unknown {
    return Object.hasOwn(this.injects, key) ? this.injects[key] : undefined;
  }

  // Partials ----------------------------------------------------------------

  /**
   * The body to run for macro or partial `name`, or null (with the error
   * reported) when there is none or it does not parse.
   */
  findPartial(name: string): AstNode[] | null {
    const macro = this.getMacro(name);
    if (macro) return macro.body;
    this.parsedPartials ??= new Map();
    const parsed = this.parsedPartials;
    if (parsed.has(name)) return parsed.get(name)?.body ?? null;
    if (!Object.hasOwn(this.partials, name)) {
      this.error(partialMissing(name));
      return null;
    }
    const raw = this.partials[name];
    const read = typeof raw === 'string' ? this.host.parse(raw) : this.host.adopt(raw);
    if (read === null) {
      // Neither source, nor our tree, nor public code: as if there were none, each time.
      this.error(partialMissing(name));
      return null;
    }
    let template: Template | null = read.template;
    if (read.errors.length) {
      for (const e of read.errors) {
        this.error({
          type: 'engine',
          message: `RuntimeError: Parse of partial "${name}" failed: ${e.message}`,
        });
      }
      template = null;
    }
    parsed.set(name, template);
    return template?.body ?? null;
  }

  /** @internal enters one level of partial recursion; false (with the error) when too deep. */
  enterPartial(name: string): boolean {
    if (this.partialDepth >= PARTIAL_DEPTH_LIMIT) {
      this.error({
        type: 'engine',
        message: `RuntimeError: Attempt to apply partial '${name}' exceeded maximum recursion depth of ${PARTIAL_DEPTH_LIMIT}`,
      });
      return false;
    }
    this.partialDepth++;
    return true;
  }

  /** @internal */
  exitPartial(): void {
    this.partialDepth--;
  }

  /** Runs a body with the current context (for plugins that render sub-templates). */
  run(nodes: AstNode[]): void {
    this.host.runBody(nodes, this);
  }
}
