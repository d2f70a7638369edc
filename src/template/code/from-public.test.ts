import { describe, expect, it } from 'vitest';
import type { Template } from '../core/ast';
import { fromPublicCode } from './from-public';

const tree = (code: unknown): Template => {
  const r = fromPublicCode(code);
  if (r.error !== null) throw new Error(r.error);
  return r.template;
};
const error = (code: unknown) => fromPublicCode(code).error;

describe('public code → our tree', () => {
  it('reads each instruction into its node', () => {
    expect(
      tree([
        17,
        1,
        [
          [0, 'hi '],
          15,
          [1, [['a', 0, '@index']], [['html'], ['truncate', [['3', '…'], ' ']]]],
          [6, '@v', [['b'], ['c']], 0],
          [22, '@r', [['k', ['a']]]],
          [9, '@i', 'f.json', 0],
          [11, 'note', 1],
          [23, '1 + 2'],
          [24, 'm', [['output'], ' ']],
        ],
        18,
      ]).body,
    ).toEqual([
      { kind: 'text', text: 'hi ' },
      { kind: 'char', tag: 'space' },
      {
        kind: 'output',
        paths: [['a', 0, '@index']],
        filters: [
          { name: 'html', args: null },
          { name: 'truncate', args: { words: ['3', '…'], sep: ' ' } },
        ],
      },
      { kind: 'bind', name: '@v', paths: [['b'], ['c']], filters: [] },
      { kind: 'record', name: '@r', fields: [['k', ['a']]] },
      { kind: 'inject', name: '@i', key: 'f.json', args: null },
      { kind: 'comment', text: 'note', multiline: true },
      { kind: 'eval', source: '1 + 2' },
      { kind: 'include', name: 'm', args: { words: ['output'], sep: ' ' } },
    ]);
  });

  it('reads blocks and their {.or} chains', () => {
    const code = [
      17,
      1,
      [
        [5, 'equal?', [['a', 'b'], ' '], [[0, 'y']], [7, 'even?', 0, [[0, 'e']], [7, 0, 0, [], 3]]],
        [8, [1], [['a'], ['b']], [], 3],
        [4, ['items'], [[1, [['@']], 0]], 3, [[0, ',']]],
        [10, 'm', [[2, ['x'], [], 3]]],
      ],
      18,
    ];
    expect(tree(code).body).toEqual([
      {
        kind: 'test',
        test: { name: 'equal?', args: { words: ['a', 'b'], sep: ' ' } },
        body: [{ kind: 'text', text: 'y' }],
        next: {
          kind: 'else',
          test: { name: 'even?', args: null },
          body: [{ kind: 'text', text: 'e' }],
          next: { kind: 'else', test: null, body: [], next: null },
        },
      },
      { kind: 'if', joins: ['&&'], paths: [['a'], ['b']], body: [], next: null },
      {
        kind: 'repeat',
        path: ['items'],
        body: [{ kind: 'output', paths: [['@']], filters: [] }],
        between: [{ kind: 'text', text: ',' }],
        next: null,
      },
      {
        kind: 'macro',
        name: 'm',
        body: [{ kind: 'section', path: ['x'], body: [], next: null }],
      },
    ]);
  });

  it('converts code nested far deeper than a call stack', () => {
    let body: unknown[] = [[0, 'x']];
    for (let i = 0; i < 100_000; i++) body = [[2, ['a'], body, 3]];
    let node = tree([17, 1, body, 18]).body[0];
    let depth = 0;
    while (node?.kind === 'section') {
      depth++;
      node = node.body[0];
    }
    expect(depth).toBe(100_000);
    expect(node).toEqual({ kind: 'text', text: 'x' });
  });

  it('reads the body of a STRUCT in place and drops an ATOM, as the engine runs them', () => {
    expect(
      tree([
        17,
        1,
        [
          [0, 'a'],
          [
            20,
            {},
            [
              [0, 'b'],
              [21, 1],
            ],
          ],
          [0, 'c'],
        ],
        18,
      ]).body,
    ).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'text', text: 'b' },
      { kind: 'text', text: 'c' },
    ]);
  });

  it('knows which blocks a source left open from the empty last slots', () => {
    // {.section a}{.equal? b}x  and  {.if a}{.section b}{.end}
    expect(
      tree([17, 1, [[2, ['a'], [[5, 'equal?', [['b'], ' '], [[0, 'x']], undefined]], 3]], 3]),
    ).toMatchObject({ unclosed: 2 });
    expect(tree([17, 1, [[8, [], [['a']], [[2, ['b'], [], 3]], null]], 3])).toMatchObject({
      unclosed: 1,
    });
    expect(tree([17, 1, [[2, ['a'], [], 3]], 18]).unclosed).toBeUndefined();
  });

  it('refuses what is not public code, saying where', () => {
    expect(error('x')).toBe('code: expected a ROOT instruction array, got "x"');
    expect(error([17, 1, [], 3, 0])).toBe('code: expected 4 slots in this instruction, got 5');
    expect(error([17, 1, [3], 18])).toBe('code[2][0]: expected an instruction, got 3');
    expect(error([17, 1, [[7, 0, 0, [], 3]], 18])).toBe(
      'code[2][0][0]: expected an opcode of an instruction allowed in a block, got 7',
    );
    expect(error([17, 1, [[1, [['a', -1]], 0]], 18])).toBe(
      'code[2][0][1][0][1]: expected a name or a position, got -1',
    );
    expect(error([17, 1, [[2, ['a'], [], undefined]], 18])).toBe(
      'code[2][0][3]: expected END (3) or an OR_PREDICATE instruction, got nothing',
    );
    expect(error([17, 1, [[8, [1, 1], [['a'], ['b']], [], 3]], 18])).toBe(
      'code[2][0][1]: expected 1 operators (0 or 1), got an array starting with 1',
    );
    expect(error([17, 1, [[1, [['a']], [['f', [[1], ' ']]]]], 18])).toBe(
      'code[2][0][2][0][1]: expected arguments ([words, separator]), got an array starting with an array starting with 1',
    );
  });

  it('refuses shared and cyclic parts instead of converting without end', () => {
    const body: unknown[] = [[0, 'x']];
    expect(
      error([
        17,
        1,
        [
          [2, ['a'], body, 3],
          [2, ['b'], body, 3],
        ],
        18,
      ]),
    ).toBe('code[2][1][2]: the same array appears twice (shared or cyclic code)');
    const loop: unknown[] = [];
    loop.push([2, ['a'], loop, 3]);
    expect(error([17, 1, loop, 18])).toBe(
      'code[2][0][2]: the same array appears twice (shared or cyclic code)',
    );
    const or: unknown[] = [7, 'a?', 0, [], 3];
    or[4] = or;
    expect(error([17, 1, [[5, 'b?', 0, [], or]], 18])).toBe(
      'code[2][0][4][4]: the same array appears twice (shared or cyclic code)',
    );
  });
});
