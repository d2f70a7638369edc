/**
 * Differential cases for every error kind the public engine reports, one group per kind: the
 * parser's unknown names, the assembler's block rules, expressions (tokenizing, assembling,
 * reducing, the token and string limits), partials and macros (missing, failing to parse, too
 * deep), a plugin that throws (worded by the instruction that ran it), the unimplemented
 * predicate, and formatter and predicate arguments that are odd but are not errors. The oracle
 * test compares each error's type and message, in order, and the output.
 *
 * Not here: the public assembler's state-machine faults (EOF never fed, a transition after EOF,
 * popping the root, a state for a non-block instruction) and its reduce step's unexpected
 * operator, which no template source reaches; and what renders after a formatter throws, where
 * the public engine leaves the tag's scope frame on its stack (its variable instruction pops it
 * only on success) and ours puts the scope back, so lookups later in the same block differ.
 */
import type { OracleCase } from './case';

/** Unknown formatter or predicate names: the parser's two errors (the tag stays as text or false). */
const PARSER: OracleCase[] = [
  ['{a|nope}', { a: 1 }],
  ['{a|html|nope|json}', { a: '<' }],
  ['{a|nope 1 2}{b|nope2}', { a: 1, b: 2 }],
  ['{.var @x a|nope}[{@x}]', { a: 1 }],
  ['{.nope?}Y{.or}N{.end}'],
  ['{.nope? a b}Y{.or}N{.end}', { a: 1 }],
  ['{.section a}{.nope?}Y{.or nope2?}M{.or}N{.end}{.end}', { a: 1 }],
  ['{.if nope? a}Y{.or}N{.end}', { a: 1 }],
  ['{.nope?}{.end}{.end}'],
];

/** The assembler: dead branches, unclosed blocks, instructions out of place. */
const ASSEMBLER: OracleCase[] = [
  // "This {block} block will never execute."
  ['{.section a}A{.or}B{.or}C{.end}', { a: 1 }],
  ['{.repeated section a}A{.or}B{.or}C{.or}D{.end}', { a: [] }],
  ['{.if a}A{.or}B{.or}C{.end}', {}],
  ['{.equal? a 1}A{.or}B{.or}C{.end}', { a: 2 }],
  // "Reached EOF in the middle of {block}"
  ['{.section a}A', { a: 1 }],
  ['{.repeated section a}A{.alternates with}', { a: [1, 2] }],
  ['{.if a}A{.or}', {}],
  ['{.macro m}M', {}],
  ['{.even? 2}A', {}],
  ['{.section a}{.section b}{.repeated section c}', {}],
  ['x{.section a}{.eof}y', { a: 1 }],
  // "{inst} instruction is not allowed inside {block} block."
  ['{.section a}{.alternates with}{.end}', { a: 1 }],
  ['{.if a}{.alternates with}{.end}', { a: 1 }],
  ['{.macro m}{.or}{.end}', {}],
  ['{.macro m}{.alternates with}{.end}', {}],
  ['{.repeated section a}{.alternates with}{.alternates with}{.end}', { a: [1, 2] }],
  ['{.repeated section a}{.or}{.alternates with}{.end}', { a: [] }],
  ['{.section a}{.or}{.alternates with}{.end}', {}],
  ['{.equal? a 1}{.alternates with}{.end}', { a: 1 }],
  // "Instruction {inst} not allowed at root"
  ['{.end}'],
  ['a{.end}b{.end}c'],
  ['{.or}x'],
  ['{.or a?}x'],
  ['{.alternates with}x'],
  ['{.section a}{.end}{.end}', { a: 1 }],
  // several kinds in one template, in source order
  ['{.end}{a|nope}{.section a}{.or}{.or}{.alternates with}', { a: 1 }],
];

/** Expression parse errors: the tokenizer and the assembly of the expression. */
const EXPRESSION_PARSE: OracleCase[] = [
  ['{.eval 1 $ 2}'],
  ['{.eval 1 # 2}'],
  ['{.eval 1 ` 2}'],
  ['{.eval a\u00e9}'],
  ['{.eval "abc}'],
  ["{.eval 'abc}"],
  ['{.eval "a\nb"}'],
  ['{.eval "a\rb"}'],
  ['{.eval "\\x4"}'],
  ['{.eval "\\xZZ"}'],
  ['{.eval "\\u00"}'],
  ['{.eval "\\u{110000}"}'],
  ['{.eval 0x}'],
  ['{.eval 0xg}'],
  ['{.eval 1e}'],
  ['{.eval 1e+}'],
  ['{.eval 1.2.3}'],
  ['{.eval 1e2.5}'],
  ['{.eval foo(1)}'],
  ['{.eval a.b(1)}', { a: { b: 1 } }],
  ['{.eval (1 + 2}'],
  ['{.eval 1 + 2)}'],
  ['{.eval max(1, 2}'],
  ['{.eval 1)(}'],
  ['{.eval 1;(;2}'],
  ['{.eval 1 +}'],
  ['{.eval * 2}'],
  ['{.eval}'],
  ['{.eval   }'],
  // with expressions off, nothing is parsed or reported
  ['{.eval (}{.eval foo(1)}x', null, {}, { enableExpr: false }],
  // the parse error stops only that expression: the rest of the template renders
  ['A{.eval (}B{.eval 1+1}C'],
  ['{.repeated section a}{.eval (}{.end}', { a: [1, 2] }],
  ['{.eval @x = 1 +}{@x}'],
];

/** Expression reduce errors: bad operands, failing functions, a value left on the stack. */
const EXPRESSION_REDUCE: OracleCase[] = [
  ['{.eval 1 + }'],
  ['{.eval missing + 1}'],
  ['{.eval a * b}', { a: {}, b: 2 }],
  ['{.eval a == b}', { a: [1], b: 2 }],
  ['{.eval a && b}', { a: { x: 1 }, b: true }],
  ['{.eval max()}'],
  ['{.eval min()}'],
  ['{.eval abs()}'],
  ['{.eval num()}'],
  ['{.eval str()}'],
  ['{.eval bool()}'],
  ['{.eval max(a, b)}', { a: 'x', b: 'y' }],
  ['{.eval 1 2}'],
  ['{.eval a}', { a: { b: 1 } }],
  ['{.eval a}', { a: [1, 2] }],
  ['{.eval @x = a}{@x|json}', { a: { b: 1 } }],
  ['{.eval 1 = 2}'],
  ['{.eval @x = 1; @x + y}{@x}', { y: {} }],
  // a reduce error drops the output and the variables the expression set
  ['{.eval @x = 5; @x + {}}[{@x}]'],
];

/** The optional expression limits (off by default). */
const EXPRESSION_LIMITS: OracleCase[] = [
  ['{.eval 1+2+3}', null, {}, { exprOpts: { maxTokens: 5 } }],
  ['{.eval 1+2+3}', null, {}, { exprOpts: { maxTokens: 4 } }],
  ['{.eval 1+2;3+4}', null, {}, { exprOpts: { maxTokens: 3 } }],
  ['{.eval max(1,2,3)}', null, {}, { exprOpts: { maxTokens: 4 } }],
  ["{.eval 'ab' + 'cd'}", null, {}, { exprOpts: { maxStringLen: 3 } }],
  ["{.eval 'ab' + 'c'}", null, {}, { exprOpts: { maxStringLen: 3 } }],
  ["{.eval 'ab' + 1}", null, {}, { exprOpts: { maxStringLen: 2 } }],
  ["{.eval @s = 'ab' + 'cd'}[{@s}]", null, {}, { exprOpts: { maxStringLen: 3 } }],
  ["{.eval 'a' + 'b' + 'c' + 'd'}", null, {}, { exprOpts: { maxStringLen: 3, maxTokens: 5 } }],
];

/** Partials and macros: missing, failing to parse, recursing too deep. */
const PARTIALS: OracleCase[] = [
  // "Attempt to apply partial '{name}' which could not be found."
  ['{a|apply p}', { a: 1 }],
  ['{a|apply p}', { a: 1 }, { q: 'x' }],
  ['{.include p}', { a: 1 }],
  ['{.include p output}', { a: 1 }],
  ['{a|apply 1}{a|apply -1}', { a: 1 }],
  ['{a|apply}', { a: 1 }],
  ['{.var @x a|apply p}[{@x}]', { a: 1 }],
  ['{a|apply p}', { a: 1 }, { p: '{@|apply q}' }],
  // with includes off, a missing partial is not looked for
  ['{.include p}{.include q output}x', { a: 1 }, {}, { enableInclude: false }],
  // 'Parse of partial "{name}" failed: {message}', once per error of the partial, once per render
  ['{a|apply p}', { a: 1 }, { p: '{.section a}' }],
  ['{a|apply p}{a|apply p}', { a: 1 }, { p: '{.end}{@|nope}{.or}' }],
  ['{.include p output}', { a: 1 }, { p: '{.section a}{.or}{.or}{.end}' }],
  ['{a|apply p}', { a: 1 }, { p: '{.nope?}x{.end}' }],
  ['{a|apply p}', { a: 1 }, { p: '{.eval (}ok' }],
  // "Attempt to apply partial '{name}' exceeded maximum recursion depth of 16"
  ['{a|apply p}', { a: 1 }, { p: '[{@|apply p}]' }],
  ['{a|apply p}', { a: 1 }, { p: '{@|apply q}', q: '{@|apply p}' }],
  ['{.include p output}', { a: 1 }, { p: 'x{.include p output}' }],
  ['{.macro m}<{@|apply m}>{.end}{a|apply m}', { a: 1 }],
  [
    '{a|apply p}',
    { a: { n: { n: { n: null } } } },
    { p: '{.section n}[{@|apply p}]{.or}end{.end}' },
  ],
];

/** A plugin that throws: reported as the instruction that ran it, the rest renders. */
const THROWN: OracleCase[] = [
  ['[{v|date %Y}]', { v: 1e21 }],
  ['[{v|date %Y}]', { v: -1e300 }],
  ['[{v|date %Y}]', { v: 'abc' }],
  ['[{v|date %Y|html}][{w}]', { v: 1e21, w: 'ok' }],
  ['{.var @x v|date %Y}[{@x}]', { v: 1e21 }],
  ['{.section s}[{v|date %Y}]{.end}', { s: { v: 'abc' } }],
  ['{v|apply p}', { v: 1e21 }, { p: '[{@|date %Y}]' }],
  ['[{v|bookkeeper-money-format}]', { v: 'NaN' }, {}, { locale: 'en-US' }],
  ['[{v|bookkeeper-money-format}]', { v: 'abc' }, {}, { locale: 'en-US' }],
  [
    '[{f|summary-form-field}]',
    { f: { type: 'likert', title: 'Q', value: null } },
    {},
    { locale: 'en-US' },
  ],
];

/** The unimplemented predicate: false, with an engine error each time it runs. */
const UNIMPLEMENTED: OracleCase[] = [
  ['{.units-metric?}Y{.or}N{.end}'],
  ['{.repeated section a}{.units-metric?}Y{.or}N{.end}{.end}', { a: [1, 2] }],
  ['{.section a}{.or units-metric?}Y{.or}N{.end}', { a: 0 }],
  ['{.if units-metric?}Y{.or}N{.end}'],
];

/**
 * Odd formatter and predicate arguments: the public engine reports no error for these, they just
 * render as it renders them.
 */
const ARGUMENTS: OracleCase[] = [
  ['{a|truncate}{a|truncate x}{a|truncate -1}{a|truncate 2 3 4}', { a: 'abcdef' }],
  ['{a|cycle}{a|cycle x}', { a: 2 }],
  ['{a|mod}{a|mod 0}{a|mod x}', { a: 7 }],
  ['{a|round 1 2}{a|pluralize a b c d}', { a: 1.5 }],
  ['{a|format}{a|format x y}', { a: '{0}{1}' }],
  ['{a|get}{a|get x y z}{a|prop}{a|prop 0 1}', { a: [1, 2] }],
  ['{a|message}{a|message a=}{a|plural}', { a: 1 }, {}, { locale: 'en-US' }],
  ['{a|decimal foo bar}{a|decimal maxFractionDigits:x}', { a: 1.25 }, {}, { locale: 'en-US' }],
  [
    '{a|money foo}{a|money style:nope}',
    { a: { decimalValue: '1', currency: 'USD' } },
    {},
    { locale: 'en-US' },
  ],
  ['{a|datetime nope}{a|datetime date:nope}', { a: 1 }, {}, { locale: 'en-US' }],
  ['{a|unit}{a|unit x}{a|moneyFormat}{a|money-string}{a|datetimefield}', { a: 1 }],
  ['{.equal?}Y{.or}N{.end}{.equal? 1 2 3}Y{.or}N{.end}{.equal? {x}Y{.or}N{.end}', { a: 1 }],
  ['{.nth?}Y{.or}N{.end}{.nth? 0}Y{.or}N{.end}{.nth? x y}Y{.or}N{.end}', { a: 1 }],
  ['{.greaterThan? [1}Y{.or}N{.end}{.lessThan? a}Y{.or}N{.end}', { a: 1 }],
  ['{.collectionTypeNameEquals?}Y{.or}N{.end}{.plural? 1 2}Y{.or}N{.end}', { a: 1 }],
];

export const ERROR_CASES: OracleCase[] = [
  ...PARSER,
  ...ASSEMBLER,
  ...EXPRESSION_PARSE,
  ...EXPRESSION_REDUCE,
  ...EXPRESSION_LIMITS,
  ...PARTIALS,
  ...THROWN,
  ...UNIMPLEMENTED,
  ...ARGUMENTS,
];
