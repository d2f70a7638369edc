import { beforeAll, describe, expect, it } from 'vitest';
import { emptyCart } from '../../src/commerce/empty-cart';
import type { CartEntry, ShoppingCart } from '../../src/contract/cart';
import { siteMoneyFormatter } from '../../src/i18n/money-format';
import { MESSAGES_ORDER, type Order } from '../repositories/order-repository';
import { type Catalogue, createCatalogue } from '../site-data/catalogue';
import { readShopData } from '../site-data/shop-data';
import {
  CHECKOUT,
  cartCheckoutData,
  confirmationData,
  giftCardData,
  noCartCheckoutData,
  SUBSCRIPTION_CHECKOUT,
} from './checkout-page';

const money = siteMoneyFormatter({});
let catalogue: Catalogue;
beforeAll(async () => {
  catalogue = createCatalogue((await readShopData(process.cwd())).products);
});

const entry: CartEntry = {
  id: 'e1',
  itemId: '5f1a00000000000000000003',
  chosenVariant: { sku: 'SQ-TOTE-S-NAT', attributes: { Size: 'S', Color: 'Natural' } },
  quantity: 2,
  title: 'Canvas Tote',
  subTotal: '$70.00',
  purchasePriceCents: 3500,
  productType: 1,
  additionalFields: null,
  imageUrl: null,
  formId: null,
};
const cart = (entries: CartEntry[]): ShoppingCart & { id: string } => ({
  ...emptyCart(),
  id: 'cart-1',
  entries,
  subtotalCents: entries.reduce((sum, e) => sum + e.purchasePriceCents * e.quantity, 0),
});

describe('the checkout page’s data', () => {
  it('a cart with entries: each line with its variant, the subtotal, and the form to place it', () => {
    const json = cartCheckoutData(CHECKOUT, cart([entry]), { crumb: 'c1', alert: null }, money);
    expect(json).toEqual({
      pageTitle: 'Checkout (demo)',
      alert: null,
      notice: null,
      cart: {
        token: 'cart-1',
        action: '/checkout/place-order',
        crumb: 'c1',
        summary: {
          entries: [
            {
              title: 'Canvas Tote',
              quantity: 2,
              subTotal: '$70.00',
              variant: 'Size: S, Color: Natural',
            },
          ],
          subtotal: '$70.00',
        },
      },
    });
  });

  it('an empty cart says there is nothing to order; a problem is the alert', () => {
    const json = cartCheckoutData(
      SUBSCRIPTION_CHECKOUT,
      cart([]),
      { crumb: 'c1', alert: 'Your session has expired.' },
      money,
    );
    expect(json).toMatchObject({
      pageTitle: 'Subscription checkout (demo)',
      alert: 'Your session has expired.',
      notice: MESSAGES_ORDER.emptyCart,
      cart: { summary: null, action: '/checkout/subscription/place-order' },
    });
  });

  it('no open cart: an ordered one says so and links its order to those who may read it', () => {
    const order = { id: 'o 1' } as Order;
    expect(noCartCheckoutData(CHECKOUT, null, { ordered: true, order })).toEqual({
      pageTitle: 'Checkout (demo)',
      alert: null,
      notice: MESSAGES_ORDER.alreadyOrdered,
      cart: null,
      orderUrl: '/commerce/order-confirmed?orderId=o%201',
      noCart: false,
    });
    expect(noCartCheckoutData(CHECKOUT, null, { ordered: true, order: null })).toMatchObject({
      orderUrl: null,
      noCart: false,
    });
    expect(noCartCheckoutData(CHECKOUT, null, { ordered: false, order: null })).toMatchObject({
      notice: null,
      noCart: true,
    });
  });
});

describe('the confirmation’s data', () => {
  it('each item at its unit price with its answers, then the total', () => {
    const order: Order = {
      id: 'o1',
      purchasedCartId: 'cart-1',
      testMode: true,
      websiteId: 'w',
      items: [
        {
          sku: 'SQ-MUG-ENGRAVED',
          productName: 'Engraved Mug',
          quantity: 2,
          unitPrice: { value: '32.00', currency: 'USD' },
          additionalFields: [{ rawTitle: 'Text', values: ['A', 'B'] }],
        },
      ],
      grandTotal: { value: '64.00', currency: 'USD' },
      shippingTotal: { value: '0.00', currency: 'USD' },
      taxTotal: { value: '0.00', currency: 'USD' },
    };
    expect(confirmationData('Order confirmed', order, money)).toEqual({
      pageTitle: 'Order confirmed',
      order: {
        id: 'o1',
        items: [
          {
            productName: 'Engraved Mug',
            quantity: 2,
            unitPrice: '$32.00',
            answers: [{ title: 'Text', values: 'A, B' }],
          },
        ],
        total: '$64.00',
      },
    });
  });
});

describe('the gift card page’s data', () => {
  it('names the card’s variant and price, and nothing for an unknown item or sku', () => {
    const gift = catalogue.bySlug('gift-card');
    expect(giftCardData(String(gift?.id), 'SQ-GIFT-50', gift, money)).toMatchObject({
      pageTitle: 'Gift card purchase (demo)',
      sku: 'SQ-GIFT-50',
      giftCard: { title: 'Gift Card', options: '$50', price: '$50.00' },
    });
    expect(giftCardData(String(gift?.id), 'SQ-NONE', gift, money).giftCard).toBeNull();
    expect(giftCardData('nothing', 'SQ-GIFT-50', undefined, money).giftCard).toBeNull();
  });
});
