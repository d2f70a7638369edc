import { trackClankerEvent } from '../analytics/clanker';
import { recordEvent, trackedEventFields } from '../analytics/record-event';
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
  /**
   * Records a site event (`RecordEvent`) by beacon, the page's tracked-event fields added to the
   * payload (record-event.ts) [T-14]; never rejects [U-01]. Like every analytics
   * call, sent only where the page counts visits (an owner's own visit sends nothing) [T-01].
   */
  recordEvent(eventName: string, payload?: Record<string, unknown> | null): Promise<void>;
  /**
   * Posts a clanker event, by beacon unless `needStatus`: then it rejects with
   * `Error tracking event: HTTP Status {n}` unless answered 200 or 202 [U-02, A-13]. Where the page
   * counts no visits it sends nothing and resolves.
   */
  trackClankerEvent(
    eventSchemaName: string,
    eventContent: Record<string, unknown>,
    options?: { needStatus?: boolean },
  ): Promise<void>;
}

export function createPublicApi(runtime: Runtime, version: string): SqPublicApi {
  return Object.freeze({
    version,
    getCart: () => runtime.cart.getState().cart,
    addToCart: (request: AddEntryRequest) => runtime.cart.getState().addEntry(request),
    on: <N extends SqEventName>(name: N, listener: SqListener<N>) => runtime.bus.on(name, listener),
    recordEvent: async (eventName, payload = null) => {
      if (runtime.analyticsAllowed()) {
        const fields = trackedEventFields({ context: runtime.context, win: window });
        await recordEvent(eventName, { ...fields, ...payload }, runtime.context.apiBaseUrl);
      }
    },
    trackClankerEvent: async (eventSchemaName, eventContent, options = {}) => {
      if (runtime.analyticsAllowed()) {
        const { apiBaseUrl } = runtime.context;
        await trackClankerEvent(eventSchemaName, eventContent, { ...options, apiBaseUrl });
      }
    },
  } satisfies SqPublicApi);
}
