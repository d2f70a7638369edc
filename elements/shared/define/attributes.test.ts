import { describe, expect, it } from 'vitest';
import {
  booleanAttribute,
  describeAdjusted,
  describeProblem,
  integerAttribute,
  parseAttributes,
  stringAttribute,
} from './attributes';

const specs = {
  itemId: stringAttribute({ required: true }),
  quantity: integerAttribute({ min: 1, max: 9999, fallback: 1 }),
};

const read = (attributes: Record<string, string>) => (name: string) => attributes[name] ?? null;

describe('attribute parsing', () => {
  it('reads camel-cased properties from dashed attributes and applies defaults', () => {
    const result = parseAttributes(specs, read({ 'item-id': 'abc' }));
    expect(result).toEqual({ ok: true, value: { itemId: 'abc', quantity: 1 } });
  });

  it.each(['0', '10000', '1.5', 'lots', '1e3', ' '])(
    'rejects quantity %j outside whole numbers 1..9999',
    (q) => {
      const result = parseAttributes(specs, read({ 'item-id': 'abc', quantity: q }));
      if (q.trim() === '') {
        expect(result.ok).toBe(true);
        return;
      }
      expect(result).toEqual({
        ok: false,
        problem: { attribute: 'quantity', value: q, expected: 'a whole number from 1 to 9999' },
      });
    },
  );

  it('names the element and the attribute in the message', () => {
    const result = parseAttributes(specs, read({}));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(describeProblem('sq-add-to-cart', result.problem)).toBe(
        '<sq-add-to-cart>: invalid attribute "item-id" (missing): expected a non-empty value',
      );
    }
  });
});

describe('boolean attributes', () => {
  it('are true when present, even empty, as in HTML', () => {
    const spec = { novalidate: booleanAttribute() };
    expect(parseAttributes(spec, () => '')).toEqual({ ok: true, value: { novalidate: true } });
    expect(parseAttributes(spec, () => null)).toEqual({ ok: true, value: { novalidate: false } });
  });
});

describe('attributes taken in a changed form', () => {
  it('are parsed, and listed with what was expected', () => {
    const spec = {
      size: {
        parse: () => ({ ok: true as const, value: 1, adjusted: 'a size' }),
      },
      itemId: stringAttribute(),
    };
    const result = parseAttributes(spec, (name) => (name === 'size' ? 'huge' : null));
    expect(result).toEqual({
      ok: true,
      value: { size: 1, itemId: null },
      adjusted: [{ attribute: 'size', value: 'huge', expected: 'a size' }],
    });
    if (result.ok && result.adjusted) {
      expect(describeAdjusted('sq-test', result.adjusted)).toBe(
        '<sq-test>: attributes not usable as given, taken with their clamped or default values: size',
      );
    }
  });
});
