import { useStore } from 'zustand';
import { getRuntime } from '../../src/runtime/runtime';
import type { CartState } from '../../src/store/cart-store';

/** Subscribes a component to one slice of the shared cart store. */
export function useCart<T>(select: (state: CartState) => T): T {
  return useStore(getRuntime().cart, select);
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
