import { describe, expect, it } from 'vitest';
import { CORPUS } from './testing/corpus';
import { runOurs, runPublic } from './testing/oracle';

describe('differential: our engine against @squarespace/template-engine', () => {
  it('has a corpus', () => {
    expect(CORPUS.length).toBeGreaterThan(50);
    expect(new Set(CORPUS.map((c) => c.name)).size).toBe(CORPUS.length);
  });
  for (const c of CORPUS) {
    it(c.name, () => {
      const expected = runPublic(c);
      const actual = runOurs(c);
      expect(actual.output).toBe(expected.output);
      expect(actual.errors).toEqual(expected.errors);
      expect(actual.parseErrors).toEqual(expected.parseErrors);
      expect(actual.code).toBe(expected.code);
    });
  }
});
