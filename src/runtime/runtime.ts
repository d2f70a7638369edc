import { type CartApi, cartApi } from '../api/cart';
import { createApiClient } from '../api/client';
import { type SiteUsersApi, siteUsersApi } from '../api/site-users';
import { COOKIE_NAMES } from '../constants/cookies';
import { type LocalizedStrings, resolveStrings } from '../i18n/strings';
import { type CartStore, createCartStore, shouldLoadCartAtStart } from '../store/cart-store';
import { createEventBus, type EventBus } from '../store/event-bus';
import { cookiesEnabled, getCookie, readSiteUserInfo } from './cookies';
import { type PageContext, readPageContext } from './page-context';
import { readXsrfToken } from './xsrf-token';

/** Everything the elements of one page share: one context, one bus, one cart store. */
export interface Runtime {
  context: PageContext;
  strings: LocalizedStrings;
  bus: EventBus;
  cart: CartStore;
  api: { cart: CartApi; siteUsers: SiteUsersApi };
  /** Loads the cart when spec §4 says so. Safe to call more than once. */
  start(): void;
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
  const api = { cart: cartApi(client), siteUsers: siteUsersApi(client) };
  const cart = createCartStore(api.cart, bus);
  let started = false;
  return {
    context,
    strings: resolveStrings(context.localizedStrings),
    bus,
    cart,
    api,
    start() {
      if (started) return;
      started = true;
      const load = shouldLoadCartAtStart({
        authenticated: readSiteUserInfo().authenticated,
        cartCookie: getCookie(COOKIE_NAMES.cart),
      });
      if (load) void cart.getState().load();
    },
  };
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
