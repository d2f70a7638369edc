import { describe, expect, it } from 'vitest';
import { Compiler } from '../index';

const compiler = new Compiler();
const render = (code: string, json: unknown) => {
  const r = compiler.execute({ code, json });
  return { output: r.output, errors: r.errors };
};
/** The predicate on `json` as the current value. */
const subscribable = (json: unknown) => render('{.subscribable?}yes{.or}no{.end}', json).output;

const product = (productType: unknown, isSubscribable: unknown) => ({
  structuredContent: { productType, isSubscribable },
});

describe('the subscribable? predicate (physical and service products with the flag) [TF-11, E-11]', () => {
  it('parses, and holds for a physical product or a service with the flag set', () => {
    const code = '{.section item}{.subscribable?}yes{.or}no{.end}{.end}';
    expect(render(code, { item: product(1, true) })).toEqual({ output: 'yes', errors: [] });
    expect(subscribable(product(3, true))).toBe('yes');
  });

  it('is false without the flag, or with the flag off', () => {
    expect(subscribable(product(1, false))).toBe('no');
    expect(subscribable(product(1, undefined))).toBe('no');
    expect(subscribable(product(3, null))).toBe('no');
  });

  it('is false for digital, gift-card, paywall and unknown types even with the flag [E-09]', () => {
    for (const type of [2, 4, 5, -1, 0, 99, undefined, 'physical']) {
      expect(subscribable(product(type, true))).toBe('no');
    }
  });

  it('reads the flag as the engine reads flags: "true" and non-zero integers count, "yes" does not', () => {
    expect(subscribable(product(1, 'true'))).toBe('yes');
    expect(subscribable(product(1, 1))).toBe('yes');
    expect(subscribable(product('1', true))).toBe('yes');
    expect(subscribable(product(1, 'yes'))).toBe('no');
    expect(subscribable(product(1, 0.5))).toBe('no');
  });

  it('is false for missing or odd data', () => {
    for (const item of [null, undefined, 'text', 7, [], {}, { structuredContent: null }]) {
      expect(subscribable(item)).toBe('no');
    }
  });

  it('works as an or-branch and inside a repeated section of products', () => {
    const json = { items: [product(1, true), product(2, true), product(3, false)] };
    const code = '{.repeated section items}{.sold-out?}S{.or subscribable?}Y{.or}N{.end}{.end}';
    expect(render(code, json).output).toBe('SNS');
    const stocked = (p: object) => ({
      ...p,
      structuredContent: {
        ...(p as { structuredContent: object }).structuredContent,
        variants: [{ unlimited: true }],
      },
    });
    expect(render(code, { items: json.items.map(stocked) }).output).toBe('YNN');
  });
});
