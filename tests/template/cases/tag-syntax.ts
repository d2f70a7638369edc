/**
 * Differential cases for how tags are read where the public parser is particular: only spaces
 * (never tabs) around a variable tag's commas, an include's name running to the first space
 * (`{.include a,b}` names `a,b`) with space-separated arguments after, and `{.if }` with
 * whitespace alone, an IF block over no paths that the public engine fails to run. And an
 * array's `length`, its one own named property, which a lookup reads as the public engine does.
 */
import type { OracleCase } from './case';

const data = { a: 'A', b: 'B', list: [1, 2] };
const partials = { a: '[a]', 'a,b': '[a,b]', 'a|b': '[a|b]', 'a:b': '[a:b]', b: '[b]' };

export const TAG_SYNTAX_CASES: OracleCase[] = [
  ['{a, b}|{a ,b}|{a , b}', data],
  ['{a\t,b}', data],
  ['{a ,\tb}', data],
  ['{a,\tb|html}', data],
  ['{.var @x a\t,b}{@x}', data],
  ...[
    '{.include a}',
    '{.include a,b}',
    '{.include a|b}',
    '{.include a:b}',
    '{.include a b}',
    '{.include a,b c}',
    '{.include a\tb}',
    '{.include  a}',
    '{.include a,}',
    '{.include ,a}',
    '{.include é}',
  ].map((template): OracleCase => [template, data, partials]),
  ['{.macro m}<{a}>{.end}{.include m}', data],
  ['{.if }x{.end}', data],
  ['{.if  }x{.or}y{.end}', data],
  ['{.if \t}x{.end}|{.if a}z{.end}', data],
  ['{.if\t}x{.end}', data],
  ['{.if}x{.end}', data],
  ['{.repeated section list}{.if }x{.or}y{.end}{.end}', data],
  ['{list.length}|{.section list}{length}{.end}|{.repeated section list}{length}{.end}', data],
  ['{.section list}{.if length}n={length}{.end}{.end}|{.section a}{length}{.end}', data],
  ['{list.length|pluralize}|{.var @n list.length}{@n}|{.equal? list.length 2}two{.end}', data],
  ['{@.length}|{.section list}{@.length}|{@|json}{.end}', data],
  ['{empty.length}|{.section empty}{length}{.or}none{.end}', { empty: [] }],
  [
    '{.section list}{.equal? length 2}y{.or}n{.end}|{.var @n length}{@n}|{length|pluralize}{.end}',
    data,
  ],
  ['{.section list}{.section length}<{@}>{.end}|{.if length && a}both{.end}{.end}', data],
  ['{.section list}{.repeated section @}{@index}/{length}{.end}{.end}', data],
];
