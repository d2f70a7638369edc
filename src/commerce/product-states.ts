import { PRODUCT_TYPE } from '../constants/product';
import { holdsStock, isPurchasableType } from '../template/core/product-types';
import { giftCardPrice } from './gift-card-price';
import type { MoneyValue, Product, Variant } from './product';

/**
 * Derived product states, never stored: sold out, on sale, marks, prices, quantity and button text.
 * Which product types can be bought is the template engine's own rule, so a page's script and its
 * store markup always agree.
 */
const hasStockRules = (product: Product) => holdsStock(product.productType);

export function isVariantSoldOut(variant: Variant): boolean {
  return !variant.unlimited && variant.qtyInStock <= 0;
}

/** Physical goods, digital downloads, services and gift cards can be bought; paywalled and unknown types cannot. */
export function isPurchasable(product: Product): boolean {
  return isPurchasableType(product.productType);
}

/**
 * Only physical and service products sell out: when no variant has unlimited or remaining stock
 * (a product without variants counts as sold out) [E-01, E-02, E-09].
 */
export function isSoldOut(product: Product): boolean {
  return hasStockRules(product) && product.variants.every(isVariantSoldOut);
}

/** A product that cannot be bought now: a type nobody can buy, or sold out; the store markup marks it sold out. */
export function isUnavailable(product: Product): boolean {
  return !isPurchasable(product) || isSoldOut(product);
}

/**
 * On sale: any variant on sale for physical and service products, the item's own flag for digital
 * ones, never for other types [E-03 to E-05, E-09].
 */
export function isOnSale(product: Product): boolean {
  if (hasStockRules(product)) return product.variants.some((variant) => variant.onSale);
  if (product.productType === PRODUCT_TYPE.DIGITAL) return product.onSale;
  return false;
}

/** The product's mark: sold out (or not for sale) wins over the sale mark [E-06]. */
export function productMark(product: Product): 'sold-out' | 'sale' | null {
  if (isUnavailable(product)) return 'sold-out';
  return isOnSale(product) ? 'sale' : null;
}

/** Options are offered only for more than one variant, and never for digital products [E-07]. */
export function showsMultipleVariants(product: Product): boolean {
  return product.variants.length > 1 && product.productType !== PRODUCT_TYPE.DIGITAL;
}

/**
 * Prices vary when a variant's onSale or price differs from the first's; sale prices count only
 * when the first variant is on sale, so a hidden sale price never causes "from" pricing [E-08]. A
 * gift card's vary when its denominations do (gift-card-price.ts).
 */
export function hasVariedPrices(product: Product): boolean {
  if (product.productType === PRODUCT_TYPE.GIFT_CARD) return giftCardPrice(product).from;
  const [first, ...rest] = product.variants;
  if (!first) return false;
  return rest.some(
    (variant) =>
      variant.onSale !== first.onSale ||
      variant.price.value !== first.price.value ||
      (first.onSale && variant.salePrice.value !== first.salePrice.value),
  );
}

/** The stock over all variants: Infinity for unlimited stock and for products that hold none [E-10]. */
export function totalStock(product: Product): number {
  if (!hasStockRules(product)) return Number.POSITIVE_INFINITY;
  let total = 0;
  for (const variant of product.variants) {
    if (variant.unlimited) return Number.POSITIVE_INFINITY;
    total += Math.max(0, variant.qtyInStock);
  }
  return total;
}

/** Only physical and service products can be subscribed to [E-11]. */
export function isSubscribable(product: Product): boolean {
  return product.isSubscribable && hasStockRules(product);
}

/** The price a shopper pays for a variant: its sale price while on sale [E-14]. */
export function effectivePrice(variant: Variant): MoneyValue {
  return variant.onSale ? variant.salePrice : variant.price;
}

/**
 * The lowest effective price over the variants, shown as "from" when prices vary [E-14]; a gift
 * card's lowest denomination (gift-card-price.ts).
 */
export function fromPrice(product: Product): MoneyValue {
  if (product.productType === PRODUCT_TYPE.GIFT_CARD) return giftCardPrice(product).price;
  let lowest: MoneyValue | null = null;
  for (const variant of product.variants) {
    const price = effectivePrice(variant);
    if (!lowest || Number(price.value) < Number(lowest.value)) lowest = price;
  }
  return lowest ?? (product.onSale ? product.salePrice : product.price);
}

/** Physical products always come in quantities; services only where the store allows it. */
export function typeAllowsQuantity(
  productType: number,
  settings: { multipleQuantityAllowedForServices?: boolean },
): boolean {
  return (
    productType === PRODUCT_TYPE.PHYSICAL ||
    (productType === PRODUCT_TYPE.SERVICE && settings.multipleQuantityAllowedForServices !== false)
  );
}

/**
 * The quantity field is shown where the type allows quantities, the product is not a
 * subscription and more than one is in stock [F-17].
 */
export function showsQuantityInput(
  product: Product,
  settings: { multipleQuantityAllowedForServices?: boolean },
): boolean {
  return (
    typeAllowsQuantity(product.productType, settings) &&
    !isSubscribable(product) &&
    totalStock(product) > 1
  );
}

/** The button's text: the custom text, else 'Subscribe' for subscriptions, else 'Add To Cart' [F-01]. */
export function addButtonText(
  product: Product,
  strings: { productAddToCartText: string; productSubscribeText: string },
): string {
  const custom = product.customAddButtonText.trim();
  if (product.useCustomAddButtonText && custom) return custom;
  return isSubscribable(product) ? strings.productSubscribeText : strings.productAddToCartText;
}
