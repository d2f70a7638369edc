import { emptyCart } from '../../src/commerce/empty-cart';
import { PRODUCT_TYPE } from '../../src/constants/product';
import type { ShoppingCart } from '../../src/contract/cart';
import type { MoneyFormatter } from '../../src/i18n/money-format';
import { withTotals } from './cart-answer';

/**
 * The demo cart a demo or preview page reads (`GET /api/commerce/shopping-cart?mock=true`): a
 * fixed cart of two fixture products, the same for everyone, built here and never read from or
 * written to the database, so a preview shows a cart without touching any visitor's.
 */

const DEMO_CART_ID = 'demo-cart';
/** 2024-01-01T00:00:00Z: the demo cart's fixed creation time. */
const DEMO_CREATED = 1_704_067_200_000;
const CURRENCY = 'USD';

/** The demo lines: fixture products with their current unit price (server/demo-cart.test.ts checks them). */
const DEMO_LINES = [
  {
    id: 'demo-entry-1',
    itemId: '5f1a00000000000000000001',
    sku: 'SQ-MUG-01',
    attributes: {},
    title: 'Ceramic Mug',
    unitCents: 2400,
    quantity: 2,
    imageUrl: '/demo-pages/images/ceramic-mug.svg',
  },
  {
    id: 'demo-entry-2',
    itemId: '5f1a00000000000000000003',
    sku: 'SQ-TOTE-M-BLK',
    attributes: { Size: 'M', Color: 'Black' },
    title: 'Canvas Tote',
    unitCents: 2800,
    quantity: 1,
    imageUrl: '/demo-pages/images/canvas-tote.svg',
  },
] as const;

/** The demo cart of the site `websiteId`, its line totals written by the site's money formatter. */
export function demoCart(options: { websiteId: string; money: MoneyFormatter }): ShoppingCart {
  return withTotals({
    ...emptyCart(),
    id: DEMO_CART_ID,
    websiteId: options.websiteId,
    created: DEMO_CREATED,
    currencyCode: CURRENCY,
    entries: DEMO_LINES.map((line) => ({
      id: line.id,
      itemId: line.itemId,
      chosenVariant: { sku: line.sku, attributes: { ...line.attributes } },
      quantity: line.quantity,
      title: line.title,
      subTotal: options.money.cents(line.unitCents * line.quantity, CURRENCY),
      purchasePriceCents: line.unitCents,
      productType: PRODUCT_TYPE.PHYSICAL,
      additionalFields: null,
      imageUrl: line.imageUrl,
      formId: null,
    })),
  });
}
