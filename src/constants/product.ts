/** Product types (spec §3, checklist B-03). PAYWALL appears once in the notes; kept so data decodes. */
export const PRODUCT_TYPE = {
  UNKNOWN: -1,
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
} as const;

export type ProductType = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];

const KNOWN_PRODUCT_TYPES: ReadonlySet<number> = new Set(Object.values(PRODUCT_TYPE));

/** Any code not listed (0, 99, null, text) decodes to UNKNOWN instead of failing. */
export function decodeProductType(code: unknown): ProductType {
  return typeof code === 'number' && KNOWN_PRODUCT_TYPES.has(code)
    ? (code as ProductType)
    : PRODUCT_TYPE.UNKNOWN;
}

/** Quantity input bounds (spec §5, §9; checklist B-23). */
export const QUANTITY = { MIN: 1, MAX: 9999, STEP: 1, DEFAULT: 1 } as const;

/** Subscription billing periods and how many fit in a year (spec §3, §9; B-14). */
export const BILLING_PERIODS_PER_YEAR = { WEEK: 52, MONTH: 12, YEAR: 1 } as const;
export type BillingPeriodUnit = keyof typeof BILLING_PERIODS_PER_YEAR;

/** Merchants may offer subscriptions for physical and service products only (spec §5). */
export const SUBSCRIBABLE_PRODUCT_TYPES: readonly ProductType[] = [
  PRODUCT_TYPE.PHYSICAL,
  PRODUCT_TYPE.SERVICE,
];

/**
 * Pill cart: counts above this show as '100+' (spec §9), and the cart's item-count label switches
 * to 'More than 100 items' at the same point (checklist H-07).
 */
export const PILL_MAX_COUNT = 100;

/** Default number of instalments (spec §9). */
export const DEFAULT_INSTALMENTS = 4;

/** Instalment languages per Stripe account country (spec §9). */
export const INSTALMENT_LANGUAGES = {
  US: ['en'],
  CA: ['en', 'fr'],
  AU: ['en'],
  NZ: ['en'],
  GB: ['en'],
} as const;

/** Clearpay is the brand for these locales; every other supported one is Afterpay (spec §9). */
export const CLEARPAY_LOCALES = ['en_GB'] as const;
export const AFTERPAY_LOCALES = ['en_US', 'en_CA', 'fr_CA', 'en_AU', 'en_NZ'] as const;
