import { interpolate } from '../i18n/interpolate';
import type { SubscriptionPlan } from './product';

/**
 * What the subscription price display exposes: the text, the billing period's value and the
 * duration.
 */
export interface SubscriptionPrice {
  text: string;
  billingPeriodValue: number | null;
  durationValue: number | null;
}

const UNITS = {
  WEEK: ['week', 'weeks'],
  MONTH: ['month', 'months'],
  YEAR: ['year', 'years'],
} as const;
const PER_YEAR = { WEEK: 52, MONTH: 12 } as const;

export const UNAVAILABLE = 'Unavailable';

/**
 * The total duration (period value × cycles) in the billing unit, converted to years when it is a
 * whole number of years (weeks in 52s, months in 12s) [L-05, L-06]. Null for an indefinite plan
 * (0 cycles).
 */
export function subscriptionDuration(
  plan: SubscriptionPlan,
): { value: number; unit: keyof typeof UNITS } | null {
  if (plan.numBillingCycles === 0) return null;
  const { unit } = plan.billingPeriod;
  const total = plan.billingPeriod.value * plan.numBillingCycles;
  if (unit !== 'YEAR' && total % PER_YEAR[unit] === 0)
    return { value: total / PER_YEAR[unit], unit: 'YEAR' };
  return { value: total, unit };
}

const unitWord = (unit: keyof typeof UNITS, value: number) => UNITS[unit][value === 1 ? 0 : 1];

/**
 * The price text: "{price} every month", "{price} every 2 months for 6 months", "from …" when
 * prices vary; 'Unavailable' when the plan does not fit a pattern [L-07, L-08].
 */
export function subscriptionPriceText(
  price: string,
  plan: SubscriptionPlan | null,
  pricesVary = false,
): SubscriptionPrice {
  if (!plan || !(plan.billingPeriod.unit in UNITS) || plan.billingPeriod.value < 1) {
    return { text: UNAVAILABLE, billingPeriodValue: null, durationValue: null };
  }
  const { value, unit } = plan.billingPeriod;
  const every =
    value === 1 ? `every ${unitWord(unit, 1)}` : `every ${value} ${unitWord(unit, value)}`;
  const duration = subscriptionDuration(plan);
  const limited = duration
    ? ` for ${duration.value} ${unitWord(duration.unit, duration.value)}`
    : '';
  const text = interpolate(`${pricesVary ? 'from ' : ''}{price} ${every}${limited}`, { price });
  return { text, billingPeriodValue: value, durationValue: duration?.value ?? null };
}
