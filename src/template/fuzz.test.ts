/**
 * Grammar-aware random templates (fast-check): our engine must agree with the public engine on
 * output and errors, and parsing must never throw, for well over 10,000 inputs in total.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Compiler } from './compiler';
import { type Case, runOurs, runPublic } from './testing/oracle';

const DATA = {
  a: 'A<b>&"q"',
  n: 2,
  z: 0,
  f: 1.5,
  t: true,
  no: null,
  s10: '10',
  list: [1, 'two', null, { a: 'x' }],
  objs: [
    { name: 'one', n: 1, on: true },
    { name: 'two', n: 2, on: false },
  ],
  obj: { a: { b: 'deep' }, k: 'a', list: [] },
  empty: [],
  text: 'it\'s -- a "test"\nline two <i>x</i>',
};

const refs = [
  'a',
  'n',
  'z',
  'f',
  't',
  'no',
  's10',
  'list',
  'objs',
  'obj',
  'obj.a.b',
  'obj.k',
  'empty',
  'text',
  '@',
  '@index',
  '@index0',
  '@v',
  '@c.x',
  'list.3.a',
  'objs.0.name',
  'name',
  'missing',
  '0',
  '$x',
];
const ref = fc.constantFrom(...refs);

const formatterCall = fc.oneof(
  fc.constantFrom(
    'html',
    'htmlattr',
    'htmltag',
    'json',
    'json-pretty',
    'raw',
    'str',
    'count',
    'round',
    'safe',
    'slugify',
    'smartypants',
    'encode-space',
    'encode-uri',
    'encode-uri-component',
    'url-encode',
    'iter',
    'line-breaks',
    'mod',
    'pluralize',
    'truncate',
    'find-first',
    'find-last',
    'nope',
  ),
  fc
    .tuple(
      fc.constantFrom(
        'truncate',
        'mod',
        'cycle',
        'pluralize',
        'output',
        'format',
        'get',
        'prop',
        'lookup',
        'key-by',
        'find-first',
        'apply',
      ),
      fc.constantFrom(' ', ':', ','),
      fc.array(
        fc.oneof(ref, fc.constantFrom('3', '0', '-1', 'x', '"s"', 'm', 'p', 'private', 'k=v', '')),
        { maxLength: 3 },
      ),
    )
    .map(([name, d, args]) => `${name}${d}${args.join(d)}`),
);

const variable = fc
  .tuple(fc.array(ref, { minLength: 1, maxLength: 3 }), fc.array(formatterCall, { maxLength: 3 }))
  .map(([rs, fs]) => `{${rs.join(', ')}${fs.map((f) => `|${f}`).join('')}}`);

const predicateTag = fc
  .tuple(
    fc.constantFrom(
      'equal?',
      'notEqual?',
      'greaterThan?',
      'lessThan?',
      'greaterThanOrEqual?',
      'lessThanOrEqual?',
      'even?',
      'odd?',
      'nth?',
      'plural?',
      'singular?',
      'debug?',
      'bogus?',
    ),
    fc.array(fc.oneof(ref, fc.constantFrom('1', '2', '"two"', 'null', 'true', '[]', '{"a":"x"}')), {
      maxLength: 2,
    }),
  )
  .map(([p, args]) => (args.length ? `${p} ${args.join(' ')}` : p));

const exprPart = fc.constantFrom(
  '1',
  '2.5',
  '"s"',
  "'t'",
  'n',
  'a',
  '@v',
  'z',
  'null',
  'true',
  'PI',
  '0x1f',
  '+',
  '-',
  '*',
  '/',
  '%',
  '**',
  '==',
  '===',
  '!=',
  '<',
  '>=',
  '&&',
  '||',
  '!',
  '~',
  '(',
  ')',
  ',',
  ';',
  'max(',
  'min(',
  'abs(',
  'str(',
  'num(',
  '@v =',
  'foo(',
  '"\\x41"',
  '$',
);

const instruction = fc.oneof(
  ref.map((r) => `{.section ${r}}`),
  ref.map((r) => `{.repeated section ${r}}`),
  fc.constant('{.or}'),
  predicateTag.map((p) => `{.or ${p}}`),
  fc.constant('{.end}'),
  fc.constant('{.end}'),
  fc.constant('{.alternates with}'),
  predicateTag.map((p) => `{.${p}}`),
  fc
    .tuple(
      fc.array(ref, { minLength: 1, maxLength: 3 }),
      fc.array(fc.constantFrom(' && ', ' || ', '&&', '||'), { minLength: 2, maxLength: 2 }),
    )
    .map(([rs, ops]) => `{.if ${rs.map((r, i) => (i ? `${ops[(i - 1) % 2]}${r}` : r)).join('')}}`),
  predicateTag.map((p) => `{.if ${p}}`),
  fc
    .tuple(ref, fc.array(formatterCall, { maxLength: 2 }))
    .map(([r, fs]) => `{.var @v ${r}${fs.map((f) => `|${f}`).join('')}}`),
  fc.tuple(ref, ref).map(([x, y]) => `{.ctx @c x=${x} y=${y}}`),
  fc.array(exprPart, { minLength: 1, maxLength: 6 }).map((ps) => `{.eval ${ps.join(' ')}}`),
  fc.constantFrom(
    '{.macro m}',
    '{.macro p}',
    '{.include m}',
    '{.include p output}',
    '{.inject @v ./x}',
    '{.eof}',
  ),
  fc.constantFrom(
    '{.meta-left}',
    '{.meta-right}',
    '{.space}',
    '{.tab}',
    '{.newline}',
    '{# note}',
    '{## multi\n##}',
    '{##',
  ),
);

const text = fc.oneof(
  fc.constantFrom(
    'x',
    ' ',
    '\n',
    'héllo',
    '{',
    '}',
    '{ a }',
    '{a||b}',
    '{.section }',
    '{.bogus}',
    '{|html}',
    '{.',
    '#',
  ),
  fc.string({
    unit: fc.constantFrom('a', '{', '}', '.', '|', '@', ' ', '#', '?', '\u00e9'),
    maxLength: 8,
  }),
);

const template = fc
  .array(
    fc.oneof(
      { weight: 3, arbitrary: variable },
      { weight: 4, arbitrary: instruction },
      { weight: 2, arbitrary: text },
    ),
    { maxLength: 20 },
  )
  .map((parts) => parts.join(''))
  // At most one partial/macro application or include keeps recursion linear, not exponential.
  .filter((t) => (t.match(/apply|\.include/g) ?? []).length <= 1);

const partials = { p: '{name}{@args.k}[{@|apply p}]', bad: '{.section a}' };

const agree = (t: string, extra: Partial<Case> = {}) => {
  const c: Case = {
    name: 'fuzz',
    template: t,
    json: DATA,
    partials,
    injects: { './x': { x: 1 } },
    enableExpr: true,
    enableInclude: true,
    ...extra,
  };
  const ours = runOurs(c);
  const theirs = runPublic(c);
  expect(ours.output).toBe(theirs.output);
  expect(ours.errors).toEqual(theirs.errors);
  expect(ours.code).toBe(theirs.code);
};

describe('fuzz: random templates agree with the public engine', () => {
  it('grammar-aware templates (8,000 runs)', () => {
    fc.assert(
      fc.property(template, (t) => agree(t)),
      { numRuns: 8000 },
    );
  });

  it('character soup (4,000 runs)', () => {
    const soup = fc.string({
      unit: fc.constantFrom(
        '{',
        '}',
        '.',
        '|',
        '@',
        ' ',
        '#',
        'a',
        'b',
        '1',
        ',',
        '?',
        '&',
        'section',
        'end',
        'or',
        'repeated section',
        'if',
        'var',
        'html',
        'equal?',
        '\n',
      ),
      maxLength: 40,
    });
    fc.assert(
      fc.property(soup, (t) => agree(t)),
      { numRuns: 4000 },
    );
  });

  it('parsing never throws on arbitrary strings (3,000 runs)', () => {
    const compiler = new Compiler();
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => {
        const { code, errors } = compiler.parse(s);
        expect(Array.isArray(code)).toBe(true);
        expect(Array.isArray(errors)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
