import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { Runtime } from '../../../src/runtime/runtime';
import type { CartState } from '../../../src/store/cart-store';
import type { SelectionState } from '../../../src/store/selection-store';

/**
 * The runtime a React element renders with: the one its registration was given by the loader,
 * provided by the portal root around every element and portal dialog (portal-root.tsx).
 */
export const RuntimeContext = createContext<Runtime | null>(null);

/** The runtime of the element or dialog this component renders in. */
export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('a component that reads the runtime renders outside an element');
  return runtime;
}

/** Subscribes a component to one slice of the shared cart store. */
export function useCart<T>(select: (state: CartState) => T): T {
  return useStore(useRuntime().cart, select);
}

/** Subscribes a component to the options chosen for one product. */
export function useSelection(productId: string): SelectionState {
  return useStore(useRuntime().selection(productId));
}
