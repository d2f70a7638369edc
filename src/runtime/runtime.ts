import { restrictiveCookiesAllowed } from '../analytics/consent';
import { analyticsAllowed } from '../analytics/gate';
import { type VisitorCookies, visitorCookies } from '../analytics/visitor-cookies';
import {
  type VisitorEventName,
  type VisitorEventsApi,
  visitorEventContent,
  visitorEventsApi,
} from '../analytics/visitor-events';
import { type CartApi, cartApi } from '../api/cart';
import { type ApiClient, createApiClient } from '../api/client';
import { COOKIE_NAMES } from '../constants/cookies';
import type { PageContext } from '../contract/page-context';
import { type MoneyFormatter, siteMoneyFormatter } from '../i18n/money-format';
import { type LocalizedStrings, resolveStrings } from '../i18n/strings';
import { oncePerPage } from '../page/page';
import { cookiesEnabled, getCookie, readSiteUserInfo } from '../storage/cookies';
import { readXsrfToken } from '../storage/xsrf-token';
import { type CartStore, createCartStore, shouldLoadCartAtStart } from '../store/cart-store';
import { syncCart } from '../store/cart-sync';
import { createEventBus, type EventBus } from '../store/event-bus';
import { createSelectionRegistry, type SelectionStore } from '../store/selection-store';
import { readPageContext } from './page-context';

/**
 * Everything the elements of one page share: one context, one bus, one cart store, one API
 * client. Every page loads it, so it holds only what a page with nothing but the cart pill needs;
 * what only some elements use (the context's products and forms, the other API areas) is built
 * from it by the layers above when first needed (src/flows).
 */
export interface Runtime {
  context: PageContext;
  strings: LocalizedStrings;
  /**
   * The page's one money formatter, from the site's locale and `useCLDRMoneyFormat`: every price
   * the bundle shows goes through it [C-07].
   */
  money: MoneyFormatter;
  bus: EventBus;
  cart: CartStore;
  /** The page's one API client, for building the API areas the runtime does not hold. */
  client: ApiClient;
  api: {
    cart: CartApi;
    visitorEvents: VisitorEventsApi;
    text(path: string): Promise<string>;
  };
  /**
   * The page may send analytics now: not an owner's or editor's own visit, not an uncounted page,
   * census on, not impersonated (src/analytics/gate.ts) [T-01..T-03, T-15].
   */
  analyticsAllowed(): boolean;
  /** The page's visitor cookies: every sender reads the visitor cookie from it [T-09]. */
  visitor: VisitorCookies;
  /**
   * Sends a commerce visitor event about these items, with this page and cart [U-04], by beacon,
   * when analytics are allowed [U-06].
   */
  track(name: VisitorEventName, items: readonly { itemId: string; quantity: number }[]): void;
  /** The variant options chosen for a product, shared by the elements of that product. */
  selection: (productId: string) => SelectionStore;
  /**
   * Loads the cart at start for a signed-in site user or an existing cart cookie, and keeps it in
   * step with other tabs. Idempotent.
   */
  start(): void;
  /** Runs `teardown` when the runtime stops. */
  onStop(teardown: () => void): void;
  /**
   * Stops following other tabs and undoes what was bound to the page through `onStop` (a test's
   * page, or a page tearing the storefront down).
   */
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
    cart: cartApi(client, { preview: context.page.preview }),
    visitorEvents: visitorEventsApi(context.apiBaseUrl),
    text: client.getText,
  };
  const money = siteMoneyFormatter(context.website);
  const cart = createCartStore(api.cart, bus, money);
  const teardowns: (() => void)[] = [];
  let started = false;
  const runtime: Runtime = {
    context,
    strings: resolveStrings(context.localizedStrings),
    money,
    bus,
    cart,
    client,
    api,
    selection: createSelectionRegistry(),
    analyticsAllowed: () =>
      analyticsAllowed(context, doc.defaultView?.location ?? { pathname: '/' }),
    visitor: visitorCookies({ allowed: () => restrictiveCookiesAllowed(context.cookieConsent) }),
    track(name, items) {
      if (!runtime.analyticsAllowed()) return;
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
          { crumb: getCookie(COOKIE_NAMES.crumb), census: runtime.visitor.visitorCookie() },
        ),
      );
    },
    start() {
      if (started) return;
      started = true;
      const { preview } = context.page;
      const shouldLoad = () =>
        shouldLoadCartAtStart({
          authenticated: readSiteUserInfo().authenticated,
          cartCookie: getCookie(COOKIE_NAMES.cart),
          preview,
        });
      bus.on('cart:entry-added', ({ entry }) => runtime.track('add_to_cart', [entry]));
      const win = doc.defaultView;
      // A preview's demo cart is not the visitor's: it is not passed to the site's other tabs.
      if (win) teardowns.push(syncCart(cart, bus, win, shouldLoad, { shareWithTabs: !preview }));
      if (shouldLoad()) void cart.getState().load();
    },
    onStop(teardown) {
      teardowns.push(teardown);
    },
    stop() {
      for (const teardown of teardowns.splice(0)) teardown();
    },
  };
  return runtime;
}

/** Where the page's one runtime is kept, shared by every copy of the bundle on the page. */
export const RUNTIME_KEY = Symbol.for('sq.runtime');

export function getRuntime(): Runtime {
  return oncePerPage('runtime', () => createRuntime(document));
}
