/** The public entry point: parse templates and execute instruction trees. */
import { Assembler } from './assembler';
import {
  type CLDR,
  Context,
  type ExprOptions,
  LimitError,
  type Partials,
  type RenderLimits,
} from './context';
import { Engine, type EngineProps } from './engine';
import type { TemplateError } from './errors';
import { type Code, emptyRoot } from './instructions';
import { Parser } from './parser';
import { Formatters, Predicates } from './plugins';
import type { Json } from './util';

export interface CompilerProps extends EngineProps {
  /** Default limits for every execute() of this compiler. */
  limits?: RenderLimits;
}

export type InjectsMap = { [path: string]: Json };

export interface ExecuteProps {
  code?: string | Code;
  json?: Json;
  partials?: Partials;
  injects?: InjectsMap;
  cldr?: CLDR;
  now?: number;
  enableExpr?: boolean;
  exprOpts?: ExprOptions;
  enableInclude?: boolean;
  /** Optional limits for this run (override the compiler's). */
  limits?: RenderLimits;
}

export interface ParseResult {
  code: Code;
  errors: TemplateError[];
}

export interface ExecuteResult {
  ctx: Context;
  errors: TemplateError[];
  /** The rendered text, same as ctx.render(). */
  output: string;
}

export class Compiler {
  private readonly props: CompilerProps;
  private readonly engine: Engine;

  constructor(props: CompilerProps = { formatters: Formatters, predicates: Predicates }) {
    this.props = props;
    this.engine = new Engine(props);
  }

  parse(source: string): ParseResult {
    const assembler = new Assembler();
    const { formatters, predicates } = this.props;
    new Parser(String(source), assembler, formatters, predicates).parse();
    return { code: assembler.code(), errors: assembler.errors };
  }

  execute(props?: ExecuteProps): ExecuteResult {
    if (props === undefined) props = { code: emptyRoot(), json: {} };
    let code = props.code as Code | string;
    let errors: TemplateError[] = [];
    if (typeof code === 'string') ({ code, errors } = this.parse(code));
    const ctx = new Context(props.json, {
      cldr: props.cldr,
      now: props.now,
      partials: props.partials,
      injects: props.injects,
      enableExpr: props.enableExpr,
      exprOpts: props.exprOpts,
      enableInclude: props.enableInclude,
      limits: props.limits ?? this.props.limits,
    });
    ctx.parsefunc = (raw) => this.parse(raw);
    try {
      this.engine.execute(code, ctx);
    } catch (e) {
      if (!(e instanceof LimitError)) throw e;
      ctx.error(e.error);
    }
    errors.push(...ctx.errors);
    return { ctx, errors, output: ctx.render() };
  }
}
