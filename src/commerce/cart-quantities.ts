import type { ShoppingCart } from '../contract/cart';
import type { MoneyFormatter } from '../i18n/money-format';

/**
 * The cart with some entries' quantities replaced (0 drops the entry): what the shopper asked
 * for, shown before the server answers. A changed line's `subTotal` is its price × quantity,
 * written by the site's `money` formatter; the cart's money totals stay the server's until it
 * answers.
 */
export function withQuantities(
  cart: ShoppingCart,
  quantities: ReadonlyMap<string, number>,
  money: MoneyFormatter,
): ShoppingCart {
  if (quantities.size === 0) return cart;
  const entries = cart.entries
    .map((entry) => {
      const quantity = quantities.get(entry.id);
      if (quantity === undefined || quantity === entry.quantity) return entry;
      const subTotal = money.cents(entry.purchasePriceCents * quantity, cart.currencyCode);
      return { ...entry, quantity, subTotal };
    })
    .filter((entry) => entry.quantity > 0);
  return {
    ...cart,
    entries,
    totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
  };
}
