// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { emptyCart } from '../commerce/empty-cart';
import { createEventBus } from './event-bus';

describe('event bus', () => {
  it('delivers typed events to listeners until they unsubscribe', () => {
    const bus = createEventBus();
    const listener = vi.fn();
    const off = bus.on('cart:updated', listener);
    const cart = emptyCart();
    bus.emit('cart:updated', { cart });
    off();
    bus.emit('cart:updated', { cart });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ cart });
  });

  it('mirrors each event as a bubbling sq:noun:verb CustomEvent on the document', () => {
    const bus = createEventBus(document);
    const seen: CustomEvent[] = [];
    document.addEventListener('sq:cart:error', (e) => seen.push(e as CustomEvent));
    bus.emit('cart:error', { action: 'add', message: 'nope', status: 500 });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.bubbles).toBe(true);
    expect(seen[0]?.detail).toEqual({ action: 'add', message: 'nope', status: 500 });
  });

  it('keeps delivering when one listener throws', () => {
    const bus = createEventBus();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    bus.on('cart:loaded', () => {
      throw new Error('page script bug');
    });
    bus.on('cart:loaded', second);
    bus.emit('cart:loaded', { cart: emptyCart() });
    expect(second).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
