/**
 * Test-only: runs a case through our engine and through the public `@squarespace/template-engine`
 * (a devDependency used as the oracle) and returns both results for comparison.
 */
import { createRequire } from 'node:module';
import { Compiler } from '../compiler';
import type { Json } from '../util';

const require = createRequire(import.meta.url);
// biome-ignore lint/suspicious/noExplicitAny: the oracle is an untyped CommonJS module here
const Public: any = require('@squarespace/template-engine');

export interface Case {
  name: string;
  template: string;
  json?: Json;
  partials?: Record<string, string>;
  injects?: Record<string, Json>;
  enableExpr?: boolean;
  enableInclude?: boolean;
  exprOpts?: { maxTokens?: number; maxStringLen?: number };
  now?: number;
}

export interface Outcome {
  output: string;
  errors: string[];
  code: string;
  parseErrors: string[];
}

const ours = new Compiler();
const theirs = new Public.Compiler();

// biome-ignore lint/suspicious/noExplicitAny: both compilers share the public API shape
const run = (compiler: any, c: Case): Outcome => {
  const parsed = compiler.parse(c.template);
  const { ctx, errors } = compiler.execute({
    code: c.template,
    json: c.json === undefined ? {} : structuredClone(c.json),
    partials: c.partials,
    injects: c.injects,
    enableExpr: c.enableExpr,
    enableInclude: c.enableInclude,
    exprOpts: c.exprOpts,
    now: c.now,
  });
  return {
    output: ctx.render(),
    // biome-ignore lint/suspicious/noExplicitAny: error objects
    errors: errors.map((e: any) => `${e.type}: ${e.message}`),
    code: JSON.stringify(parsed.code),
    // biome-ignore lint/suspicious/noExplicitAny: error objects
    parseErrors: parsed.errors.map((e: any) => `${e.type}: ${e.message}`),
  };
};

export const runOurs = (c: Case): Outcome => run(ours, c);
export const runPublic = (c: Case): Outcome => run(theirs, c);
