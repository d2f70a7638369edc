import type { MoneyValue, Product } from './product';

/**
 * A gift card's price before a denomination is chosen: the lowest denomination, shown as "from"
 * it when the denominations differ [K-05]. A denomination is its variant's price, the amount its
 * option reads as [K-02]; gift cards are never on sale [K-01], so sale prices play no part. A gift
 * card without variants shows its own price.
 */
export function giftCardPrice(product: Product): { price: MoneyValue; from: boolean } {
  const [first, ...rest] = product.variants.map((variant) => variant.price);
  if (!first) return { price: product.price, from: false };
  let lowest = first;
  for (const price of rest) if (Number(price.value) < Number(lowest.value)) lowest = price;
  return { price: lowest, from: rest.some((price) => Number(price.value) !== Number(first.value)) };
}
