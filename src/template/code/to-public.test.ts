import { describe, expect, it } from 'vitest';
import { Compiler } from '../index';
import { fromPublicCode } from './from-public';
import { toPublicCode } from './to-public';

const compiler = new Compiler();
const code = (source: string) => toPublicCode(compiler.parse(source).code);

describe('our tree → public code', () => {
  it('writes the arrays the public parser writes', () => {
    expect(code('a{b.0|html}{.space}{#c}{.var @v d|json}{.eval 1}{.include m}')).toEqual([
      17,
      1,
      [
        [0, 'a'],
        [1, [['b', 0]], [['html']]],
        15,
        [11, 'c', 0],
        [6, '@v', [['d']], [['json']]],
        [23, '1'],
        [24, 'm', [[], ' ']],
      ],
      18,
    ]);
  });

  it('writes blocks with END or their {.or} chain in the last slot', () => {
    expect(code('{.section a}x{.or equal? b}y{.or}z{.end}{.if a || b}{.end}')).toEqual([
      17,
      1,
      [
        [2, ['a'], [[0, 'x']], [7, 'equal?', [['b'], ' '], [[0, 'y']], [7, 0, 0, [[0, 'z']], 3]]],
        [8, [0], [['a'], ['b']], [], 3],
      ],
      18,
    ]);
  });

  it('leaves what the public assembler leaves where the source ended inside blocks', () => {
    // the root ends in END; the open predicate's last slot stays empty, the closed one's is END
    expect(code('{.section a}{.equal? b}x{.end}{.even? c}')).toStrictEqual([
      17,
      1,
      [
        [
          2,
          ['a'],
          [
            [5, 'equal?', [['b'], ' '], [[0, 'x']], 3],
            [5, 'even?', [['c'], ' '], [], undefined],
          ],
          3,
        ],
      ],
      3,
    ]);
    expect(code('{.if a}{.or}x')).toStrictEqual([
      17,
      1,
      [[8, [], [['a']], [], [7, 0, 0, [[0, 'x']], undefined]]],
      3,
    ]);
  });

  it('round-trips through our tree, the open blocks too', () => {
    for (const source of [
      '{.section a}{.equal? b}x{.end}{.even? c}',
      '{.if a}{.or}x',
      '{.macro m}{.if a}',
    ]) {
      const c = code(source);
      const back = fromPublicCode(c);
      expect(back.error).toBeNull();
      expect(toPublicCode(back.template as never)).toStrictEqual(c);
    }
  });

  it('converts a tree nested far deeper than a call stack', () => {
    const depth = 100_000;
    let c: unknown = code(`${'{.section a}'.repeat(depth)}x${'{.end}'.repeat(depth)}`);
    let n = 0;
    for (c = (c as unknown[])[2]; Array.isArray(c) && (c[0] as unknown[])[0] === 2; n++) {
      c = (c[0] as unknown[])[2];
    }
    expect(n).toBe(depth);
    expect(c).toEqual([[0, 'x']]);
  });
});
