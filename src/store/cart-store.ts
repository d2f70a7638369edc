import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError } from '../api/api-error';
import type { CartApi } from '../api/cart';
import {
  type AddEntryRequest,
  type AddEntryResult,
  emptyCart,
  type ShoppingCart,
} from '../commerce/cart-types';
import type { CartAction, EventBus } from './event-bus';

export type CartStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface CartState {
  cart: ShoppingCart;
  status: CartStatus;
  /** True while a mutation is in flight (spec §4 "recalculating start/end"). */
  recalculating: boolean;
  load(): Promise<void>;
  /** Rejects with ApiError; the caller decides how to show it. */
  addEntry(request: AddEntryRequest): Promise<AddEntryResult>;
  /** Quantity 0 removes the entry. Rejects with ApiError and leaves the cart as it was. */
  updateQuantity(entryId: string, quantity: number): Promise<ShoppingCart>;
  removeEntry(entryId: string): Promise<ShoppingCart>;
}

export type CartStore = StoreApi<CartState>;

/** The one cart every element shares (one per page: see runtime.ts). */
export function createCartStore(api: CartApi, bus: EventBus): CartStore {
  return createStore<CartState>()((set, get) => {
    async function mutate<T>(
      action: CartAction,
      run: () => Promise<T>,
      cartOf: (result: T) => ShoppingCart,
    ) {
      set({ recalculating: true });
      bus.emit('cart:recalculate-start', { action });
      try {
        const result = await run();
        set({ cart: cartOf(result), status: 'loaded' });
        return result;
      } catch (error) {
        const apiError =
          error instanceof ApiError ? error : new ApiError('http', null, null, { cause: error });
        bus.emit('cart:error', { action, message: apiError.message, status: apiError.status });
        throw apiError;
      } finally {
        set({ recalculating: false });
        bus.emit('cart:recalculate-end', { action });
      }
    }

    return {
      cart: emptyCart(),
      status: 'idle',
      recalculating: false,
      async load() {
        set({ status: 'loading' });
        try {
          const cart = await api.getCart();
          set({ cart, status: 'loaded' });
          bus.emit('cart:loaded', { cart });
          bus.emit('cart:updated', { cart });
        } catch (error) {
          set({ status: 'failed' });
          const apiError =
            error instanceof ApiError ? error : new ApiError('http', null, null, { cause: error });
          bus.emit('cart:error', {
            action: 'load',
            message: apiError.message,
            status: apiError.status,
          });
        }
      },
      async addEntry(request) {
        const result = await mutate(
          'add',
          () => api.addEntry(request),
          (r) => r.shoppingCart,
        );
        bus.emit('cart:entry-added', { entry: result.newlyAdded, cart: result.shoppingCart });
        bus.emit('cart:updated', { cart: result.shoppingCart });
        return result;
      },
      async updateQuantity(entryId, quantity) {
        if (quantity === 0) return get().removeEntry(entryId);
        const { shoppingCart } = await mutate(
          'update-quantity',
          () => api.updateQuantity(entryId, quantity),
          (r) => r.shoppingCart,
        );
        bus.emit('cart:entry-updated', { entryId, quantity, cart: shoppingCart });
        bus.emit('cart:updated', { cart: shoppingCart });
        return shoppingCart;
      },
      async removeEntry(entryId) {
        const { shoppingCart } = await mutate(
          'remove',
          () => api.removeEntry(entryId),
          (r) => r.shoppingCart,
        );
        bus.emit('cart:entry-removed', { entryId, cart: shoppingCart });
        bus.emit('cart:updated', { cart: shoppingCart });
        return shoppingCart;
      },
    };
  });
}

/** Spec §4 / H-02: load at start only for a signed-in site user or an existing cart cookie. */
export function shouldLoadCartAtStart(input: {
  authenticated: boolean;
  cartCookie: string | null;
}): boolean {
  return input.authenticated || Boolean(input.cartCookie);
}
