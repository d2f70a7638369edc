/**
 * Public API: a drop-in for `@squarespace/template-engine`'s `Compiler`.
 */
import type { Template, TemplateError } from './core/ast';
import { Context, type ExprOptions, type Host } from './core/context';
import { LimitExceeded, type RenderLimits } from './core/limits';
import type { FormatterTable, PredicateTable } from './core/plugin';
import { COMMERCE_FORMATTERS } from './formatters/commerce';
import { COMMERCE_MARKUP_FORMATTERS } from './formatters/commerce-markup';
import { CONTENT_TEXT_FORMATTERS } from './formatters/content';
import { CORE_FORMATTERS } from './formatters/core';
import { DATE_FORMATTERS } from './formatters/date';
import { I18N_FORMATTERS } from './formatters/i18n';
import { IMAGE_FORMATTERS } from './formatters/images';
import { SIMPLE_FORMATTERS } from './formatters/simple';
import { SOCIAL_FORMATTERS } from './formatters/social';
import { type ParseOutcome, parseTemplate } from './parse';
import { COLLECTION_PREDICATES } from './predicates/collection';
import { COMMERCE_PREDICATES } from './predicates/commerce';
import { CONTENT_PREDICATES } from './predicates/content';
import { CORE_PREDICATES } from './predicates/core';
import { Renderer } from './render/render';

export type { ErrorType, Node as AstNode, Template, TemplateError } from './core/ast';
export type { ExprOptions } from './core/context';
export { Context } from './core/context';
export type { RenderLimits } from './core/limits';
export {
  Formatter,
  type FormatterMap,
  type FormatterTable,
  MISSING_NODE,
  Node,
  type PredicateMap,
  PredicatePlugin,
  type PredicateTable,
  toNode,
  Variable,
} from './core/plugin';

/** Every built-in formatter. */
export const Formatters: FormatterTable = {
  ...CORE_FORMATTERS,
  ...DATE_FORMATTERS,
  ...CONTENT_TEXT_FORMATTERS,
  ...SIMPLE_FORMATTERS,
  ...COMMERCE_FORMATTERS,
  ...COMMERCE_MARKUP_FORMATTERS,
  ...I18N_FORMATTERS,
  ...IMAGE_FORMATTERS,
  ...SOCIAL_FORMATTERS,
};
/** Every built-in predicate. */
export const Predicates: PredicateTable = {
  ...CORE_PREDICATES,
  ...CONTENT_PREDICATES,
  ...COMMERCE_PREDICATES,
  ...COLLECTION_PREDICATES,
};

export interface CompilerProps {
  formatters?: FormatterTable;
  predicates?: PredicateTable;
}

export interface ExecuteProps extends RenderLimits {
  code?: string | Template;
  json?: unknown;
  partials?: Record<string, string | Template>;
  injects?: Record<string, unknown>;
  // biome-ignore lint/suspicious/noExplicitAny: a CLDR instance from @phensley/cldr
  cldr?: any;
  now?: number;
  enableExpr?: boolean;
  exprOpts?: ExprOptions;
  enableInclude?: boolean;
}

export interface ParseResult {
  code: Template;
  errors: TemplateError[];
}

export interface ExecuteResult {
  ctx: Context;
  errors: TemplateError[];
  output: string;
}

const isTemplate = (v: unknown): v is Template =>
  typeof v === 'object' && v !== null && (v as Template).kind === 'template';

/** Partial sources whose parse is kept across executions (they are parsed the same each time). */
const PARTIAL_CACHE_SIZE = 256;

export class Compiler {
  private declare readonly renderer: Renderer;
  private declare readonly host: Host;
  private declare readonly partials: Map<string, ParseOutcome>;
  private declare readonly hasFormatter: (name: string) => boolean;
  private declare readonly hasPredicate: (name: string) => boolean;

  constructor(props?: CompilerProps) {
    const formatters = props ? (props.formatters ?? {}) : Formatters;
    const predicates = props ? (props.predicates ?? {}) : Predicates;
    this.renderer = new Renderer(formatters, predicates);
    this.partials = new Map();
    this.hasFormatter = (name) => Object.hasOwn(formatters, name);
    this.hasPredicate = (name) => Object.hasOwn(predicates, name);
    this.host = {
      parse: (source) => this.parsePartial(source),
      runBody: (nodes, ctx) => this.renderer.runBody(nodes, ctx),
      adopt: (code) => (isTemplate(code) ? code : null),
    };
  }

  private parseSource(source: string): ParseOutcome {
    return parseTemplate(source, this.hasFormatter, this.hasPredicate);
  }

  /**
   * A partial's parse, shared by executions. Sources with `{.eval}` are parsed
   * afresh: an expression's syntax errors are reported once per parsed tree.
   */
  private parsePartial(source: string): ParseOutcome {
    let outcome = this.partials.get(source);
    if (outcome === undefined) {
      outcome = this.parseSource(source);
      if (!source.includes('.eval')) {
        if (this.partials.size >= PARTIAL_CACHE_SIZE) this.partials.clear();
        this.partials.set(source, outcome);
      }
    }
    return outcome;
  }

  parse(source: string): ParseResult {
    const { template, errors } = this.parseSource(
      typeof source === 'string' ? source : String(source),
    );
    return { code: template, errors };
  }

  execute(props: ExecuteProps = {}): ExecuteResult {
    const errors: TemplateError[] = [];
    let template: Template;
    if (typeof props.code === 'string') {
      const parsed = this.parseSource(props.code);
      template = parsed.template;
      errors.push(...parsed.errors);
    } else {
      template = this.host.adopt(props.code) ?? { kind: 'template', body: [] };
    }
    const ctx = new Context(props.json, this.host, props);
    try {
      this.renderer.runBody(template.body, ctx);
    } catch (e) {
      if (!(e instanceof LimitExceeded)) throw e;
      ctx.stopped = true;
      ctx.error({ type: 'engine', message: e.message });
    }
    errors.push(...ctx.errors);
    return { ctx, errors, output: ctx.render() };
  }
}

export default Compiler;
