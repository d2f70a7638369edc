import { describe, expect, it } from 'vitest';
import { cldrFor } from '../i18n/cldr';
import { Compiler } from '../template';
import type { SubscriptionPlan } from './product';
import { subscriptionPriceText } from './subscription';

// Every kind of plan is worded by the same localized string, and by default in the same English,
// as the engine's `product-price` formatter words it on a store page [L-04 to L-08, C-26].
const engine = new Compiler();
const UNITS = ['WEEK', 'MONTH', 'YEAR'] as const;

/** Every plan shape: each unit, one or three per period, indefinite, 1 or 2 cycles, whole years. */
const PLANS: SubscriptionPlan[] = UNITS.flatMap((unit) =>
  [1, 3].flatMap((value) =>
    [0, 1, 2, 52, 12].map((numBillingCycles) => ({
      billingPeriod: { value, unit },
      numBillingCycles,
    })),
  ),
);

const variant = (price: string) => ({
  price: Math.round(Number(price) * 100),
  priceMoney: { value: price, currency: 'USD' },
});

/** The engine's price text for a plan, with one price or two (from the lower). */
function enginePrice(plan: SubscriptionPlan, vary: boolean, strings: Record<string, string>) {
  const { output, errors } = engine.execute({
    code: '{@|product-price}',
    json: {
      featureFlags: { useCLDRMoneyFormat: true },
      localizedStrings: strings,
      structuredContent: {
        productType: 1,
        isSubscribable: true,
        subscriptionPlan: plan,
        variants: vary ? [variant('10'), variant('12')] : [variant('10')],
      },
    },
    cldr: cldrFor('en-US'),
  });
  expect(errors).toEqual([]);
  return /<div class="product-price">([\s\S]*)<\/div>/.exec(output)?.[1]?.trim();
}

/** A marker pattern for every key the engine may read: the text names the key it came from. */
const MARKED: Record<string, string> = {};
for (const prices of ['singlePrice', 'multiplePrices'])
  for (const n of ['1', 'n'])
    for (const period of ['Weekly', 'Monthly', 'Yearly'])
      for (const length of [
        'indefinite',
        ...['1', 'n'].flatMap((d) => ['Weeks', 'Months', 'Years'].map((s) => `limited__${d}${s}`)),
      ]) {
        const key = `productPrice__${prices}__${n}${period}__${length}`;
        MARKED[key] = `${key}: {price} / {billingPeriodValue} / {duration} / {0} {1} {2}`;
      }

describe('subscription wording, plan by plan, as the engine’s', () => {
  for (const vary of [false, true]) {
    it.each(PLANS)(`prices vary: ${vary}; %o`, (plan) => {
      const english = enginePrice(plan, vary, {});
      expect(subscriptionPriceText('$10.00', plan, vary).text).toBe(english);
      const marked = enginePrice(plan, vary, MARKED);
      expect(marked).toMatch(/^productPrice__/);
      expect(
        subscriptionPriceText('$10.00', plan, vary, {
          localizedStrings: MARKED,
          unavailable: 'Unavailable',
          locale: 'en-US',
        }).text,
      ).toBe(marked);
    });
  }

  it("says the site's 'Unavailable' when the plan fits no pattern", () => {
    const texts = { unavailable: 'Nicht erhältlich', locale: 'de-DE' };
    expect(subscriptionPriceText('10,00 €', null, false, texts).text).toBe('Nicht erhältlich');
    expect(
      enginePrice({ numBillingCycles: 0 } as never, false, {
        productPriceUnavailable: 'Nicht erhältlich',
      }),
    ).toBe('Nicht erhältlich');
  });

  it('keeps the English wording for an empty or non-text translation', () => {
    const plan: SubscriptionPlan = {
      billingPeriod: { value: 1, unit: 'WEEK' },
      numBillingCycles: 0,
    };
    const texts = (value: unknown) => ({
      localizedStrings: { productPrice__singlePrice__1Weekly__indefinite: value },
      unavailable: 'Unavailable',
      locale: 'en-US',
    });
    expect(subscriptionPriceText('$10.00', plan, false, texts('')).text).toBe('$10.00 every week');
    expect(subscriptionPriceText('$10.00', plan, false, texts(3)).text).toBe('$10.00 every week');
  });
});
