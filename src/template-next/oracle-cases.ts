/**
 * Our own small templates for the differential test against the public engine.
 * Each case: [template, json?, partials?, extra execute options?].
 */
export type OracleCase = [
  template: string,
  json?: unknown,
  partials?: Record<string, string>,
  options?: Record<string, unknown>,
];

export const LEXICAL_CASES: OracleCase[] = [
  ['{## { ##}x'],
  ['{# {a}x'],
  ['{#a{b}x'],
  ['a{b{c}d'],
  ['{a'],
  ['}{'],
  ['{}'],
  ['{ a}'],
  ['{a }'],
  ['{##abc'],
  ['{## a ## b ##}c'],
  ['{##}x'],
  ['{a}{## b }c'],
  ['{.space}{.tab}{.newline}{.meta-left}{.meta-right}'],
  ['{.spacex}'],
];

export const BLOCK_CASES: OracleCase[] = [
  ['{.section a }x{.end}'],
  ['{.eof}'],
  ['{.end}'],
  ['{.or}'],
  ['{.alternates with}'],
  ['{.eof}abc'],
  ['{.eof}{.end}{.end}'],
  ['{.section a}{.eof}'],
  ['{.section a}{.or}{.eof}'],
  ['{.section a}x{.end}{.end}{.end}'],
  ['{.section a}{.section b}'],
  ['{.macro x}{.or}{.end}'],
  ['{.macro x}{.alternates with}{.end}'],
  ['{.if a}{.alternates with}{.end}'],
  ['{.repeated section a}{.alternates with}{.alternates with}{.end}'],
  ['{.repeated section a}{.or}{.alternates with}{.end}'],
  ['{.equal? 1}{.alternates with}{.end}'],
  ['{.repeated section a}{.or}{.or}{.or}{.end}'],
  ['{.section a}A{.end}B{.end}C', { a: 1 }],
  ['{.section a}A{.or}B{.or}C{.end}D', { a: 0 }],
  ['{.section a}A{.alternates with}B{.end}D', { a: 1 }],
  ['{.repeated section a}A{.alternates with}B{.alternates with}C{.end}D', { a: [1, 2] }],
  ['X{.section a}A{.section b}B', { a: 1, b: 1 }],
  ['X{.if a}A{.or}B', { a: 1 }],
  ['{.section a}{b}{.end}', { a: { z: 1 }, b: 1 }],
  ['{.section a}{.section b}B{.end}{.end}', { a: { z: 1 }, b: { q: 1 } }],
  ['{.section a}{.if b}B{.end}{.end}', { a: { z: 1 }, b: 1 }],
  ['{.section x}X{@}{.or}Y{@}{.end}', { x: 0 }],
  ['{.repeated section a}{@}{.alternates with}[{@}{@index}]{.end}', { a: [1, 2, 3] }],
  ['{.repeated section a}{@}{.or}{@|json}{.end}', { a: { x: 1 } }],
  [
    '{@index}{@index0}|{.repeated section a}{@index}{@index0}{.section b}{@index}{.end}{.end}',
    { a: [1, 2], b: 1 },
  ],
];

export const PARTIAL_CASES: OracleCase[] = [
  ['{a|apply p}', { a: { z: 1 }, b: 1 }, { p: '{.section b}B{.end}{b}' }],
  ['{a|apply nope}', { a: 1 }],
  ['{.include nope}', { a: 1 }],
  ['{a|apply p}', { a: 1 }, { p: '{.section x}' }],
  ['{a|apply p}', { a: 1 }, { p: 'x{@|apply p}' }],
];

export const FORMATTER_CASES: OracleCase[] = [
  ['{a.b|html}', { a: { b: '<&>' } }],
  ['{a|foo}', {}],
  ['{a|html|foo}', {}],
  ['{a,b|html}', { a: '<', b: 2 }],
];

export const PREDICATE_CASES: OracleCase[] = [
  ['{.units-metric?}A{.or}B{.end}', {}],
  ['{.foo? 1}A{.or}B{.end}', {}],
];

export const ALL_CASES: OracleCase[] = [
  ...LEXICAL_CASES,
  ...BLOCK_CASES,
  ...PARTIAL_CASES,
  ...FORMATTER_CASES,
  ...PREDICATE_CASES,
];
