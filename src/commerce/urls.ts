/** Hand-off pages (checklist D-14): checkout and subscription by cart token, gift cards by item and sku. */
export function checkoutUrl(cartToken: string): string {
  return `/checkout?${new URLSearchParams({ cartToken })}`;
}

export function subscriptionCheckoutUrl(cartToken: string): string {
  return `/checkout/subscription?${new URLSearchParams({ cartToken })}`;
}

export function giftCardUrl(itemId: string, sku: string): string {
  return `/commerce/gift-card?${new URLSearchParams({ itemId, sku })}`;
}
