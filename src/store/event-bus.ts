import type { AnalyticsAnnouncements } from '../analytics/announcements';
import type { CartEntry, ShoppingCart } from '../contract/cart';
import { report } from '../page/page';

/** Every event the runtime publishes. Page scripts see each as a bubbling `sq:<name>` DOM event. */
export interface SqEventMap {
  'cart:loaded': { cart: ShoppingCart };
  'cart:updated': { cart: ShoppingCart };
  'cart:entry-added': { entry: CartEntry; cart: ShoppingCart };
  'cart:recalculate-start': { action: CartAction };
  'cart:recalculate-end': { action: CartAction };
  'cart:error': { action: CartAction; message: string; status: number | null };
  'cart:entry-updated': { entryId: string; quantity: number; cart: ShoppingCart };
  'cart:entry-removed': { entryId: string; cart: ShoppingCart };
  /** The cart page was opened and shows this cart [I-15]. */
  'cart:view': { cart: ShoppingCart };
  'form:success': { formId: string };
  'form:newsletter-subscribe': { formId: string };
}

/**
 * Every announcement the runtime makes to page scripts alone: an `sq:<name>` event on the
 * document that does not bubble, and that no bus listener hears.
 */
export interface SqAnnouncementMap extends AnalyticsAnnouncements {
  /** `window.Sq`, the page API (src/runtime/public-api.ts), is there: the core chunk has run. */
  ready: { Sq: object };
}

export type CartAction = 'load' | 'add' | 'update-quantity' | 'remove' | 'update-additional-fields';
export type SqEventName = keyof SqEventMap;
export type SqAnnouncementName = keyof SqAnnouncementMap;
export type SqListener<N extends SqEventName> = (detail: SqEventMap[N]) => void;

export interface EventBus {
  emit<N extends SqEventName>(name: N, detail: SqEventMap[N]): void;
  /** Returns the function that unsubscribes. */
  on<N extends SqEventName>(name: N, listener: SqListener<N>): () => void;
  /** Dispatches an announcement on the document (nothing without one). */
  announce<N extends SqAnnouncementName>(name: N, detail: SqAnnouncementMap[N]): void;
}

export function domEventName(name: SqEventName | SqAnnouncementName): string {
  return `sq:${name}`;
}

/**
 * A typed bus, and the one place that dispatches `sq:*` events on the page. When given a document,
 * each event is also dispatched there as a bubbling CustomEvent so page scripts can listen without
 * touching the runtime; announcements go only there, and do not bubble.
 */
export function createEventBus(doc?: Document): EventBus {
  const listeners = new Map<SqEventName, Set<(detail: never) => void>>();
  return {
    emit(name, detail) {
      for (const listener of listeners.get(name) ?? []) {
        try {
          (listener as SqListener<typeof name>)(detail);
        } catch (error) {
          // A page script's listener must not break the runtime or the other listeners.
          report(`a listener of "${name}" threw`, error);
        }
      }
      doc?.dispatchEvent(new CustomEvent(domEventName(name), { detail, bubbles: true }));
    },
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) {
        set = new Set();
        listeners.set(name, set);
      }
      set.add(listener as (detail: never) => void);
      return () => set.delete(listener as (detail: never) => void);
    },
    announce(name, detail) {
      doc?.dispatchEvent(new CustomEvent(domEventName(name), { detail }));
    },
  };
}
