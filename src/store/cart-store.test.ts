import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import type { CartApi } from '../api/cart';
import { type CartEntry, emptyCart, type ShoppingCart } from '../commerce/cart-types';
import { createCartStore, shouldLoadCartAtStart } from './cart-store';
import { createEventBus, type SqEventName } from './event-bus';

const cartWith = (totalQuantity: number): ShoppingCart => ({
  ...emptyCart(),
  id: 'c1',
  totalQuantity,
});
const entry = { id: 'e1', itemId: 'i1' } as CartEntry;

function setup(api: Partial<CartApi>) {
  const bus = createEventBus();
  const events: SqEventName[] = [];
  for (const name of [
    'cart:loaded',
    'cart:updated',
    'cart:entry-added',
    'cart:entry-updated',
    'cart:entry-removed',
    'cart:recalculate-start',
    'cart:recalculate-end',
    'cart:error',
  ] as const) {
    bus.on(name, () => events.push(name));
  }
  const store = createCartStore(api as CartApi, bus);
  return { store, events };
}

describe('cart store', () => {
  it('goes loading → loaded and publishes the loaded cart', async () => {
    const { store, events } = setup({ getCart: async () => cartWith(3) });
    const loading = store.getState().load();
    expect(store.getState().status).toBe('loading');
    await loading;
    expect(store.getState().status).toBe('loaded');
    expect(store.getState().cart.totalQuantity).toBe(3);
    expect(events).toEqual(['cart:loaded', 'cart:updated']);
  });

  it('marks recalculating around an add and publishes the new entry', async () => {
    let resolve!: (v: { shoppingCart: ShoppingCart; newlyAdded: CartEntry }) => void;
    const { store, events } = setup({ addEntry: () => new Promise((r) => (resolve = r)) });
    const adding = store.getState().addEntry({ itemId: 'i1', sku: 's', quantity: 1 });
    expect(store.getState().recalculating).toBe(true);
    resolve({ shoppingCart: cartWith(1), newlyAdded: entry });
    await adding;
    expect(store.getState().recalculating).toBe(false);
    expect(store.getState().cart.totalQuantity).toBe(1);
    expect(events).toEqual([
      'cart:recalculate-start',
      'cart:recalculate-end',
      'cart:entry-added',
      'cart:updated',
    ]);
  });

  it('keeps the cart unchanged and rejects with the ApiError when an add fails', async () => {
    const failure = new ApiError('rate-limit', 429, { message: 'Too many requests.' });
    const { store, events } = setup({
      getCart: async () => cartWith(2),
      addEntry: vi.fn().mockRejectedValue(failure),
    });
    await store.getState().load();
    await expect(store.getState().addEntry({ itemId: 'i', sku: 's', quantity: 1 })).rejects.toBe(
      failure,
    );
    expect(store.getState().cart.totalQuantity).toBe(2);
    expect(store.getState().recalculating).toBe(false);
    expect(events).toContain('cart:error');
  });

  it('a failed load leaves an empty cart and a failed status, without throwing', async () => {
    const { store } = setup({
      getCart: vi.fn().mockRejectedValue(new ApiError('offline', null, null)),
    });
    await store.getState().load();
    expect(store.getState().status).toBe('failed');
    expect(store.getState().cart.totalQuantity).toBe(0);
  });
});

describe('loading the cart at start (spec §4)', () => {
  it('loads only for a signed-in site user or an existing cart cookie', () => {
    expect(shouldLoadCartAtStart({ authenticated: false, cartCookie: null })).toBe(false);
    expect(shouldLoadCartAtStart({ authenticated: false, cartCookie: '' })).toBe(false);
    expect(shouldLoadCartAtStart({ authenticated: true, cartCookie: null })).toBe(true);
    expect(shouldLoadCartAtStart({ authenticated: false, cartCookie: 'cart-1' })).toBe(true);
  });
});

describe('changing and removing entries', () => {
  it('updates the quantity from the server answer and says which entry changed', async () => {
    const { store, events } = setup({
      getCart: async () => cartWith(1),
      updateQuantity: async () => ({ shoppingCart: cartWith(4) }),
    });
    await store.getState().load();
    await store.getState().updateQuantity('e1', 4);
    expect(store.getState().cart.totalQuantity).toBe(4);
    expect(events.slice(-2)).toEqual(['cart:entry-updated', 'cart:updated']);
  });

  it('quantity 0 removes the entry', async () => {
    const removeEntry = vi.fn(async () => ({ shoppingCart: cartWith(0) }));
    const { store, events } = setup({ removeEntry });
    await store.getState().updateQuantity('e1', 0);
    expect(removeEntry).toHaveBeenCalledWith('e1');
    expect(events).toContain('cart:entry-removed');
  });

  it('a refused change leaves the cart as it was', async () => {
    const { store } = setup({
      getCart: async () => cartWith(2),
      updateQuantity: vi.fn().mockRejectedValue(new ApiError('http', 409, { message: 'Sorry' })),
    });
    await store.getState().load();
    await expect(store.getState().updateQuantity('e1', 9)).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().cart.totalQuantity).toBe(2);
  });
});
