import {
  decodeInstalmentContext,
  instalmentLocale,
  instalmentOffer,
  offersProductInstalments,
} from '../../src/commerce/instalments';
import { effectivePrice, fromPrice } from '../../src/commerce/product-states';
import { chosenVariant } from '../../src/commerce/variants';
import { moneyToMinorUnits } from '../../src/i18n/money';
import type { Runtime } from '../../src/runtime/runtime';
import { contextProduct } from '../shared/define/context-product';
import { follow } from '../shared/define/follow';
import { renderInstalmentLine } from '../shared/instalments/instalment-line';
import { afterpayLine } from './afterpay-markup';

export const AFTERPAY_PILL_TAG = 'sq-afterpay-pill';

/**
 * The buy-now-pay-later line of the product `itemId` names (see instalment-line.ts):
 * - a product the page context lacks is bad markup, thrown as an ElementMarkupError (the element
 *   reports it and stays inert, as for a bad attribute);
 * - where the item's context offers no instalments (not available, not a physical product, a
 *   market without the offer) the element shows nothing, whatever the server wrote;
 * - otherwise the line is for the price of the variant being bought, the one the options chosen
 *   in any element of the product pick (`chosenVariant`, through the product's selection store),
 *   and the product's "from" price until they pick one; it follows every change of the choice.
 * Returns what stops following the choice.
 */
export function bindAfterpayPill(
  host: HTMLElement,
  runtime: Runtime,
  { itemId }: { itemId: string },
): () => void {
  const product = contextProduct(runtime, AFTERPAY_PILL_TAG, itemId);
  const context = decodeInstalmentContext(runtime.context.instalments[itemId]);
  const market = offersProductInstalments(product.productType, context)
    ? instalmentLocale(context)
    : null;
  if (!market) {
    host.replaceChildren();
    return () => {};
  }
  const line = afterpayLine(host);
  const selection = runtime.selection(product.id);
  const ordering = runtime.context.storeSettings.variantOptionOrdering;

  const update = () => {
    const variant = chosenVariant(product, selection.getState().selection, ordering);
    const { minor, currency } = moneyToMinorUnits(
      variant ? effectivePrice(variant) : fromPrice(product),
    );
    const offer = instalmentOffer(minor, currency, context, runtime.money);
    renderInstalmentLine(line, market, offer, runtime);
  };

  return follow(AFTERPAY_PILL_TAG, selection.subscribe, update);
}
