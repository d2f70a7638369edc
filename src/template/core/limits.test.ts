import { describe, expect, it } from 'vitest';
import { Compiler } from '..';

const compiler = new Compiler();

/** Renders `code` with partial p, which applies itself with no end. */
const withSelfApplyingPartial = (code: string, limits: { maxOutputSize?: number } = {}) =>
  compiler.execute({ code, json: { a: 1 }, partials: { p: 'x{@|apply p}' }, ...limits });

describe('render limits', () => {
  it('maxOutputSize cuts the output and ends the render with an error', () => {
    const r = compiler.execute({
      code: '{.repeated section a}{@}{.end}',
      json: { a: ['aaaa', 'bbbb', 'cccc'] },
      maxOutputSize: 6,
    });
    expect(r.ctx.render()).toBe('aaaabb');
    expect(r.errors).toEqual([
      {
        type: 'engine',
        message:
          'RuntimeError: Output exceeded the maximum size of 6 characters; rendering stopped.',
      },
    ]);
  });

  it('maxInstructions ends a long render', () => {
    const r = compiler.execute({
      code: '{.repeated section a}x{.end}after',
      json: { a: new Array(1000).fill(1) },
      maxInstructions: 50,
    });
    expect(r.ctx.render().length).toBeLessThan(50);
    expect(r.ctx.render()).not.toContain('after');
    expect(r.errors.map((e) => e.message)).toEqual([
      'RuntimeError: Executed more than the maximum of 50 instructions; rendering stopped.',
    ]);
  });

  it('maxDepth ends a render that nests too deeply', () => {
    const depth = 50;
    const code = `${'{.section a}'.repeat(depth)}deep${'{.end}'.repeat(depth)}`;
    let json: unknown = 1;
    for (let i = 0; i < depth; i++) json = { a: json };
    expect(compiler.execute({ code, json }).ctx.render()).toBe('deep');
    const r = compiler.execute({ code, json, maxDepth: 10 });
    expect(r.ctx.render()).toBe('');
    expect(r.errors.map((e) => e.message)).toEqual([
      'RuntimeError: Nesting exceeded the maximum depth of 10; rendering stopped.',
    ]);
  });

  it('a template nested far deeper than the default depth ends cleanly', () => {
    const depth = 5000;
    const code = `${'{.section @}'.repeat(depth)}x${'{.end}'.repeat(depth)}`;
    const r = compiler.execute({ code, json: { a: 1 } });
    expect(r.errors.at(-1)?.message).toBe(
      'RuntimeError: Nesting exceeded the maximum depth of 1000; rendering stopped.',
    );
  });

  it('the language partial limit (16) reports and carries on', () => {
    const r = withSelfApplyingPartial('{a|apply p}!');
    expect(r.ctx.render()).toBe(`${'x'.repeat(16)}!`);
    expect(r.errors.map((e) => e.message)).toEqual([
      "RuntimeError: Attempt to apply partial 'p' exceeded maximum recursion depth of 16",
    ]);
  });

  it('a limit hit inside a partial still ends the whole render', () => {
    const r = withSelfApplyingPartial('{a|apply p}tail', { maxOutputSize: 3 });
    expect(r.ctx.render()).toBe('');
    expect(r.errors).toHaveLength(1);
  });

  it('renders nothing and reports nothing for execute() without arguments', () => {
    const r = compiler.execute();
    expect(r.ctx.render()).toBe('');
    expect(r.errors).toEqual([]);
  });
});
