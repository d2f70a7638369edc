/**
 * The public engine's instruction code, both ways, over every case of the public engine's
 * suite (`public-suite-cases.ts`) and of the differential corpus (`cases/`):
 * (a) the public engine parses and ours executes its code (as JSON text with the case's
 *     partials, and as arrays with the partials as code too): the same output and errors as
 *     the public engine executing its own code;
 * (b) ours parses to public code and the public engine executes it: the same output as the
 *     public engine from source, and the same errors as from its own code;
 * (c) our code is exactly the public engine's `parse()` code, for the template and each
 *     partial source.
 * Then the Compiler's handling of code (forms, bad code, partials) and the render limits on
 * precompiled code.
 */
import { isDeepStrictEqual } from 'node:util';
import { Compiler as Oracle } from '@squarespace/template-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { Compiler, type PublicCode } from '../../src/template';
import { CASE_FAMILIES } from './cases';
import { oracleProps } from './oracle-props';
import { CASES as SUITE_CASES } from './public-suite-cases';

const ours = new Compiler();
const oracle = new Oracle();

type Props = Record<string, unknown> & { code: string; partials?: Record<string, string> };
interface Engine {
  execute(p: unknown): { ctx: { render(): string }; errors: { type: string; message: string }[] };
}

function run(engine: unknown, props: Record<string, unknown>) {
  const r = (engine as Engine).execute(props);
  return { output: r.ctx.render(), errors: r.errors.map((e) => `${e.type}: ${e.message}`) };
}

/** The public engine's code for a source, new arrays each time (its engine caches on them). */
const publicCode = (source: string): PublicCode => oracle.parse(source).code as never;
const ourCode = (source: string): PublicCode => ours.parse(source, { format: 'public' }).code;

const mapValues = <T>(o: Record<string, string> | undefined, f: (s: string) => T) =>
  o && Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));

const checked = { a: 0, b: 0, c: 0, sources: 0, differing: 0 };

function checkCase(props: Props): void {
  const source = props.code;
  const mine = run(ours, { ...props, code: JSON.stringify(publicCode(source)) });
  const theirs = run(oracle, { ...props, code: publicCode(source) });
  const arrays = () => ({
    ...props,
    code: publicCode(source),
    partials: mapValues(props.partials, publicCode),
  });
  const mineArrays = run(ours, arrays());
  const theirsArrays = run(oracle, arrays());
  expect({ json: mine, arrays: mineArrays }).toEqual({ json: theirs, arrays: theirsArrays });
  checked.a++;

  const fromOurs = run(oracle, { ...props, code: ourCode(source) });
  expect(fromOurs).toEqual({ output: run(oracle, props).output, errors: theirs.errors });
  checked.b++;

  for (const s of [source, ...Object.values(props.partials ?? {})]) {
    checked.sources++;
    const [mineCode, theirCode] = [ourCode(s), publicCode(s)];
    if (!isDeepStrictEqual(mineCode, theirCode)) checked.differing++;
    expect.soft(mineCode, JSON.stringify(s).slice(0, 80)).toStrictEqual(theirCode);
  }
  checked.c++;
}

const corpus = Object.entries(CASE_FAMILIES).filter(([, cases]) => cases.length > 0);
const total = SUITE_CASES.length + corpus.reduce((n, [, cases]) => n + cases.length, 0);

describe(`public code both ways: the public suite (${SUITE_CASES.length})`, () => {
  it.each(SUITE_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    checkCase({ ...c.props, code: c.template } as Props);
  });
});

describe.each(corpus)('public code both ways: differential %s', (_family, cases) => {
  it.each(cases.map((c, i) => [i, JSON.stringify(c[0]).slice(0, 60), c] as const))(
    'case %i %s',
    (_i, _label, c) => {
      checkCase(oracleProps(c) as Props);
    },
  );
});

afterAll(() => {
  console.info(
    `public code: ${total} cases; (a) ${checked.a}, (b) ${checked.b}, (c) ${checked.c} cases checked; (c) ${checked.sources} template and partial sources compared, ${checked.differing} differ`,
  );
});

describe('Compiler and public code', () => {
  const json = { a: 'A', items: [1, 2] };
  const SOURCE =
    '{.section a}<{@}>{.or}none{.end}{.repeated section items}{@}{.alternates with},{.end}';

  it('runs the code as an array and as its JSON text, pretty-printed or not', () => {
    const code = publicCode(SOURCE);
    expect(ours.execute({ code, json }).output).toBe('<A>1,2');
    expect(ours.execute({ code: JSON.stringify(code), json }).output).toBe('<A>1,2');
    expect(ours.execute({ code: JSON.stringify(code, null, 2), json }).output).toBe('<A>1,2');
  });

  it('takes any other string as template source, as the public engine does', () => {
    for (const code of ['[17, 1, [[0, "x"]], 18', '[18,1,[],18]', 'x[17,1,[],18]', '[ 17 ]']) {
      expect(run(ours, { code })).toEqual(run(oracle, { code }));
      expect(run(ours, { code }).output).toBe(code);
    }
  });

  it('reports code that is not valid, and renders nothing', () => {
    const bad: [unknown, string][] = [
      [
        null,
        "expected template source (a string), a parsed template or the public engine's code (an array [17, 1, […], 18]), got null",
      ],
      [42, expect.stringContaining('got number') as never],
      [
        { kind: 'template' },
        expect.stringContaining('got an object that is not a template') as never,
      ],
      [[], 'code[0]: expected the ROOT opcode (17), got nothing'],
      [[17, 2, [], 18], 'code[1]: expected version 1, got 2'],
      [
        [17, 1, [[0, 'x'], [99]], 18],
        'code[2][1][0]: expected an opcode of an instruction allowed in a block, got 99',
      ],
      [
        '[17,1,[[1,[],0]],18]',
        'code[2][0][1]: expected at least one reference, got an empty array',
      ],
    ];
    for (const [code, message] of bad) {
      expect(() => ours.execute({ code: code as never, json })).not.toThrow();
      const r = ours.execute({ code: code as never, json });
      expect(r.output).toBe('');
      expect(r.errors).toEqual([
        {
          type: 'engine',
          message: expect.stringMatching(/^RuntimeError: Invalid template code: /),
        },
      ]);
      expect(r.errors[0]?.message.replace('RuntimeError: Invalid template code: ', '')).toEqual(
        message,
      );
    }
    expect(ours.execute({ json }).errors).toEqual([]);
  });

  it('runs `{.if }`, an IF block over no paths, as the public engine does: an error and nothing', () => {
    // The public engine reads the block's first operand, which is not there.
    for (const source of ['{.if }x{.end}', '{.if \t}x{.or}y{.end}']) {
      const code = publicCode(source);
      expect(ours.parse(source, { format: 'public' }).code).toEqual(code);
      const expected = run(oracle, { code });
      expect(expected.errors).toEqual([
        expect.stringMatching(
          /^engine: RuntimeError: Unexpected TypeError error when executing IF/,
        ),
      ]);
      expect(run(ours, { code })).toEqual(expected);
      expect(run(ours, { code: source })).toEqual(expected);
    }
  });

  it('takes partials as public code, array or JSON text', () => {
    const code = '{a|apply p}|{.include q output}';
    const partials = { p: publicCode('[{@}]'), q: JSON.stringify(publicCode('<{a}>')) };
    const r = ours.execute({ code, json, partials, enableInclude: true });
    expect(r.output).toBe('[A]|<A>');
    expect(r.errors).toEqual([]);
    const bad = { p: [17, 1, 'x', 18] as never, q: 42 as never };
    const r2 = ours.execute({ code, json, partials: bad, enableInclude: true });
    expect(r2.output).toBe('|');
    expect(r2.errors.map((e) => e.message)).toEqual([
      'RuntimeError: Parse of partial "p" failed: RuntimeError: Invalid template code: code[2]: expected a block (an array of instructions), got "x"',
      "RuntimeError: Attempt to apply partial 'q' which could not be found.",
    ]);
  });

  it('gives the public format on request, and its own tree by default', () => {
    expect(ours.parse(SOURCE, { format: 'public' })).toEqual(oracle.parse(SOURCE));
    expect(ours.parse(SOURCE).code).toMatchObject({ kind: 'template' });
  });

  it('converts an array once: an expression error is reported on its first run only, as in the public engine', () => {
    const props = (code: unknown) => ({ code, enableExpr: true }) as never;
    const mine = publicCode('{.eval (1}');
    const theirs = publicCode('{.eval (1}');
    const first = [run(ours, props(mine)), run(oracle, props(theirs))];
    const second = [run(ours, props(mine)), run(oracle, props(theirs))];
    expect(first[0]).toEqual(first[1]);
    expect(second[0]).toEqual(second[1]);
    expect(first[0]?.errors).toHaveLength(1);
    expect(second[0]?.errors).toEqual([]);
  });
});

describe('render limits on precompiled code', () => {
  /** Renders the source and its public code (array and JSON text): the same each way. */
  function sameAsSource(source: string, props: Record<string, unknown>) {
    const fromSource = run(ours, { ...props, code: source });
    expect(run(ours, { ...props, code: publicCode(source) })).toEqual(fromSource);
    expect(run(ours, { ...props, code: JSON.stringify(ourCode(source)) })).toEqual(fromSource);
    return fromSource;
  }

  it('nesting: the depth limit, default and set', () => {
    const depth = 1500;
    const source = `${'{.section @}'.repeat(depth)}x${'{.end}'.repeat(depth)}`;
    expect(sameAsSource(source, { json: { a: 1 } }).errors).toEqual([
      'engine: RuntimeError: Nesting exceeded the maximum depth of 1000; rendering stopped.',
    ]);
    expect(sameAsSource(source, { json: { a: 1 }, maxDepth: 10 }).errors).toEqual([
      'engine: RuntimeError: Nesting exceeded the maximum depth of 10; rendering stopped.',
    ]);
  });

  it('nesting far deeper than a call stack: converted without recursion, then limited', () => {
    const depth = 50_000;
    let code: unknown[] = [[0, 'x']];
    for (let i = 0; i < depth; i++) code = [[2, ['@'], code, 3]];
    const r = run(ours, { code: [17, 1, code, 18], json: 1 });
    const source = `${'{.section @}'.repeat(depth)}x${'{.end}'.repeat(depth)}`;
    expect(r).toEqual(run(ours, { code: source, json: 1 }));
    expect(r.errors).toEqual([
      'engine: RuntimeError: Nesting exceeded the maximum depth of 1000; rendering stopped.',
    ]);
    expect(ours.parse(source, { format: 'public' }).code[2]).toHaveLength(1);
  });

  it('size and time: the output and instruction limits', () => {
    const source = `${'{a}-'.repeat(20_000)}{.repeated section items}{@}{.end}`;
    const props = { json: { a: 'aa', items: new Array(5_000).fill(7) } };
    expect(sameAsSource(source, { ...props, maxOutputSize: 1000 }).errors).toEqual([
      'engine: RuntimeError: Output exceeded the maximum size of 1000 characters; rendering stopped.',
    ]);
    expect(sameAsSource(source, { ...props, maxInstructions: 10_000 }).errors).toEqual([
      'engine: RuntimeError: Executed more than the maximum of 10000 instructions; rendering stopped.',
    ]);
    expect(sameAsSource(source, props).output).toHaveLength(3 * 20_000 + 5_000);
  });
});
