/**
 * Public API: a drop-in for `@squarespace/template-engine`'s `Compiler`.
 *
 * Code formats. `parse(source)` gives our syntax tree (core/ast.ts), as it always has;
 * `parse(source, { format: 'public' })` gives the public engine's instruction code instead,
 * the very arrays its own `parse()` gives (code/to-public.ts). `execute({ code })` runs
 * template source, our tree, or the public engine's code, as its array or as the JSON text of
 * it: a string is code only when it is JSON of a ROOT array (`[17,…`; code/code-text.ts),
 * any other string is source. Code that does not convert (code/from-public.ts), or a `code`
 * of any other type, renders nothing and reports one `engine` error, `RuntimeError: Invalid
 * template code: …` (the public engine reports none: it skips what it cannot run, or throws);
 * `code` left out renders nothing and reports nothing. Partials take the same forms: one whose
 * code does not convert fails as a partial that does not parse, one of any other type is
 * reported not found, as the public engine does. Public code arrays are converted once per
 * compiler and kept by identity, as trees are compiled once: change neither in place after
 * running it.
 */
import { NOT_CODE, readCodeText } from './code/code-text';
import { fromPublicCode } from './code/from-public';
import type { RootCode } from './code/public-code';
import { toPublicCode } from './code/to-public';
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

export type { RootCode as PublicCode } from './code/public-code';
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
  /** Template source, our parsed tree, or the public engine's code (array or JSON text). */
  code?: string | Template | RootCode;
  json?: unknown;
  partials?: Record<string, string | Template | RootCode>;
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

/** `parse(source, { format: 'public' })`: the public engine's code for the source. */
export interface PublicParseResult {
  code: RootCode;
  errors: TemplateError[];
}

export interface ParseOptions {
  /** `tree` (the default): our syntax tree; `public`: the public engine's instruction code. */
  format?: 'tree' | 'public';
}

export interface ExecuteResult {
  ctx: Context;
  errors: TemplateError[];
  output: string;
}

const isTemplate = (v: unknown): v is Template =>
  typeof v === 'object' &&
  v !== null &&
  (v as Template).kind === 'template' &&
  Array.isArray((v as Template).body);

const EMPTY: ParseOutcome = { template: { kind: 'template', body: [] }, errors: [] };

const invalidCode = (message: string): ParseOutcome => ({
  template: EMPTY.template,
  errors: [{ type: 'engine', message: `RuntimeError: Invalid template code: ${message}` }],
});

/** Our tree for public code, or why the code does not convert (and an empty tree). */
function convert(code: unknown[]): ParseOutcome {
  const r = fromPublicCode(code);
  return r.template ? { template: r.template, errors: [] } : invalidCode(r.error);
}

const typeOf = (v: unknown) =>
  v === null ? 'null' : typeof v === 'object' ? 'an object that is not a template' : typeof v;

/** Partial sources whose parse is kept across executions (they are parsed the same each time). */
const PARTIAL_CACHE_SIZE = 256;

export class Compiler {
  private declare readonly renderer: Renderer;
  private declare readonly host: Host;
  private declare readonly partials: Map<string, ParseOutcome>;
  /** Public code arrays converted, by identity. */
  private declare readonly converted: WeakMap<object, ParseOutcome>;
  private declare readonly hasFormatter: (name: string) => boolean;
  private declare readonly hasPredicate: (name: string) => boolean;

  constructor(props?: CompilerProps) {
    const formatters = props ? (props.formatters ?? {}) : Formatters;
    const predicates = props ? (props.predicates ?? {}) : Predicates;
    this.renderer = new Renderer(formatters, predicates);
    this.partials = new Map();
    this.converted = new WeakMap();
    this.hasFormatter = (name) => Object.hasOwn(formatters, name);
    this.hasPredicate = (name) => Object.hasOwn(predicates, name);
    this.host = {
      parse: (source) => this.parsePartial(source),
      runBody: (nodes, ctx) => this.renderer.runBody(nodes, ctx),
      adopt: (code) =>
        isTemplate(code)
          ? { template: code, errors: [] }
          : Array.isArray(code)
            ? this.fromPublic(code)
            : null,
    };
  }

  private parseSource(source: string): ParseOutcome {
    return parseTemplate(source, this.hasFormatter, this.hasPredicate);
  }

  /** Our tree for a public code array, converted once (kept by identity). */
  private fromPublic(code: unknown[]): ParseOutcome {
    let outcome = this.converted.get(code);
    if (outcome === undefined) {
      outcome = convert(code);
      this.converted.set(code, outcome);
    }
    return outcome;
  }

  /** The tree to run for an execution's `code`, with the errors reading it gave. */
  private readCode(code: unknown): ParseOutcome {
    if (code === undefined) return EMPTY;
    if (typeof code === 'string') {
      const json = readCodeText(code);
      return json === NOT_CODE ? this.parseSource(code) : convert(json);
    }
    if (isTemplate(code)) return { template: code, errors: [] };
    if (Array.isArray(code)) return this.fromPublic(code);
    return invalidCode(
      `expected template source (a string), a parsed template or the public engine's code (an array [17, 1, […], 18]), got ${typeOf(code)}`,
    );
  }

  /**
   * A partial's parse, shared by executions. Sources with `{.eval}` are parsed
   * afresh: an expression's syntax errors are reported once per parsed tree.
   */
  private parsePartial(source: string): ParseOutcome {
    const json = readCodeText(source);
    if (json !== NOT_CODE) return convert(json);
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

  parse(source: string, options?: ParseOptions & { format?: 'tree' }): ParseResult;
  parse(source: string, options: { format: 'public' }): PublicParseResult;
  parse(source: string, options?: ParseOptions): ParseResult | PublicParseResult;
  parse(source: string, options?: ParseOptions): ParseResult | PublicParseResult {
    const { template, errors } = this.parseSource(
      typeof source === 'string' ? source : String(source),
    );
    if (options?.format === 'public') return { code: toPublicCode(template), errors };
    return { code: template, errors };
  }

  execute(props: ExecuteProps = {}): ExecuteResult {
    const { template, errors: readErrors } = this.readCode(props.code);
    const errors: TemplateError[] = [...readErrors];
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
