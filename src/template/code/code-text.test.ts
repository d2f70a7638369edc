import { describe, expect, it } from 'vitest';
import { NOT_CODE, readCodeText } from './code-text';

describe('code as JSON text', () => {
  it('is JSON of an array opening with 17, pretty-printed or not', () => {
    expect(readCodeText('[17,1,[[0,"x"]],18]')).toEqual([17, 1, [[0, 'x']], 18]);
    expect(readCodeText('\n [\n  17,\n  1,\n  [],\n  18\n]\n')).toEqual([17, 1, [], 18]);
    // JSON with bad contents is still code (the conversion then says what is wrong)
    expect(readCodeText('[17, "x"]')).toEqual([17, 'x']);
  });

  it('is never anything else: that is template source', () => {
    for (const source of [
      '[17,1,[[0,"x"]],18', // not JSON
      '[17]',
      '[170,1,[],18]',
      '[18,1,[],18]',
      '{"a":[17,1]}',
      'x [17,1,[],18]',
      '',
    ]) {
      expect(readCodeText(source)).toBe(NOT_CODE);
    }
  });
});
