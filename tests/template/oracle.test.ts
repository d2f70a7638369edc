import { Compiler as Oracle } from '@squarespace/template-engine';
import { describe, expect, it } from 'vitest';
import { Compiler } from '../../src/template';
import { CASE_FAMILIES, type OracleCase } from './cases';
import { oracleProps } from './oracle-props';

const oracle = new Oracle();
const ours = new Compiler();

function run(compiler: { execute: (p: never) => unknown }, c: OracleCase) {
  const r = compiler.execute(oracleProps(c) as never) as {
    ctx: { render(): string };
    errors: { type: string; message: string }[];
  };
  return { output: r.ctx.render(), errors: r.errors.map((e) => `${e.type}: ${e.message}`) };
}

describe.each(Object.entries(CASE_FAMILIES).filter(([, cases]) => cases.length > 0))(
  'differential %s: same output and errors as @squarespace/template-engine',
  (_family, cases) => {
    it.each(cases.map((c, i) => [i, JSON.stringify(c[0]).slice(0, 60), c] as const))(
      'case %i %s',
      (_i, _label, c) => {
        expect(run(ours as never, c)).toEqual(run(oracle as never, c));
      },
    );
  },
);
