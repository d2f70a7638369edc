/**
 * When a variant is in stock for an add: it is unlimited, or what is on hand covers what the cart
 * already holds of it plus what is asked for, `qtyInStock ≥ inCart + requested` (the checklist's
 * reading 6 of "stock above the quantity already in the cart") [G-01, F-11].
 */
export function stockCovers(
  stock: { unlimited: boolean; qtyInStock: number },
  inCart: number,
  requested: number,
): boolean {
  return stock.unlimited || stock.qtyInStock >= inCart + requested;
}
