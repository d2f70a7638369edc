// The page API a site's scripts meet, `window.Sq`, and the `sq:*` events' details. Written by
// hand beside src/runtime/public-api.ts, src/store/event-bus.ts and src/analytics/announcements.ts:
// the build (tools/types/check.ts) fails when a type here is not exactly the source's.
import type { AddEntryRequest, AddEntryResult, CartEntry, ShoppingCart } from './contract.js';

export type {
  AddEntryRequest,
  AddEntryResult,
  CartEntry,
  ChosenVariant,
  ShoppingCart,
} from './contract.js';

/** What a cart event was about. */
export type CartAction = 'load' | 'add' | 'update-quantity' | 'remove' | 'update-additional-fields';

/**
 * Every event the runtime publishes, by name without `sq:`. Each is also dispatched on the document
 * as a bubbling `CustomEvent` named `sq:<name>` whose `detail` is the value here.
 */
export interface SqEventMap {
  'cart:loaded': { cart: ShoppingCart };
  'cart:updated': { cart: ShoppingCart };
  'cart:entry-added': { entry: CartEntry; cart: ShoppingCart };
  'cart:recalculate-start': { action: CartAction };
  'cart:recalculate-end': { action: CartAction };
  'cart:error': { action: CartAction; message: string; status: number | null };
  'cart:entry-updated': { entryId: string; quantity: number; cart: ShoppingCart };
  'cart:entry-removed': { entryId: string; cart: ShoppingCart };
  /** The cart page was opened and shows this cart. */
  'cart:view': { cart: ShoppingCart };
  'form:success': { formId: string };
  'form:newsletter-subscribe': { formId: string };
}

export type SqEventName = keyof SqEventMap;

/** A listener of `Sq.on`: it gets the event's detail. */
export type SqListener<N extends SqEventName> = (detail: SqEventMap[N]) => void;

/** What came of session recording. */
export type RecordingOutcome = 'off' | 'mock-id' | 'no-script' | 'loading';

/** A batch of performance records or error reports handed to the browser. */
export interface SentDetail {
  /** The API path, such as `api/events/RecordJavascriptErrors`. */
  endpoint: string;
  batch: readonly unknown[];
  /** Handed to the browser's beacon, or answered with a 2xx. */
  delivered: boolean;
}

/**
 * Every announcement the runtime makes to page scripts alone, by name without `sq:`: a
 * `CustomEvent` named `sq:<name>` on the document that does not bubble.
 */
export interface SqAnnouncementMap {
  /** `window.Sq` is there: the storefront's core has run. */
  ready: { Sq: SqPublicApi };
  /** The page's experiments: the variant by experiment name. */
  experiments: { experiments: Record<string, string> };
  /** What came of session recording. */
  'session-recording': { outcome: RecordingOutcome };
  /** A batch of performance records or error reports went to the browser. */
  'analytics:sent': SentDetail;
}

export type SqAnnouncementName = keyof SqAnnouncementMap;

/** What page scripts get as `window.Sq`. */
export interface SqPublicApi {
  readonly version: string;
  /** The cart as the page knows it now (empty until loaded). */
  getCart(): ShoppingCart;
  /** Adds an entry; rejects with an error whose `kind` says why. */
  addToCart(request: AddEntryRequest): Promise<AddEntryResult>;
  /** Listens to a runtime event; returns the function that stops listening. */
  on<N extends SqEventName>(name: N, listener: SqListener<N>): () => void;
  /**
   * Records a site event by beacon, with the page's tracked-event fields added to the payload;
   * never rejects. Sent only where the page counts visits (an owner's own visit sends nothing).
   */
  recordEvent(eventName: string, payload?: Record<string, unknown> | null): Promise<void>;
  /**
   * Posts a clanker event, by beacon unless `needStatus`: then it rejects with
   * `Error tracking event: HTTP Status {n}` unless answered 200 or 202. Where the page counts no
   * visits it sends nothing and resolves.
   */
  trackClankerEvent(
    eventSchemaName: string,
    eventContent: Record<string, unknown>,
    options?: { needStatus?: boolean },
  ): Promise<void>;
}

/** Every `sq:*` event on the document, by its DOM name, as the `CustomEvent` it is. */
export type SqDocumentEventMap = {
  [N in SqEventName as `sq:${N}`]: CustomEvent<SqEventMap[N]>;
} & {
  [N in SqAnnouncementName as `sq:${N}`]: CustomEvent<SqAnnouncementMap[N]>;
};
