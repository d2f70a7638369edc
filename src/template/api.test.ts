/**
 * The public API as a host uses it: one compiler reused across renders, custom tables, the
 * `output` beside `ctx.render()`, and nothing carried from one execution into the next.
 */
import { describe, expect, it } from 'vitest';
import {
  Compiler,
  Formatter,
  Formatters,
  PredicatePlugin,
  Predicates,
  type Variable,
} from './index';

class Shout extends Formatter {
  apply(_args: string[], vars: Variable[]): void {
    const v = vars[0] as Variable;
    v.set(`${String(v.get()).toUpperCase()}!`);
  }
}

class Long extends PredicatePlugin {
  apply(args: string[]): boolean {
    return (args[0] ?? '').length > 3;
  }
}

describe('Compiler', () => {
  it('renders parsed code again and again with different data', () => {
    const compiler = new Compiler();
    const { code, errors } = compiler.parse(
      '{.repeated section items}{@|html}{.alternates with}, {.end}',
    );
    expect(errors).toEqual([]);
    expect(compiler.execute({ code, json: { items: ['<a>', 'b'] } }).output).toBe('&lt;a&gt;, b');
    expect(compiler.execute({ code, json: { items: ['c'] } }).output).toBe('c');
  });

  it('gives the same text as output and as ctx.render()', () => {
    const result = new Compiler().execute({ code: '{a|json}', json: { a: [1] } });
    expect(result.output).toBe('[1]');
    expect(result.ctx.render()).toBe(result.output);
  });

  it('carries no variables, macros or partials from one execution into the next', () => {
    const compiler = new Compiler();
    const first = compiler.execute({
      code: '{.var @v a}{.macro m}M{.end}{@|apply p}',
      json: { a: 1 },
      partials: { p: 'first partial' },
    });
    expect(first.output).toBe('first partial');
    const second = compiler.execute({
      code: '[{@v}]{@|apply m}{@|apply p}',
      json: {},
      partials: { p: 'second partial' },
    });
    expect(second.output).toBe('[]second partial');
    expect(second.errors.map((e) => e.message)).toEqual([
      "RuntimeError: Attempt to apply partial 'm' which could not be found.",
    ]);
  });

  it('uses only the tables it is given, and the built-ins can be extended', () => {
    const bare = new Compiler({
      formatters: { shout: new Shout() },
      predicates: { 'long?': new Long() },
    });
    expect(bare.execute({ code: '{a|shout}{.long? abcd}+{.end}', json: { a: 'hi' } }).output).toBe(
      'HI!+',
    );
    expect(bare.parse('{a|html}').errors.map((e) => e.message)).toEqual([
      "SyntaxError: Formatter 'html' is unknown",
    ]);
    const extended = new Compiler({
      formatters: { ...Formatters, shout: new Shout() },
      predicates: { ...Predicates },
    });
    expect(extended.execute({ code: '{a|html|shout}', json: { a: '<b>' } }).output).toBe(
      '&LT;B&GT;!',
    );
  });

  it('never throws on input that is not a template', () => {
    const compiler = new Compiler();
    for (const code of [undefined, null, 42, {}, [], '{', '{.end}', '\u0000{a'] as unknown[]) {
      expect(() => compiler.parse(code as string)).not.toThrow();
      expect(() => compiler.execute({ code: code as string, json: { a: 1 } })).not.toThrow();
    }
  });
});
