import { PRODUCT_TYPE } from '../constants/product';
import type { MoneyValue, Product, Variant } from './product';

/**
 * Derived product states of spec §4 (checklist E), never stored. The elements and the template
 * engine both use these, so a page and its markup always agree.
 */
const hasStockRules = (product: Product) =>
  product.productType === PRODUCT_TYPE.PHYSICAL || product.productType === PRODUCT_TYPE.SERVICE;

export function isVariantSoldOut(variant: Variant): boolean {
  return !variant.unlimited && variant.qtyInStock <= 0;
}

/** E-01, E-02, E-09: only physical and service products sell out; no variants counts as sold out. */
export function isSoldOut(product: Product): boolean {
  return hasStockRules(product) && product.variants.every(isVariantSoldOut);
}

/** E-03 to E-05, E-09. */
export function isOnSale(product: Product): boolean {
  if (hasStockRules(product)) return product.variants.some((variant) => variant.onSale);
  if (product.productType === PRODUCT_TYPE.DIGITAL) return product.onSale;
  return false;
}

/** E-06: the sold-out mark wins over the sale mark. */
export function productMark(product: Product): 'sold-out' | 'sale' | null {
  if (isSoldOut(product)) return 'sold-out';
  return isOnSale(product) ? 'sale' : null;
}

/** E-07. */
export function showsMultipleVariants(product: Product): boolean {
  return product.variants.length > 1 && product.productType !== PRODUCT_TYPE.DIGITAL;
}

/**
 * E-08: prices vary when a variant's onSale or price differs from the first's; sale prices count only
 * when the first variant is on sale, so a hidden sale price never causes "from" pricing.
 */
export function hasVariedPrices(product: Product): boolean {
  const [first, ...rest] = product.variants;
  if (!first) return false;
  return rest.some(
    (variant) =>
      variant.onSale !== first.onSale ||
      variant.price.value !== first.price.value ||
      (first.onSale && variant.salePrice.value !== first.salePrice.value),
  );
}

/** E-10: Infinity for unlimited stock and for products that have no stock. */
export function totalStock(product: Product): number {
  if (!hasStockRules(product)) return Number.POSITIVE_INFINITY;
  let total = 0;
  for (const variant of product.variants) {
    if (variant.unlimited) return Number.POSITIVE_INFINITY;
    total += Math.max(0, variant.qtyInStock);
  }
  return total;
}

/** E-11: subscribable merchandise is physical or service only. */
export function isSubscribable(product: Product): boolean {
  return product.isSubscribable && hasStockRules(product);
}

/** E-14: the price a shopper pays for a variant. */
export function effectivePrice(variant: Variant): MoneyValue {
  return variant.onSale ? variant.salePrice : variant.price;
}

/** E-14: the lowest effective price over the variants, shown as "from" when prices vary. */
export function fromPrice(product: Product): MoneyValue {
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

/** §5 / F-17: when the quantity input is shown. */
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

/** F-01: custom text, else 'Subscribe' for subscribable products, else 'Add To Cart'. */
export function addButtonText(
  product: Product,
  strings: { productAddToCartText: string; productSubscribeText: string },
): string {
  const custom = product.customAddButtonText.trim();
  if (product.useCustomAddButtonText && custom) return custom;
  return isSubscribable(product) ? strings.productSubscribeText : strings.productAddToCartText;
}
