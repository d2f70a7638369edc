import type { ReactNode } from 'react';
import { pageProduct } from '../../src/flows/page-items';
import { MESSAGES } from '../../src/i18n/messages';
import { getRuntime } from '../../src/runtime/runtime';
import { describeProblem, ElementMarkupError } from '../shared/attributes';
import { AddButton } from './add-button';
import { ProductForm } from './product-form';
import { useAddFlow } from './use-add-flow';

export interface AddToCartProps {
  itemId: string;
  sku: string | null;
  quantity: number;
  buttonText: string | null;
}

/**
 * With the product in the page context: the full product form. Without it, or with a sku of a
 * single-variant product: a plain button that adds that sku (template links, quick-add buttons).
 */
export function AddToCart({ itemId, sku, quantity, buttonText }: AddToCartProps): ReactNode {
  const product = pageProduct(getRuntime(), itemId);
  if (product && (product.variants.length > 1 || !sku)) {
    return <ProductForm product={product} initialQuantity={quantity} buttonText={buttonText} />;
  }
  const chosenSku = sku ?? product?.variants[0]?.sku;
  if (!chosenSku) {
    throw new ElementMarkupError(
      describeProblem('sq-add-to-cart', {
        attribute: 'sku',
        value: null,
        expected: `a sku, or product "${itemId}" in the page context`,
      }),
    );
  }
  return <QuickAdd itemId={itemId} sku={chosenSku} quantity={quantity} buttonText={buttonText} />;
}

interface QuickAddProps {
  itemId: string;
  sku: string;
  quantity: number;
  buttonText: string | null;
}

function QuickAdd({ itemId, sku, quantity, buttonText }: QuickAddProps): ReactNode {
  const runtime = getRuntime();
  const flow = useAddFlow();
  const add = () =>
    flow.run(async () => {
      await runtime.cart.getState().addEntry({ itemId, sku, quantity });
      return 'added';
    }, MESSAGES.unableToAddItem);
  return (
    <AddButton
      state={flow.state}
      idleLabel={buttonText ?? runtime.strings.productAddToCartText}
      alert={flow.alert}
      onClick={add}
      onCloseAlert={flow.closeAlert}
    />
  );
}
