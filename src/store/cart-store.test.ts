import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import type { CartApi } from '../api/cart';
import { emptyCart } from '../commerce/empty-cart';
import type { CartEntry, ShoppingCart } from '../contract/cart';
import { moneyFormatter } from '../i18n/money-format';
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
  const store = createCartStore(api as CartApi, bus, moneyFormatter({}));
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

describe('loading the cart at start: only with a cart cookie or a signed-in member', () => {
  it('loads only for a signed-in site user or an existing cart cookie', () => {
    expect(shouldLoadCartAtStart({ authenticated: false, cartCookie: null })).toBe(false);
    expect(shouldLoadCartAtStart({ authenticated: false, cartCookie: '' })).toBe(false);
    expect(shouldLoadCartAtStart({ authenticated: true, cartCookie: null })).toBe(true);
    expect(shouldLoadCartAtStart({ authenticated: false, cartCookie: 'cart-1' })).toBe(true);
  });

  it('always loads on a demo or preview page: its demo cart needs no cookie', () => {
    expect(shouldLoadCartAtStart({ authenticated: false, cartCookie: null, preview: true })).toBe(
      true,
    );
    expect(shouldLoadCartAtStart({ authenticated: false, cartCookie: null, preview: false })).toBe(
      false,
    );
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
    expect(removeEntry).toHaveBeenCalledWith('e1', expect.any(AbortSignal));
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

  it('shows the asked quantity at once, and rolls it back with the error when refused', async () => {
    let refuse!: (error: unknown) => void;
    const { store, events } = setup({
      getCart: async () => twoLines(2, 1),
      updateQuantity: () => new Promise((_, reject) => (refuse = reject)),
    });
    await store.getState().load();
    const change = store.getState().updateQuantity('e1', 5);
    expect(quantities(store.getState().cart)).toEqual([5, 1]);
    expect(store.getState().cart.totalQuantity).toBe(6);
    expect(store.getState().cart.entries[0]?.subTotal).toBe('$50.00');
    refuse(new ApiError('http', 409, { message: 'Sorry' }));
    await expect(change).rejects.toMatchObject({ status: 409 });
    expect(quantities(store.getState().cart)).toEqual([2, 1]);
    expect(store.getState().cart.totalQuantity).toBe(3);
    expect(events).toContain('cart:error');
  });

  it('the last of rapid changes wins: earlier requests are cancelled and never flip it back', async () => {
    const calls: { quantity: number; signal: AbortSignal; answer: () => void }[] = [];
    const { store } = setup({
      getCart: async () => twoLines(1, 1),
      updateQuantity: (_id, quantity, signal) =>
        new Promise((resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new ApiError('offline', null, null)));
          calls.push({
            quantity,
            signal: signal as AbortSignal,
            answer: () => resolve({ shoppingCart: twoLines(quantity, 1) }),
          });
        }),
    });
    await store.getState().load();
    const first = store.getState().updateQuantity('e1', 2);
    const second = store.getState().updateQuantity('e1', 3);
    const third = store.getState().updateQuantity('e1', 4);
    expect(calls.map((c) => c.signal.aborted)).toEqual([true, true, false]);
    expect(await first).toBeNull();
    expect(await second).toBeNull();
    expect(quantities(store.getState().cart)).toEqual([4, 1]);
    calls[2]?.answer();
    expect((await third)?.entries[0]?.quantity).toBe(4);
    expect(quantities(store.getState().cart)).toEqual([4, 1]);
    expect(store.getState().recalculating).toBe(false);
  });

  it('a change in flight survives an answer about another entry and a slower load', async () => {
    let answerFirst!: () => void;
    let answerLoad!: () => void;
    const getCart = vi
      .fn()
      .mockResolvedValueOnce(twoLines(1, 1))
      .mockImplementationOnce(() => new Promise((r) => (answerLoad = () => r(twoLines(1, 1)))));
    const { store } = setup({
      getCart,
      updateQuantity: (id, quantity) =>
        id === 'e1'
          ? new Promise((r) => (answerFirst = () => r({ shoppingCart: twoLines(quantity, 1) })))
          : Promise.resolve({ shoppingCart: twoLines(1, quantity) }),
    });
    await store.getState().load();
    const reload = store.getState().load();
    const slow = store.getState().updateQuantity('e1', 6);
    await store.getState().updateQuantity('e2', 3);
    // The server has not answered for e1 yet: the shopper still sees 6, not the answer's 1.
    expect(quantities(store.getState().cart)).toEqual([6, 3]);
    answerFirst();
    await slow;
    answerLoad();
    await reload;
    expect(quantities(store.getState().cart)).toEqual([6, 1]);
  });

  it('takes a cart from another tab and publishes it', async () => {
    const { store, events } = setup({});
    store.getState().receive(twoLines(2, 2));
    expect(store.getState()).toMatchObject({ status: 'loaded', cart: { totalQuantity: 4 } });
    expect(events).toEqual(['cart:updated']);
  });
});

function line(id: string, quantity: number): CartEntry {
  return {
    id,
    itemId: `item-${id}`,
    chosenVariant: { sku: `sku-${id}`, attributes: {} },
    quantity,
    title: id,
    subTotal: `$${quantity * 10}.00`,
    purchasePriceCents: 1000,
    productType: 1,
    additionalFields: null,
    imageUrl: null,
  };
}

function twoLines(first: number, second: number): ShoppingCart {
  return {
    ...emptyCart(),
    id: 'c1',
    entries: [line('e1', first), line('e2', second)],
    totalQuantity: first + second,
    subtotalCents: (first + second) * 1000,
  };
}

const quantities = (cart: ShoppingCart) => cart.entries.map((e) => e.quantity);
