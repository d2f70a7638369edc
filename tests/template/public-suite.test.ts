/**
 * The public engine's own spec cases (`tests/template/public-suite/`, see its README), rendered
 * with our engine the way the public jest loader renders them, one test per case.
 *
 * A case file is split into sections at lines `:NAME` (`:JSON`, `:TEMPLATE`, `:OUTPUT`,
 * `:PARTIALS`, `:INJECT`, `:PARAMS`; others are ignored). JSON, PARAMS and PARTIALS are JSON;
 * each INJECT value is JSON text read once more. PARAMS may set `locale` (default `en`; `none`
 * renders without CLDR) and `now`. The template must parse without errors; it then executes
 * with expressions and includes on, and the output, trimmed, must equal OUTPUT, trimmed. The
 * installed public engine (2.10.10) renders each case too and must give the same: the stored
 * cases are the ones that engine passes.
 */
import { Compiler as Oracle } from '@squarespace/template-engine';
import { describe, expect, it } from 'vitest';
import { Compiler } from '../../src/template';
import { CASES, type Case } from './public-suite-cases';

const ours = new Compiler();
const oracle = new Oracle();

function render(compiler: { execute: (p: never) => unknown }, c: Case): string {
  const { ctx } = compiler.execute({ ...c.props, code: c.template } as never) as {
    ctx: { render(): string };
  };
  return ctx.render().trim();
}

describe(`the public engine's spec cases (${CASES.length})`, () => {
  it('are all there', () => {
    console.info(`public suite: ${CASES.length} cases`);
    expect(CASES.length).toBe(110);
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(ours.parse(c.template).errors).toEqual([]);
    expect(render(ours as never, c)).toBe(c.expected);
    expect(render(oracle as never, c)).toBe(c.expected);
  });
});
