import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError } from '../api/api-error';
import type { CartApi } from '../api/cart';
import { withQuantities } from '../commerce/cart-quantities';
import { emptyCart } from '../commerce/empty-cart';
import type {
  AddEntryRequest,
  AddEntryResult,
  ShoppingCart,
  UpdateAdditionalFieldsRequest,
} from '../contract/cart';
import type { MoneyFormatter } from '../i18n/money-format';
import type { CartAction, EventBus } from './event-bus';

export type CartStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface CartState {
  /** The cart as shown: the server's last answer with the quantity changes still in flight. */
  cart: ShoppingCart;
  status: CartStatus;
  /** True while any mutation is in flight; the bus announces its start and end [H-01]. */
  recalculating: boolean;
  /** Loads the cart; later calls refresh it without going back to 'loading'. */
  load(): Promise<void>;
  /** Takes a cart another tab of the site has just received from the server. */
  receive(cart: ShoppingCart): void;
  /** Rejects with ApiError; the caller decides how to show it. */
  addEntry(request: AddEntryRequest): Promise<AddEntryResult>;
  /**
   * Shows the new quantity at once and sends it; quantity 0 removes the entry. A later change of
   * the same entry cancels this one, which then resolves null. A refusal rolls the entry back and
   * rejects with the ApiError.
   */
  updateQuantity(entryId: string, quantity: number): Promise<ShoppingCart | null>;
  removeEntry(entryId: string): Promise<ShoppingCart | null>;
  updateAdditionalFields(
    entryId: string,
    request: UpdateAdditionalFieldsRequest,
  ): Promise<ShoppingCart>;
}

export type CartStore = StoreApi<CartState>;

const asApiError = (error: unknown) =>
  error instanceof ApiError ? error : new ApiError('http', null, null, { cause: error });

/**
 * The one cart every element shares (one per page: see runtime.ts); `money` is the site's
 * formatter, which writes the line totals of quantity changes still in flight.
 */
export function createCartStore(api: CartApi, bus: EventBus, money: MoneyFormatter): CartStore {
  return createStore<CartState>()((set, get) => {
    /** What the server last said; the shown cart is this plus `pending`. */
    let confirmed = emptyCart();
    /** Entry id → the quantity sent and not yet answered, with the means to cancel it. */
    const pending = new Map<string, { quantity: number; controller: AbortController }>();
    let inFlight = 0;
    /** Bumped by every answer that changes the cart, so an older load cannot overwrite it. */
    let version = 0;

    function show(cart: ShoppingCart): void {
      confirmed = cart;
      const overrides = new Map([...pending].map(([id, p]) => [id, p.quantity]));
      set({ cart: withQuantities(cart, overrides, money), status: 'loaded' });
    }

    async function mutate<T>(action: CartAction, run: () => Promise<T>): Promise<T> {
      inFlight += 1;
      set({ recalculating: true });
      bus.emit('cart:recalculate-start', { action });
      try {
        return await run();
      } finally {
        inFlight -= 1;
        if (inFlight === 0) set({ recalculating: false });
        bus.emit('cart:recalculate-end', { action });
      }
    }

    function fail(action: CartAction, error: unknown): ApiError {
      const apiError = asApiError(error);
      bus.emit('cart:error', { action, message: apiError.message, status: apiError.status });
      return apiError;
    }

    async function change(entryId: string, quantity: number): Promise<ShoppingCart | null> {
      const action: CartAction = quantity === 0 ? 'remove' : 'update-quantity';
      pending.get(entryId)?.controller.abort();
      const mine = { quantity, controller: new AbortController() };
      pending.set(entryId, mine);
      show(confirmed);
      const { signal } = mine.controller;
      const current = () => pending.get(entryId) === mine;
      const shoppingCart = await mutate(action, async () => {
        try {
          const answer = await (quantity === 0
            ? api.removeEntry(entryId, signal)
            : api.updateQuantity(entryId, quantity, signal));
          if (!current()) return null;
          pending.delete(entryId);
          version += 1;
          show(answer.shoppingCart);
          return answer.shoppingCart;
        } catch (error) {
          if (signal.aborted || !current()) return null;
          pending.delete(entryId);
          show(confirmed);
          throw fail(action, error);
        }
      });
      if (!shoppingCart) return null;
      if (quantity === 0) bus.emit('cart:entry-removed', { entryId, cart: shoppingCart });
      else bus.emit('cart:entry-updated', { entryId, quantity, cart: shoppingCart });
      bus.emit('cart:updated', { cart: shoppingCart });
      return shoppingCart;
    }

    return {
      cart: emptyCart(),
      status: 'idle',
      recalculating: false,
      async load() {
        const { status } = get();
        if (status === 'idle' || status === 'failed') set({ status: 'loading' });
        const before = version;
        try {
          const cart = await api.getCart();
          if (version !== before) return;
          show(cart);
          bus.emit('cart:loaded', { cart });
          bus.emit('cart:updated', { cart });
        } catch (error) {
          if (get().status === 'loading') set({ status: 'failed' });
          fail('load', error);
        }
      },
      receive(cart) {
        version += 1;
        show(cart);
        bus.emit('cart:updated', { cart });
      },
      async addEntry(request) {
        const result = await mutate('add', async () => {
          try {
            return await api.addEntry(request);
          } catch (error) {
            throw fail('add', error);
          }
        });
        version += 1;
        show(result.shoppingCart);
        bus.emit('cart:entry-added', { entry: result.newlyAdded, cart: result.shoppingCart });
        bus.emit('cart:updated', { cart: result.shoppingCart });
        return result;
      },
      updateQuantity: change,
      removeEntry: (entryId) => change(entryId, 0),
      async updateAdditionalFields(entryId, request) {
        const { shoppingCart } = await mutate('update-additional-fields', async () => {
          try {
            return await api.updateAdditionalFields(entryId, request);
          } catch (error) {
            throw fail('update-additional-fields', error);
          }
        });
        version += 1;
        show(shoppingCart);
        bus.emit('cart:updated', { cart: shoppingCart });
        return shoppingCart;
      },
    };
  });
}

/**
 * The cart loads at start only for a signed-in site user or an existing cart cookie [H-02], and
 * always on a demo or preview page, whose cart is the server's demo cart, cookie or not.
 */
export function shouldLoadCartAtStart(input: {
  authenticated: boolean;
  cartCookie: string | null;
  preview?: boolean;
}): boolean {
  return input.preview === true || input.authenticated || Boolean(input.cartCookie);
}
