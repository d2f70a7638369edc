import { PRODUCT_TYPE } from '../constants/product';
import { MESSAGES } from '../i18n/messages';
import type { Product } from './product';
import { isSubscribable } from './product-states';

/**
 * What the product page's button does: start a subscription, open the gift-card page (no cart
 * entry), add and go straight to checkout when the store uses express checkout, or add to the
 * cart [F-06, K-04, L-02].
 */
export type PurchaseKind = 'subscription' | 'gift-card' | 'express-checkout' | 'add-to-cart';

export function purchaseKind(product: Product, expressCheckout: boolean): PurchaseKind {
  if (isSubscribable(product)) return 'subscription';
  if (product.productType === PRODUCT_TYPE.GIFT_CARD) return 'gift-card';
  return expressCheckout ? 'express-checkout' : 'add-to-cart';
}

/** The alert title when a purchase of that kind fails or is refused. */
export const PURCHASE_FAILURE_TITLE: Record<PurchaseKind, string> = {
  subscription: MESSAGES.unableToPurchaseItem,
  'gift-card': MESSAGES.unableToPurchaseGiftCard,
  'express-checkout': MESSAGES.unableToPurchaseItem,
  'add-to-cart': MESSAGES.unableToAddItem,
};
