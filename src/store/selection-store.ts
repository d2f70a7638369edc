import { createStore, type StoreApi } from 'zustand/vanilla';
import type { OptionSelection } from '../commerce/variants';

/** The options a shopper has chosen for one product, shared by every element of that product. */
export interface SelectionState {
  selection: OptionSelection;
  choose(option: string, value: string): void;
}

export type SelectionStore = StoreApi<SelectionState>;

/** One store per product id, created on first use. */
export function createSelectionRegistry(): (productId: string) => SelectionStore {
  const stores = new Map<string, SelectionStore>();
  return (productId) => {
    let store = stores.get(productId);
    if (!store) {
      store = createStore<SelectionState>()((set) => ({
        selection: {},
        choose: (option, value) =>
          set((state) => ({ selection: { ...state.selection, [option]: value } })),
      }));
      stores.set(productId, store);
    }
    return store;
  };
}
