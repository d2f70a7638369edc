/**
 * Grammar-aware differential fuzzing: random well-formed templates over random data render
 * through both engines with identical output and errors.
 */
import { Compiler as Oracle } from '@squarespace/template-engine';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { Compiler } from '../../src/template';
import { randomData, randomTemplate } from './cases/random-templates';

const ours = new Compiler();
const oracle = new Oracle();

it('renders random well-formed templates exactly as the public engine (3,000 cases)', {
  timeout: 60_000,
}, () => {
  fc.assert(
    fc.property(randomTemplate, randomData, (code, json) => {
      const props = { code, json, partials: { p: '[{@|json}]' }, now: 1_700_000_000_000 };
      const a = ours.execute(props);
      const b = oracle.execute(props as never);
      expect({ output: a.ctx.render(), errors: a.errors }).toEqual({
        output: b.ctx.render(),
        errors: b.errors,
      });
    }),
    {
      numRuns: Number(process.env.TEMPLATE_FUZZ_RUNS ?? 3_000),
      seed: Number(process.env.TEMPLATE_FUZZ_SEED ?? 1123),
    },
  );
});
