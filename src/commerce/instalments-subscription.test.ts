import { describe, expect, it } from 'vitest';
import { moneyFormatter } from '../i18n/money-format';
import {
  instalmentLocale,
  instalmentOffer,
  offersCartInstalments,
  offersProductInstalments,
} from './instalments';
import type { SubscriptionPlan } from './product';
import { subscriptionDuration, subscriptionPriceText } from './subscription';

describe('instalment locales and brands (J-02, J-03)', () => {
  it.each([
    ['en', 'US', 'en_US', 'Afterpay'],
    ['en', 'CA', 'en_CA', 'Afterpay'],
    ['fr', 'CA', 'fr_CA', 'Afterpay'],
    ['en', 'AU', 'en_AU', 'Afterpay'],
    ['en', 'NZ', 'en_NZ', 'Afterpay'],
    ['en', 'GB', 'en_GB', 'Clearpay'],
    ['fr', 'US', 'en_US', 'Afterpay'],
    ['fr-CA', 'CA', 'fr_CA', 'Afterpay'],
  ])('%s in %s → %s (%s)', (shopperLanguage, stripeAccountCountry, locale, brand) => {
    expect(instalmentLocale({ shopperLanguage, stripeAccountCountry })).toEqual({ locale, brand });
  });

  it('hides the pill for an unsupported country', () => {
    expect(instalmentLocale({ shopperLanguage: 'de', stripeAccountCountry: 'DE' })).toBeNull();
  });
});

describe('instalment offers (J-04 to J-07)', () => {
  const range = { afterPayMin: 3500, afterPayMax: 200000 };
  const legacy = moneyFormatter({});

  it('splits the price into 4, once converted to cents, rounding half up to the cent', () => {
    expect(instalmentOffer(10000, 'USD', range, legacy)).toEqual({
      kind: 'instalments',
      count: 4,
      amount: '$25.00',
    });
    expect(instalmentOffer(3502, 'USD', range, legacy)).toEqual({
      kind: 'instalments',
      count: 4,
      amount: '$8.76',
    });
  });

  it('is inclusive at both bounds and gives the bound beyond them', () => {
    expect(instalmentOffer(3499, 'USD', range, legacy)).toEqual({
      kind: 'out-of-range',
      bound: 'over',
      amount: '$35.00',
    });
    expect(instalmentOffer(3500, 'USD', range, legacy).kind).toBe('instalments');
    expect(instalmentOffer(200000, 'USD', range, legacy).kind).toBe('instalments');
    expect(instalmentOffer(200001, 'USD', range, legacy)).toEqual({
      kind: 'out-of-range',
      bound: 'upTo',
      amount: '$2,000.00',
    });
  });

  it('offers the product pill for physical products only, and cart instalments only for all-physical carts', () => {
    expect(
      [1, 2, 3, 4, 5, -1].map((type) =>
        offersProductInstalments(type, { afterPayAvailable: true }),
      ),
    ).toEqual([true, false, false, false, false, false]);
    expect(offersProductInstalments(1, { afterPayAvailable: false })).toBe(false);
    expect(offersCartInstalments([1, 1])).toBe(true);
    expect(offersCartInstalments([1, 2])).toBe(false);
    expect(offersCartInstalments([])).toBe(false);
  });
});

const plan = (
  value: number,
  unit: 'WEEK' | 'MONTH' | 'YEAR',
  numBillingCycles: number,
): SubscriptionPlan => ({
  billingPeriod: { value, unit },
  numBillingCycles,
});

describe('subscription price text (L-04 to L-08)', () => {
  it('converts whole years only: 24 months → 2 years, 26 weeks stay weeks', () => {
    expect(subscriptionDuration(plan(1, 'MONTH', 24))).toEqual({ value: 2, unit: 'YEAR' });
    expect(subscriptionDuration(plan(1, 'WEEK', 26))).toEqual({ value: 26, unit: 'WEEK' });
    expect(subscriptionDuration(plan(2, 'WEEK', 26))).toEqual({ value: 1, unit: 'YEAR' });
    expect(subscriptionDuration(plan(1, 'YEAR', 0))).toBeNull();
  });

  it.each([
    [plan(1, 'WEEK', 0), false, '$10.00 every week'],
    [plan(2, 'WEEK', 0), false, '$10.00 every 2 weeks'],
    [plan(1, 'MONTH', 12), false, '$10.00 every month for 1 year'],
    [plan(1, 'MONTH', 6), false, '$10.00 every month for 6 months'],
    [plan(3, 'MONTH', 1), false, '$10.00 every 3 months for 3 months'],
    [plan(1, 'YEAR', 0), true, 'from $10.00 every year'],
    [plan(1, 'YEAR', 3), false, '$10.00 every year for 3 years'],
  ])('%o (prices vary: %s) → %s', (p, vary, text) => {
    expect(subscriptionPriceText('$10.00', p, vary).text).toBe(text);
  });

  it("says 'Unavailable' when the plan fits no pattern", () => {
    expect(subscriptionPriceText('$10.00', null).text).toBe('Unavailable');
  });
});
