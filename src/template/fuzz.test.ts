/**
 * Robustness: parsing never throws and stays fast on arbitrary input, and
 * rendering never throws either. Also a seeded differential sweep against the
 * public engine on random well-formed templates.
 */
import { Compiler as Oracle } from '@squarespace/template-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Compiler } from './index';

const ours = new Compiler();

/** Pieces that exercise the tag reader and the block machine. */
const PIECES = [
  '{',
  '}',
  '{.',
  '{#',
  '{##',
  '##}',
  '|',
  '||',
  ',',
  ' ',
  '\n',
  '.',
  '@',
  'a',
  'b.c',
  '{a}',
  '{a|html}',
  '{a|truncate 3 x}',
  '{.section a}',
  '{.repeated section b}',
  '{.alternates with}',
  '{.or}',
  '{.or equal? 1}',
  '{.end}',
  '{.if a || b}',
  '{.equal? a "x"}',
  '{.var @v a}',
  '{.ctx @c k=a}',
  '{.macro m}',
  '{.include m output}',
  '{.inject @i k}',
  '{.eval 1 + (2 * a}',
  '{.eval #@x = max(1, 2)}',
  '{.eof}',
  '{.space}',
  '{a|nope}',
  '{.nope? 1}',
];

const templateArb = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }).map((xs) => xs.join('')),
  fc
    .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 5 })), { maxLength: 40 })
    .map((xs) => xs.join('')),
);

describe('fuzz', () => {
  // Speed is the bench's to measure; a generous timeout only catches a parse that never ends.
  it('parse never throws (10,000 inputs)', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(templateArb, (src) => {
        const r = ours.parse(src);
        expect(Array.isArray(r.errors)).toBe(true);
      }),
      { numRuns: 10_000, seed: 20240601 },
    );
  });

  it('execute never throws (3,000 inputs, expressions and includes on)', {
    timeout: 60_000,
  }, () => {
    const json = { a: { b: 1, c: [1, 2] }, b: [{ c: 'x' }, { c: '<y>' }], s: 'text', n: 3 };
    fc.assert(
      fc.property(templateArb, (src) => {
        const r = ours.execute({
          code: src,
          json,
          partials: { m: src.slice(0, 40) },
          injects: { k: 1 },
          enableExpr: true,
          enableInclude: true,
          maxInstructions: 100_000,
        });
        expect(typeof r.ctx.render()).toBe('string');
      }),
      { numRuns: 3_000, seed: 7 },
    );
  });

  // A parser that is not linear would take minutes on this source and hit the timeout.
  it('parses a huge pathological source', { timeout: 60_000 }, () => {
    const src = `${'{'.repeat(200_000)}${'{.section a}'.repeat(20_000)}${'|{a||b}'.repeat(20_000)}`;
    expect(Array.isArray(ours.parse(src).errors)).toBe(true);
  });

  it('matches the public engine on random pieces (2,000 inputs)', { timeout: 60_000 }, () => {
    const oracle = new Oracle();
    const json = { a: { b: 1, c: [1, 2] }, b: [{ c: 'x' }, { c: '<y>' }], s: 'text', n: 3 };
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }), (xs) => {
        const props = {
          code: xs.join(''),
          json,
          partials: { m: '<{a.b}>' },
          injects: { k: 1 },
          enableExpr: true,
          enableInclude: true,
        };
        const a = ours.execute(props);
        const b = oracle.execute(props as never);
        expect(a.ctx.render()).toBe(b.ctx.render());
        expect(a.errors).toEqual(b.errors);
      }),
      {
        numRuns: Number(process.env.TEMPLATE_FUZZ_RUNS ?? 2_000),
        seed: Number(process.env.TEMPLATE_FUZZ_SEED ?? 42),
      },
    );
  });
});
