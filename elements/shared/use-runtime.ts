import { useStore } from 'zustand';
import type { Product, Variant } from '../../src/commerce/product';
import { chosenVariant } from '../../src/commerce/variants';
import { getRuntime } from '../../src/runtime/runtime';
import type { CartState } from '../../src/store/cart-store';
import type { SelectionState } from '../../src/store/selection-store';
import { describeProblem, ElementMarkupError } from './attributes';

/** Subscribes a component to one slice of the shared cart store. */
export function useCart<T>(select: (state: CartState) => T): T {
  return useStore(getRuntime().cart, select);
}

/** Subscribes a component to the options chosen for one product. */
export function useSelection(productId: string): SelectionState {
  return useStore(getRuntime().selection(productId));
}

/** The page context's product of an element's `item-id`; markup naming an unknown product is an error. */
export function contextProduct(tag: string, itemId: string): Product {
  const product = getRuntime().product(itemId);
  if (product) return product;
  throw new ElementMarkupError(
    describeProblem(tag, {
      attribute: 'item-id',
      value: itemId,
      expected: 'a product in the page context',
    }),
  );
}

/** The variant being bought, following the options chosen in any element of the product. */
export function useChosenVariant(product: Product): Variant | null {
  const { selection } = useSelection(product.id);
  return chosenVariant(
    product,
    selection,
    getRuntime().context.storeSettings.variantOptionOrdering,
  );
}

/** A timer set that dies with the component, so no state update outlives it. */
export function createTimers() {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  return {
    after(ms: number, run: () => void): void {
      const id = setTimeout(() => {
        pending.delete(id);
        run();
      }, ms);
      pending.add(id);
    },
    clear(): void {
      for (const id of pending) clearTimeout(id);
      pending.clear();
    },
  };
}
