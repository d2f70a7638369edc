import { DEFAULT_SITE_LOCALE } from '../constants/formatting';
import { formatMessage } from '../i18n/message-pattern';
import { DEFAULT_STRINGS } from '../i18n/strings';
import { type BillingUnit, subscriptionPattern } from '../i18n/subscription-strings';
import type { SubscriptionPlan } from './product';

/**
 * A subscription's price display: the text, the billing period's value and the duration, in the
 * site's wording [L-04 to L-08].
 */
export interface SubscriptionPrice {
  text: string;
  billingPeriodValue: number | null;
  durationValue: number | null;
}

/** The site's words for a subscription's price: its localized strings, 'Unavailable', its locale. */
export interface SubscriptionTexts {
  /** The page context's `localizedStrings`: a plan's pattern there wins over the English one. */
  localizedStrings?: Record<string, unknown> | null;
  /** What shows when no pattern fits the plan (the catalogue's `productPriceUnavailable`). */
  unavailable: string;
  /** The site's locale, whose plural rules a pattern's plural forms follow. */
  locale: string;
}

const ENGLISH: SubscriptionTexts = {
  unavailable: DEFAULT_STRINGS.productPriceUnavailable,
  locale: DEFAULT_SITE_LOCALE,
};

const PER_YEAR = { WEEK: 52, MONTH: 12 } as const;
const UNITS: readonly string[] = ['WEEK', 'MONTH', 'YEAR'] satisfies BillingUnit[];

/**
 * The total duration (period value × cycles) in the billing unit, converted to years when it is a
 * whole number of years (weeks in 52s, months in 12s) [L-05, L-06]. Null for an indefinite plan
 * (0 cycles).
 */
export function subscriptionDuration(
  plan: SubscriptionPlan,
): { value: number; unit: BillingUnit } | null {
  if (plan.numBillingCycles === 0) return null;
  const { unit } = plan.billingPeriod;
  const total = plan.billingPeriod.value * plan.numBillingCycles;
  if (unit !== 'YEAR' && total % PER_YEAR[unit] === 0)
    return { value: total / PER_YEAR[unit], unit: 'YEAR' };
  return { value: total, unit };
}

/**
 * The price text of `price` (already written as money) on `plan`: the site's pattern for the plan
 * (src/i18n/subscription-strings.ts), by default "{price} every month", "{price} every 2 months
 * for 6 months", "from …" when prices vary; 'Unavailable' when the plan does not fit a pattern
 * [L-07, L-08]. The pattern's arguments are the engine's: `{price}`, `{billingPeriodValue}` and
 * `{duration}` (0 when indefinite), and by position the same, the price twice when prices vary.
 */
export function subscriptionPriceText(
  price: string,
  plan: SubscriptionPlan | null,
  pricesVary = false,
  texts: SubscriptionTexts = ENGLISH,
): SubscriptionPrice {
  if (!plan || !UNITS.includes(plan.billingPeriod.unit) || plan.billingPeriod.value < 1) {
    const text = formatMessage(texts.unavailable, {}, texts.locale);
    return { text, billingPeriodValue: null, durationValue: null };
  }
  const { value, unit } = plan.billingPeriod;
  const duration = subscriptionDuration(plan);
  const pattern = subscriptionPattern(
    { pricesVary, periodValue: value, periodUnit: unit, duration },
    texts.localizedStrings,
  );
  const length = duration?.value ?? 0;
  const text = formatMessage(
    pattern,
    {
      named: { price, billingPeriodValue: value, duration: length },
      positional: pricesVary ? [price, price, value, length] : [price, value, length],
    },
    texts.locale,
  );
  return { text, billingPeriodValue: value, durationValue: duration?.value ?? null };
}
