import type { AddEntryRequest, AddEntryResult, ShoppingCart } from '../contract/cart';
import type { SqEventName, SqListener } from '../store/event-bus';
import type { Runtime } from './runtime';

/** What page scripts get as `window.Sq`. */
export interface SqPublicApi {
  readonly version: string;
  /** The cart as the page knows it now (empty until loaded). */
  getCart(): ShoppingCart;
  /** Adds an entry; rejects with an ApiError whose `kind` says why. */
  addToCart(request: AddEntryRequest): Promise<AddEntryResult>;
  /** Listens to a runtime event; returns the function that stops listening. */
  on<N extends SqEventName>(name: N, listener: SqListener<N>): () => void;
}

export function createPublicApi(runtime: Runtime, version: string): SqPublicApi {
  return Object.freeze({
    version,
    getCart: () => runtime.cart.getState().cart,
    addToCart: (request: AddEntryRequest) => runtime.cart.getState().addEntry(request),
    on: <N extends SqEventName>(name: N, listener: SqListener<N>) => runtime.bus.on(name, listener),
  });
}
