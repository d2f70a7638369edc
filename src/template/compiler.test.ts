import { describe, expect, it } from 'vitest';
import type { Context } from './context';
import Default, {
  Compiler,
  Formatter,
  Formatters,
  PredicatePlugin,
  Predicates,
  TEMPLATE_LIMITS,
} from './index';
import type { Variable } from './variable';

describe('Compiler API', () => {
  it('is the default export and renders with every built-in by default', () => {
    expect(Default).toBe(Compiler);
    const { ctx, errors } = new Compiler().execute({ code: '{a|html}', json: { a: '<b>' } });
    expect(ctx.render()).toBe('&lt;b&gt;');
    expect(errors).toEqual([]);
  });

  it('execute() with no argument renders an empty template', () => {
    const r = new Compiler().execute();
    expect(r.ctx.render()).toBe('');
    expect(r.output).toBe('');
  });

  it('custom tables replace the built-ins; spreading them adds plugins', () => {
    class Shout extends Formatter {
      apply(_args: string[], vars: Variable[]): void {
        const first = vars[0] as Variable;
        first.set(`${first.node.asString().toUpperCase()}!`);
      }
    }
    class Big extends PredicatePlugin {
      apply(_args: string[], ctx: Context): boolean {
        return ctx.node().asNumber() > 100;
      }
    }
    const bare = new Compiler({ formatters: { shout: new Shout() } });
    expect(bare.execute({ code: '{a|shout}{a|html}', json: { a: 'hi' } }).errors).toEqual([
      { type: 'parser', message: "SyntaxError: Formatter 'html' is unknown" },
    ]);
    const full = new Compiler({
      formatters: { ...Formatters, shout: new Shout() },
      predicates: { ...Predicates, 'big?': new Big() },
    });
    const r = full.execute({
      code: '{a|shout|html} {.section n}{.big?}big{.end}{.end}',
      json: { a: 'a<', n: 500 },
    });
    expect(r.ctx.render()).toBe('A&lt;! big');
  });

  it('parse() returns the instruction tree and never throws', () => {
    const c = new Compiler();
    expect(c.parse('a{b}').code).toEqual([
      17,
      1,
      [
        [0, 'a'],
        [1, [['b']], 0],
      ],
      18,
    ]);
    for (const s of ['{', '}', '{.section', '{##', '{.end}{.end}', '\u0000{\ud800}']) {
      expect(() => c.parse(s)).not.toThrow();
    }
  });

  it('reports block errors with the exact messages', () => {
    const { errors } = new Compiler().parse('{.section a}{.alternates with}');
    expect(errors.map((e) => e.message)).toEqual([
      'SyntaxError: ALTERNATES_WITH instruction is not allowed inside SECTION block.',
      'SyntaxError: Reached EOF in the middle of SECTION',
    ]);
  });
});

describe('limits', () => {
  it('keeps the spec partial depth of 16', () => {
    expect(TEMPLATE_LIMITS.maxRecursionDepth).toBe(16);
  });

  it('max output size ends the render with an error', () => {
    const r = new Compiler().execute({
      code: '{.repeated section a}{@}{.end}',
      json: { a: Array.from({ length: 100 }, (_, i) => i) },
      limits: { maxOutputSize: 20 },
    });
    expect(r.errors.at(-1)?.message).toBe(
      'RuntimeError: Render stopped: output size exceeded the limit of 20',
    );
    expect(r.ctx.render().length).toBe(20);
  });

  it('max executed instructions ends the render with an error', () => {
    const r = new Compiler().execute({
      code: '{.repeated section a}x{.end}',
      json: { a: new Array(1000).fill(1) },
      limits: { maxInstructions: 50 },
    });
    expect(r.errors).toEqual([
      {
        type: 'engine',
        message: 'RuntimeError: Render stopped: executed instructions exceeded the limit of 50',
      },
    ]);
    expect(r.ctx.render().length).toBeLessThan(50);
  });

  it('recursion depth is configurable and reported', () => {
    const r = new Compiler().execute({
      code: '{@|apply r}',
      json: {},
      partials: { r: 'x{@|apply r}' },
      limits: { maxRecursionDepth: 3 },
    });
    expect(r.ctx.render()).toBe('xxx');
    expect(r.errors[0]?.message).toBe(
      "RuntimeError: Attempt to apply partial 'r' exceeded maximum recursion depth of 3",
    );
  });

  it('a limit hit inside a partial unwinds to the main output', () => {
    const r = new Compiler().execute({
      code: 'start {@|apply big} end',
      json: new Array(20).fill(1),
      partials: { big: '{.repeated section @}y{.end}' },
      limits: { maxInstructions: 5 },
    });
    expect(r.ctx.render()).toBe('start ');
    expect(r.errors).toHaveLength(1);
  });
});
