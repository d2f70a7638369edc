import { DEFAULT_SITE_LOCALE } from '../constants/formatting';
import { QUANTITY, TEMPLATE_VIEW } from '../constants/product';
import { interpolate } from '../i18n/interpolate';
import { formatMessage } from '../i18n/message-pattern';
import type { MoneyFormatter } from '../i18n/money-format';
import type { LocalizedStrings } from '../i18n/strings';
import { decodeMerchandising } from './merchandising';
import type { Product, Variant } from './product';
import {
  addButtonText,
  effectivePrice,
  fromPrice,
  hasVariedPrices,
  isSubscribable,
  isUnavailable,
  isVariantSoldOut,
  productMark,
  showsMultipleVariants,
  showsQuantityInput,
} from './product-states';
import { subscriptionPriceText } from './subscription';
import { chosenVariant, type OptionSelection } from './variants';

/**
 * The product view: everything a product's purchase box shows for the shopper's current choice,
 * derived once. The React product form renders it; the template-markup binders apply it to the
 * store markup the server rendered.
 */
export interface ProductView {
  /** The variant being bought: the only one, or the one a complete choice picks; else null. */
  variant: Variant | null;
  /** The shopper picked `variant` through the options (a product offering several variants). */
  picked: boolean;
  /** The price text: the variant's price, else the product's ('from …' when prices vary). */
  price: string;
  /** The mark beside the price, and its text. */
  mark: 'sale' | 'sold-out' | null;
  markText: string;
  /** The product (or the picked variant) cannot be bought now: sold out, or a type nobody can buy. */
  soldOut: boolean;
  /** A press of the button may add: the opposite of `soldOut`. */
  canAdd: boolean;
  /** The button's idle text: the sold-out text while sold out. */
  buttonLabel: string;
  /** How many are left of the variant the stock line speaks of, when its stock is limited and not out. */
  stockLeft: number | null;
  /**
   * The scarcity line to show, '' for none: only in the views the merchant listed, for a variant of
   * limited stock, before a choice only when shown by default [F-23].
   */
  scarcity: string;
  /** What a screen reader hears when a variant is picked: its price, and the sold-out text. */
  announcement: string;
  /** Whether the quantity field is shown, and its bounds. */
  quantity: { shown: boolean; min: number; max: number; step: number };
}

export type ProductViewStrings = Pick<
  LocalizedStrings,
  | 'productSoldOutText'
  | 'productSaleText'
  | 'productAddToCartText'
  | 'productSubscribeText'
  | 'productPriceFromText'
  | 'productPriceUnavailable'
>;

/** What the view reads from the page: the store's settings and the merchandising by product id. */
export interface ProductViewContext {
  storeSettings: {
    variantOptionOrdering?: readonly string[];
    multipleQuantityAllowedForServices?: boolean;
  };
  merchandising: Record<string, unknown>;
  /**
   * The site's localized strings, for the texts beyond `strings`' (a subscription's price wording
   * per kind of plan), and its locale, whose plural rules their patterns follow.
   */
  localizedStrings?: Record<string, unknown>;
  website?: { locale?: string };
}

/**
 * The price text of the picked variant, else of the product, in the site's money format and
 * wording, as the engine's `product-price` writes it: a subscription's by its plan, else the
 * amount, `productPriceFromText` when prices vary; the site's patterns are ICU messages.
 */
function priceText(
  product: Product,
  variant: Variant | null,
  context: ProductViewContext,
  strings: ProductViewStrings,
  money: MoneyFormatter,
): string {
  const amount = money.format(variant ? effectivePrice(variant) : fromPrice(product));
  const varied = !variant && hasVariedPrices(product);
  const locale = context.website?.locale ?? DEFAULT_SITE_LOCALE;
  if (isSubscribable(product)) {
    return subscriptionPriceText(amount, product.subscriptionPlan, varied, {
      localizedStrings: context.localizedStrings,
      unavailable: strings.productPriceUnavailable,
      locale,
    }).text;
  }
  if (!varied) return amount;
  const price = { named: { price: amount }, positional: [amount, amount] };
  return formatMessage(strings.productPriceFromText, price, locale);
}

/**
 * The view of `product` for the options chosen in `selection`, its prices written by the site's
 * `money` formatter; `buttonText` is the button's own text (an element's attribute, or the
 * template's label), used instead of the site's; `view` is the template view it is shown in (see
 * TEMPLATE_VIEW), which decides whether a scarcity line shows.
 */
export function productView(
  product: Product,
  selection: OptionSelection,
  context: ProductViewContext,
  strings: ProductViewStrings,
  money: MoneyFormatter,
  buttonText?: string | null,
  view: string = TEMPLATE_VIEW.productPage,
): ProductView {
  const settings = context.storeSettings;
  const merchandising = decodeMerchandising(context.merchandising[product.id]);
  const variant = chosenVariant(product, selection, settings.variantOptionOrdering);
  const picked = variant !== null && showsMultipleVariants(product);
  // With a variant picked, its stock and sale decide; before, the product's.
  const shown = variant ? { ...product, variants: [variant] } : product;
  const soldOut = isUnavailable(shown);
  const mark = productMark(shown);
  const soldOutText = merchandising.customSoldOutText || strings.productSoldOutText;
  const price = priceText(product, variant, context, strings, money);

  // The stock line speaks of the picked variant, or before a choice of the first.
  const stocked = variant ?? product.variants[0];
  const stockLeft =
    stocked && !soldOut && !stocked.unlimited && !isVariantSoldOut(stocked)
      ? stocked.qtyInStock
      : null;
  const scarcity =
    merchandising.scarcityEnabled &&
    merchandising.scarcityTemplateViews.includes(view) &&
    stockLeft !== null &&
    (variant || merchandising.scarcityShownByDefault)
      ? interpolate(merchandising.scarcityText, { quantity: stockLeft, qtyInStock: stockLeft })
      : '';

  return {
    variant,
    picked,
    price,
    mark,
    markText: mark === 'sold-out' ? soldOutText : mark === 'sale' ? strings.productSaleText : '',
    soldOut,
    canAdd: !soldOut,
    buttonLabel: soldOut ? soldOutText : (buttonText ?? addButtonText(product, strings)),
    stockLeft,
    scarcity,
    announcement: picked ? `${price}${soldOut ? `, ${soldOutText}` : ''}` : '',
    quantity: {
      shown: showsQuantityInput(product, settings),
      min: QUANTITY.MIN,
      max: QUANTITY.MAX,
      step: QUANTITY.STEP,
    },
  };
}
