import {
  CLEARPAY_LOCALES,
  DEFAULT_INSTALMENTS,
  INSTALMENT_LANGUAGES,
  PRODUCT_TYPE,
} from '../constants/product';
import type { MoneyFormatter } from '../i18n/money-format';

/** The instalment (Afterpay/Clearpay) context of an item. Min and max are in minor units. */
export interface InstalmentContext {
  afterPayAvailable: boolean;
  afterPayMin: number;
  afterPayMax: number;
  shopperLanguage: string;
  stripeAccountCountry: string;
}

export type InstalmentBrand = 'Afterpay' | 'Clearpay';

const LANGUAGES: Record<string, readonly string[]> = INSTALMENT_LANGUAGES;

/**
 * The `en_US`-style locale and the brand (Clearpay for en_GB, else Afterpay), or null where the
 * pill is not offered [J-02, J-03]. A language the country does not support falls back to English;
 * an unsupported country hides the pill.
 */
export function instalmentLocale(
  context: Pick<InstalmentContext, 'shopperLanguage' | 'stripeAccountCountry'>,
) {
  const country = context.stripeAccountCountry.toUpperCase();
  const languages = LANGUAGES[country];
  if (!languages) return null;
  const wanted = context.shopperLanguage.toLowerCase().split(/[-_]/)[0] ?? '';
  const language = languages.includes(wanted) ? wanted : 'en';
  const locale = `${language}_${country}`;
  const brand: InstalmentBrand = (CLEARPAY_LOCALES as readonly string[]).includes(locale)
    ? 'Clearpay'
    : 'Afterpay';
  return { locale, brand };
}

/**
 * An offer: `count` payments of `amount`; or, outside the range, the bound the price is `over`
 * (below the minimum, "available for orders over {amount}") or `upTo` (above the maximum), which
 * the line words in the site's strings (`instalmentOrdersOverText`, `instalmentOrdersUpToText`).
 */
export type InstalmentOffer =
  | { kind: 'instalments'; count: number; amount: string }
  | { kind: 'out-of-range'; bound: 'over' | 'upTo'; amount: string };

/**
 * The pill's offer for a price already in minor units (never multiplied again): `count` payments,
 * each rounded half up to the cent, or the bound below the minimum or above the maximum, both
 * bounds inclusive [J-04 to J-06]. Amounts are written by the site's `money` formatter.
 */
export function instalmentOffer(
  priceCents: number,
  currency: string,
  context: Pick<InstalmentContext, 'afterPayMin' | 'afterPayMax'>,
  money: MoneyFormatter,
  count = DEFAULT_INSTALMENTS,
): InstalmentOffer {
  if (priceCents < context.afterPayMin) {
    return {
      kind: 'out-of-range',
      bound: 'over',
      amount: money.cents(context.afterPayMin, currency),
    };
  }
  if (priceCents > context.afterPayMax) {
    return {
      kind: 'out-of-range',
      bound: 'upTo',
      amount: money.cents(context.afterPayMax, currency),
    };
  }
  return {
    kind: 'instalments',
    count,
    amount: money.cents(Math.round(priceCents / count), currency),
  };
}

/**
 * The product pill is offered only where the item's context allows it, and for physical products
 * only [J-01].
 */
export function offersProductInstalments(
  productType: number,
  context: Pick<InstalmentContext, 'afterPayAvailable'>,
) {
  return context.afterPayAvailable && productType === PRODUCT_TYPE.PHYSICAL;
}

/** A cart qualifies for instalments only when it has items and every one is physical [J-07]. */
export function offersCartInstalments(productTypes: readonly number[]): boolean {
  return productTypes.length > 0 && productTypes.every((type) => type === PRODUCT_TYPE.PHYSICAL);
}

/** The instalment context of an item from the page context; anything missing means no pill. */
export function decodeInstalmentContext(raw: unknown): InstalmentContext {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const number = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return {
    afterPayAvailable: source.afterPayAvailable === true,
    afterPayMin: number(source.afterPayMin),
    afterPayMax: number(source.afterPayMax),
    shopperLanguage: typeof source.shopperLanguage === 'string' ? source.shopperLanguage : 'en',
    stripeAccountCountry:
      typeof source.stripeAccountCountry === 'string' ? source.stripeAccountCountry : '',
  };
}
