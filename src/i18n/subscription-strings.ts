import { resolveStringsWith } from './strings';

/**
 * The catalogue of a subscription's price wording: one localized string per kind of plan, under
 * the platform's keys, which the template engine reads for its `product-price` formatter
 * (src/template/formatters/commerce.ts), so that a site's translation reads the same on a store
 * page and in the elements [L-07, C-26]. A key names the prices (one, or several: "from"), the
 * billing period (every one, or every n, weeks, months or years) and the duration (none, or 1 or
 * n weeks, months or years), e.g. `productPrice__singlePrice__nMonthly__limited__nYears`. Each
 * value is an ICU message (src/i18n/message-pattern.ts) with `{price}`, `{billingPeriodValue}` and
 * `{duration}`; the defaults are the spec's English patterns.
 */

export type BillingUnit = 'WEEK' | 'MONTH' | 'YEAR';

/** The plan's wording needs: its prices, its billing period, and its duration unless indefinite. */
export interface SubscriptionWording {
  pricesVary: boolean;
  periodValue: number;
  periodUnit: BillingUnit;
  duration: { value: number; unit: BillingUnit } | null;
}

const PERIOD_KEYS = { WEEK: 'Weekly', MONTH: 'Monthly', YEAR: 'Yearly' } as const;
const SPAN_KEYS = { WEEK: 'Weeks', MONTH: 'Months', YEAR: 'Years' } as const;
const UNIT_WORDS = {
  WEEK: ['week', 'weeks'],
  MONTH: ['month', 'months'],
  YEAR: ['year', 'years'],
} as const;

const countKey = (value: number) => (value === 1 ? '1' : 'n');
const unitWord = (unit: BillingUnit, value: number) => UNIT_WORDS[unit][value === 1 ? 0 : 1];

/** The localized string's key of a plan's wording. */
export function subscriptionPriceKey(plan: SubscriptionWording): string {
  const prices = plan.pricesVary ? 'multiplePrices' : 'singlePrice';
  const period = `${countKey(plan.periodValue)}${PERIOD_KEYS[plan.periodUnit]}`;
  const { duration } = plan;
  const length = duration
    ? `limited__${countKey(duration.value)}${SPAN_KEYS[duration.unit]}`
    : 'indefinite';
  return `productPrice__${prices}__${period}__${length}`;
}

/**
 * The English pattern of a plan's wording: `{price} every week`, `{price} every
 * {billingPeriodValue} weeks`, `… for {duration} years` when limited, `from …` when prices vary.
 */
export function defaultSubscriptionPattern(plan: SubscriptionWording): string {
  const every =
    plan.periodValue === 1
      ? unitWord(plan.periodUnit, 1)
      : `{billingPeriodValue} ${unitWord(plan.periodUnit, plan.periodValue)}`;
  const { duration } = plan;
  const limited = duration ? ` for {duration} ${unitWord(duration.unit, duration.value)}` : '';
  return `${plan.pricesVary ? 'from ' : ''}{price} every ${every}${limited}`;
}

/** The pattern of a plan's wording: the site's localized string for it, else the English one. */
export function subscriptionPattern(
  plan: SubscriptionWording,
  localizedStrings?: Record<string, unknown> | null,
): string {
  const key = subscriptionPriceKey(plan);
  return resolveStringsWith({ [key]: defaultSubscriptionPattern(plan) }, localizedStrings)[
    key
  ] as string;
}
