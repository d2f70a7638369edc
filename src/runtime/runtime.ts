import {
  type VisitorEventName,
  type VisitorEventsApi,
  visitorEventContent,
  visitorEventsApi,
} from '../analytics/visitor-events';
import { type CartApi, cartApi } from '../api/cart';
import { type CensusApi, censusApi } from '../api/census';
import { createApiClient } from '../api/client';
import { type FormsApi, formsApi } from '../api/forms';
import { type RestockApi, restockApi } from '../api/restock';
import { type SiteUsersApi, siteUsersApi } from '../api/site-users';
import { decodeProduct, type Product } from '../commerce/product';
import { COOKIE_NAMES } from '../constants/cookies';
import { type LocalizedStrings, resolveStrings } from '../i18n/strings';
import { cookiesEnabled, getCookie, readSiteUserInfo } from '../storage/cookies';
import { readXsrfToken, storeXsrfToken } from '../storage/xsrf-token';
import { type CartStore, createCartStore, shouldLoadCartAtStart } from '../store/cart-store';
import { syncCart } from '../store/cart-sync';
import { createEventBus, type EventBus } from '../store/event-bus';
import { createSelectionRegistry, type SelectionStore } from '../store/selection-store';
import { type PageContext, readPageContext } from './page-context';

/** Everything the elements of one page share: one context, one bus, one cart store. */
export interface Runtime {
  context: PageContext;
  strings: LocalizedStrings;
  bus: EventBus;
  cart: CartStore;
  api: {
    cart: CartApi;
    forms: FormsApi;
    census: CensusApi;
    siteUsers: SiteUsersApi;
    restock: RestockApi;
    visitorEvents: VisitorEventsApi;
    text(path: string): Promise<string>;
  };
  /** Sends a commerce visitor event about these items (checklist U-04), with this page and cart. */
  track(name: VisitorEventName, items: readonly { itemId: string; quantity: number }[]): void;
  /** The variant options chosen for a product, shared by the elements of that product. */
  selection: (productId: string) => SelectionStore;
  /** The page context's product of that id, decoded once; null when the page has none. */
  product(id: string): Product | null;
  /** Loads the cart when spec §4 says so and keeps it in step with other tabs. Idempotent. */
  start(): void;
  /** Stops following other tabs (a test's page, or a page tearing the storefront down). */
  stop(): void;
}

export function createRuntime(doc: Document): Runtime {
  const context = readPageContext(doc);
  const client = createApiClient({
    baseUrl: context.apiBaseUrl ?? undefined,
    getCrumb: () => getCookie(COOKIE_NAMES.crumb),
    getXsrfToken: readXsrfToken,
    cookiesEnabled,
  });
  const bus = createEventBus(doc);
  const api = {
    cart: cartApi(client),
    siteUsers: siteUsersApi(client, storeXsrfToken),
    restock: restockApi(client),
    forms: formsApi(client),
    census: censusApi(client, () => getCookie(COOKIE_NAMES.repeatVisitor)),
    visitorEvents: visitorEventsApi(client),
    text: client.getText,
  };
  const cart = createCartStore(api.cart, bus);
  const products = new Map<string, Product | null>();
  let started = false;
  let stopSync = () => {};
  const runtime: Runtime = {
    context,
    strings: resolveStrings(context.localizedStrings),
    bus,
    cart,
    api,
    selection: createSelectionRegistry(),
    track(name, items) {
      const { cart: current } = cart.getState();
      void api.visitorEvents.send(
        visitorEventContent(
          name,
          {
            websiteId: context.website.id,
            pageId: context.page.id,
            cartId: current.id,
            currency: current.currencyCode,
            items,
          },
          getCookie,
        ),
      );
    },
    product(id) {
      if (!products.has(id)) {
        const raw = context.products[id];
        products.set(id, raw === undefined ? null : decodeProduct(raw));
      }
      return products.get(id) ?? null;
    },
    start() {
      if (started) return;
      started = true;
      const shouldLoad = () =>
        shouldLoadCartAtStart({
          authenticated: readSiteUserInfo().authenticated,
          cartCookie: getCookie(COOKIE_NAMES.cart),
        });
      bus.on('cart:entry-added', ({ entry }) => runtime.track('add_to_cart', [entry]));
      const win = doc.defaultView;
      if (win) stopSync = syncCart(cart, bus, win, shouldLoad);
      if (shouldLoad()) void cart.getState().load();
    },
    stop() {
      stopSync();
    },
  };
  return runtime;
}

/** Shared across bundle copies on one page (checklist A-45). */
export const RUNTIME_KEY = Symbol.for('sq.runtime');

export function getRuntime(): Runtime {
  const global = globalThis as unknown as Record<symbol, Runtime | undefined>;
  let runtime = global[RUNTIME_KEY];
  if (!runtime) {
    runtime = createRuntime(document);
    global[RUNTIME_KEY] = runtime;
  }
  return runtime;
}
