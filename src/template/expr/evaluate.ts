/**
 * `{.eval}`: lex, compile and reduce an expression against the current scope,
 * print the last value, and bind `@name` assignments when nothing failed.
 */
import type { EvalNode } from '../core/ast';
import type { Context } from '../core/context';
import { type Compiled, compile, type Step } from './compile';
import { lex } from './lex';
import { type Primitive, reduce } from './reduce';

const show = (v: Primitive): string => (v === null ? '' : String(v));

function stepText(s: Step): string {
  switch (s.t) {
    case 'value':
      return typeof s.value === 'string' ? JSON.stringify(s.value) : String(s.value);
    case 'ref':
      return s.name;
    case 'args':
      return '<args>';
    case 'call':
      return `${s.name}()`;
    case 'op':
      return `<${s.op.desc}>`;
  }
}

const listing = (programs: Step[][]): string =>
  `EVAL=[${programs.map((p) => `[${p.map(stepText).join(' ')}]`).join(', ')}]`;

/**
 * Compiled expressions, kept per instruction: like the public engine, an
 * instruction's syntax errors are reported the first time it runs only.
 */
const compiledByNode = new WeakMap<EvalNode, Compiled>();

export function evaluate(node: EvalNode, ctx: Context): void {
  const source = node.source;
  const debug = source.charCodeAt(0) === 35; /* # */
  const raw = debug ? source.slice(1) : source;
  const { maxTokens = 0, maxStringLen = 0 } = ctx.exprOpts;

  let compiled = compiledByNode.get(node);
  if (!compiled) {
    const lexed = lex(raw, maxTokens);
    compiled = lexed.errors.length ? { programs: [], errors: lexed.errors } : compile(lexed.tokens);
    compiledByNode.set(node, compiled);
    for (const message of compiled.errors) {
      ctx.error({
        type: 'engine',
        message: `RuntimeError: Error parsing expression: ${JSON.stringify(raw)}: ${message}`,
      });
    }
  }
  if (compiled.errors.length) {
    if (debug) ctx.append(listing(compiled.programs));
    return;
  }

  const pending = new Map<string, Primitive>();
  const env = {
    maxStringLen: maxStringLen > 0 ? maxStringLen : Number.POSITIVE_INFINITY,
    lookup: (path: (string | number)[], name: string): unknown => {
      if (path.length === 1 && pending.has(name)) return pending.get(name);
      return ctx.lookup(path);
    },
    assign: (name: string, value: Primitive) => {
      pending.set(name, value);
    },
  };

  let value: Primitive | undefined;
  const errors: string[] = [];
  for (const program of compiled.programs) value = reduce(program, env, errors);
  if (errors.length) {
    for (const message of errors) {
      ctx.error({
        type: 'engine',
        message: `RuntimeError: Error reducing expression: ${raw}: ${message}`,
      });
    }
    if (debug) ctx.append(listing(compiled.programs));
    return;
  }
  for (const [name, v] of pending) ctx.setVar(name, v);
  if (debug) {
    ctx.append(listing(compiled.programs) + (value === undefined ? '' : ` -> ${show(value)}`));
  } else if (value !== undefined) {
    ctx.append(show(value));
  }
}
