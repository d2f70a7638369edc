/**
 * Differential cases for how the core formatters and predicates read their arguments: a reference
 * is split at every `.` (all-digit parts are positions, anything else a name, `-1` and `1a`
 * included), a predicate argument that starts like JSON but does not parse is a reference, even?
 * and odd? take only references, nth? reads two arguments as value and modulus and wants integers,
 * find-first / find-last take a lookup only with exactly two arguments, apply without a name and
 * prop with an empty or odd path leave nothing, and product-quick-view reads its group on the
 * product first (array positions by text too). True, false, missing and odd data for each.
 */
import type { OracleCase } from './case';

const P = (p: string) => `{.${p}}Y{.or}N{.end}`;
const data = {
  a: 1,
  two: 2,
  '1a': 5,
  '-x': 3,
  '': 4,
  s: '2',
  f: 2.5,
  big: 1e21,
  neg: -3,
  arr: [4, 5],
  o: { 0: 7, k: 9 },
  z: null,
  t: true,
};

const EVEN_ODD: OracleCase[] = [
  [P('even? two') + P('odd? two') + P('even? a') + P('odd? a'), data],
  [P('even? 2') + P('odd? 1') + P('even? 0') + P('odd? -1'), data],
  [P('even? 2') + P('odd? 1'), { 2: 4, 1: 3 }],
  [P('even? neg') + P('odd? neg') + P('even? f') + P('odd? f') + P('even? big'), data],
  [P('even? s') + P('odd? t') + P('even? z') + P('even? nope') + P('odd? arr.1'), data],
  [P('odd? -x') + P('odd? 1a') + P('even? ') + P('even? o.0') + P('odd? o.k'), data],
  [`{.repeated section arr}${P('even?')}${P('odd?')}${P('even? 0')}{.end}`, data],
  [`{.section arr}${P('even? 0')}${P('odd? 1')}${P('odd? 0')}{.end}`, data],
  [`{.section o}${P('odd? 0')}${P('odd? k')}{.end}`, data],
  [P('even?') + P('odd?'), 4],
  [P('even?') + P('odd?'), '3'],
  [P('even?') + P('odd?'), null],
];

const NTH: OracleCase[] = [
  [`{.repeated section arr}${P('nth? 2')}${P('nth? 5')}{.end}`, data],
  [P('nth? two 2') + P('nth? a 2') + P('nth? 9 3') + P('nth? -9 3') + P('nth? 9 -3'), data],
  [P('nth? 4 2 9') + P('nth? 3 1 2 3') + P('nth? 2 0'), 6],
  [P('nth? s 2') + P('nth? two s') + P('nth? "4" 2') + P('nth? 4 "2"'), data],
  [P('nth? f 1') + P('nth? big 1') + P('nth? 2 0') + P('nth? nope 2') + P('nth? 0 2'), data],
  [P('nth?') + P('nth? 2') + P('nth? 0'), 4],
  [P('nth? 2') + P('nth? 2.5'), 5],
  [P('nth? 1a 5') + P('nth? -x 3') + P('nth? arr.0 2'), data],
];

const COMPARISONS: OracleCase[] = [
  [P('equal? 1a 5') + P('equal? -x 3') + P('equal? [1 [1') + P('equal? {a nope'), data],
  [P('greaterThan? 1a 4') + P('lessThan? -x 4') + P('notEqual? -x 3'), data],
  [P('equal? arr.1 5') + P('equal? o.0 7') + P('equal? z null') + P('equal? nope null'), data],
  [P('equal? 1.5.2 x') + P('equal? tru true') + P('equal? t true') + P('equal? "2" s'), data],
];

const PROP_FIND_APPLY: OracleCase[] = [
  ['[{t|prop }][{t|prop -1}][{o|prop 0}][{o|prop k}][{arr|prop 1}][{arr|prop -1}]', data],
  ['[{o|prop @}][{o|prop k x}][{o|prop 0 k}][{arr|prop 0.x}][{z|prop a}]', data],
  [
    '[{x|prop a.b}][{x|prop a b}][{x|prop a.1}][{x|prop a 1 c}]',
    { x: { a: { b: 1, 1: { c: 2 } } } },
  ],
  [
    '[{l|find-first}][{l|find-last}][{l|find-first }][{l|find-last -1}][{l|find-first on}][{l|find-last on}]',
    { l: [{ on: false, n: 1 }, { on: true, n: 2 }, { on: 1, n: 3 }, 'x'] },
  ],
  [
    '[{l|find-first m on}][{l|find-last m on}][{l|find-first m on x}][{l|find-first on m x}]',
    { l: ['a', 'b', 'c'], m: { a: { on: 0 }, b: { on: 1 }, c: { on: 'y' } }, on: 1 },
  ],
  ['[{l|find-first}][{l|find-last x}][{t|find-first}][{z|find-last}]', { l: [], t: true, z: null }],
  ['[{l|find-first @}][{l|find-first 0}][{l|find-last 1}]', { l: [[0, 1], [2, 0], 'ab'] }],
  ['[{t|apply}][{z|apply}][{a|apply}][{o|apply}]', data],
  ['[{a|apply|html}][{a|apply p}]', data, { p: '<{@}>' }],
];

const QUICK_VIEW: OracleCase[] = [
  ['{v|product-quick-view 1}', { v: [1, 'a'] }],
  ['{v|product-quick-view length}', { v: [1, 'a'] }],
  ['{v|product-quick-view g}{v|product-quick-view h}', { v: { id: 'p1', g: 'G' }, h: 'H' }],
  ['{v|product-quick-view}{v|product-quick-view }', { v: { id: 'p1' } }],
  ['{v|product-quick-view a.b}', { v: { id: 'p1', 'a.b': 'dotted' }, a: { b: 'nested' } }],
  ['{v|product-quick-view toString}{v|product-quick-view 0}', { v: { id: 7, 0: 'zero' } }],
  [
    '{v|product-quick-view g}',
    { v: { id: 'p1', g: ['x', 'y'] }, localizedStrings: { productQuickViewText: 'Peek' } },
  ],
];

export const PLUGIN_ARGUMENT_CASES: OracleCase[] = [
  ...EVEN_ODD,
  ...NTH,
  ...COMPARISONS,
  ...PROP_FIND_APPLY,
  ...QUICK_VIEW,
];
