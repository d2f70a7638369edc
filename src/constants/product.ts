import { DIGITAL, GIFT_CARD, PHYSICAL, SERVICE } from '../template/core/product-types';

/**
 * Product types: the four the template engine reads, plus paywalled products (5) and unknown (-1),
 * so any product data decodes [B-03].
 */
export const PRODUCT_TYPE = {
  UNKNOWN: -1,
  PHYSICAL,
  DIGITAL,
  SERVICE,
  GIFT_CARD,
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

/** A quantity is a whole number from 1 to 9,999, 1 unless chosen [B-23]. */
export const QUANTITY = { MIN: 1, MAX: 9999, STEP: 1, DEFAULT: 1 } as const;

/**
 * Cart counts above this show as '100+' on the pill, and the spoken count becomes 'More than 100
 * items' [H-07].
 */
export const PILL_MAX_COUNT = 100;

/**
 * The template views a merchant turns scarcity lines on for (`scarcityTemplateViews`): a product's
 * own page, and a product shown in a list. Store markup is in the view its nearest
 * `data-sq-view` container names, else on a product page [F-23].
 */
export const TEMPLATE_VIEW = { productPage: 'product-page', productList: 'product-list' } as const;
export const VIEW_ATTRIBUTE = 'data-sq-view';

/** Instalment offers split a price into this many payments. */
export const DEFAULT_INSTALMENTS = 4;

/** The languages instalment offers are shown in, by the store's Stripe account country. */
export const INSTALMENT_LANGUAGES = {
  US: ['en'],
  CA: ['en', 'fr'],
  AU: ['en'],
  NZ: ['en'],
  GB: ['en'],
} as const;

/** Instalments are branded Clearpay in these locales and Afterpay in the others. */
export const CLEARPAY_LOCALES = ['en_GB'] as const;
