import { useStore } from 'zustand';
import { getRuntime } from '../../src/runtime/runtime';
import type { CartState } from '../../src/store/cart-store';
import type { SelectionState } from '../../src/store/selection-store';

/** Subscribes a component to one slice of the shared cart store. */
export function useCart<T>(select: (state: CartState) => T): T {
  return useStore(getRuntime().cart, select);
}

/** Subscribes a component to the options chosen for one product. */
export function useSelection(productId: string): SelectionState {
  return useStore(getRuntime().selection(productId));
}
