/**
 * Product types as the engine reads `structuredContent.productType`, and the one rule for which of
 * them a shopper can buy. The storefront script imports this too, so a button refuses exactly the
 * products the store markup shows as unavailable.
 */
export const PHYSICAL = 1;
export const DIGITAL = 2;
export const SERVICE = 3;
export const GIFT_CARD = 4;

/** Physical goods, digital downloads, services and gift cards can be bought; paywalled and unknown types cannot. */
export const isPurchasableType = (type: number): boolean =>
  type === PHYSICAL || type === DIGITAL || type === SERVICE || type === GIFT_CARD;

/** Only physical products and services hold stock, so only they can run out. */
export const holdsStock = (type: number): boolean => type === PHYSICAL || type === SERVICE;
