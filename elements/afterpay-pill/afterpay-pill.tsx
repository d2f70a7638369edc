import type { ReactNode } from 'react';
import { decodeInstalmentContext, offersProductInstalments } from '../../src/commerce/instalments';
import { effectivePrice, fromPrice } from '../../src/commerce/product-states';
import { moneyToMinorUnits } from '../../src/i18n/money';
import { getRuntime } from '../../src/runtime/runtime';
import { InstalmentLine } from '../shared/instalment-line';
import { contextProduct, useChosenVariant } from '../shared/use-product';

/**
 * The buy-now-pay-later line of a physical product: the instalment amount of the selected
 * variant's price, or the range text outside the offer's bounds, and an information modal.
 */
export function AfterpayPill({ itemId }: { itemId: string }): ReactNode {
  const product = contextProduct('sq-afterpay-pill', itemId);
  const variant = useChosenVariant(product);
  const context = decodeInstalmentContext(getRuntime().context.instalments[itemId]);
  if (!offersProductInstalments(product.productType, context)) return null;
  const { minor, currency } = moneyToMinorUnits(
    variant ? effectivePrice(variant) : fromPrice(product),
  );
  return <InstalmentLine priceMinor={minor} currency={currency} context={context} />;
}
