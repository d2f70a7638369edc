import { describe, expect, it } from 'vitest';
import { arrayOf, DecodeProblem, looseObject, string } from './json-decoders';
import { finiteNumber, flag, isJsonObject, list, record, text, textOrNumber } from './json-fields';

describe('decoders', () => {
  it('a bad value is a problem naming its dotted path and what came', () => {
    const decode = looseObject({ sizes: [arrayOf(string), []] });
    expect(decode({ sizes: ['S'], extra: 1 }, 'page')).toEqual({ sizes: ['S'], extra: 1 });
    expect(decode({}, 'page')).toEqual({ sizes: [] });
    let problem: unknown;
    try {
      decode({ sizes: ['S', 2] }, 'page');
    } catch (caught) {
      problem = caught;
    }
    expect(problem).toBeInstanceOf(DecodeProblem);
    expect((problem as DecodeProblem).path).toBe('page.sizes.1');
    expect((problem as DecodeProblem).message).toBe('expected a string but received 2');
  });
});

describe('field readers', () => {
  it('an object is a JSON object, never a list or null', () => {
    expect(isJsonObject({ a: 1 })).toBe(true);
    for (const value of [[], null, undefined, 'x', 1]) expect(isJsonObject(value)).toBe(false);
    const given = { a: 1 };
    expect(record(given)).toBe(given);
    expect(record([1])).toEqual({});
    expect(record(null)).toEqual({});
  });

  it('a list is an array, anything else an empty one', () => {
    expect(list([1, 'a'])).toEqual([1, 'a']);
    expect(list({ 0: 'a' })).toEqual([]);
    expect(list(undefined)).toEqual([]);
  });

  it('text is a string, else the fallback; an empty string is text', () => {
    expect(text('a')).toBe('a');
    expect(text('', 'x')).toBe('');
    expect(text(3)).toBe('');
    expect(text(null, 'x')).toBe('x');
    expect(textOrNumber(3)).toBe('3');
    expect(textOrNumber('3')).toBe('3');
    expect(textOrNumber(true)).toBe('');
  });

  it('a flag is true only when the value is true itself; a number only when finite', () => {
    expect(flag(true)).toBe(true);
    for (const value of ['true', 1, {}, undefined]) expect(flag(value)).toBe(false);
    expect(finiteNumber(2.5)).toBe(2.5);
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, '2', null]) {
      expect(finiteNumber(value)).toBe(0);
    }
  });
});
