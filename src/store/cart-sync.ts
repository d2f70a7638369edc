import type { ShoppingCart } from '../contract/cart';
import type { CartStore } from './cart-store';
import type { EventBus } from './event-bus';

export const CART_CHANNEL = 'sq-storefront:cart';

interface CartMessage {
  cart: ShoppingCart;
}

const isCartMessage = (data: unknown): data is CartMessage =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as CartMessage).cart === 'object' &&
  Array.isArray((data as CartMessage).cart?.entries);

/**
 * Keeps this tab's cart current: every cart the server sends here is passed to the site's other
 * tabs, and theirs taken (unless `shareWithTabs` is off: a preview's demo cart stays in its tab),
 * and the cart is fetched again when the page comes back from the back-forward cache or the tab
 * is shown again (a checkout in another window empties it without telling anyone).
 */
export function syncCart(
  store: CartStore,
  bus: EventBus,
  win: Window,
  shouldLoad: () => boolean,
  { shareWithTabs = true }: { shareWithTabs?: boolean } = {},
): () => void {
  const refresh = () => {
    if (store.getState().cart.id || shouldLoad()) void store.getState().load();
  };
  const onPageShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) refresh();
  };
  const onVisible = () => {
    if (win.document.visibilityState === 'visible' && store.getState().status !== 'idle') refresh();
  };
  win.addEventListener('pageshow', onPageShow);
  win.document.addEventListener('visibilitychange', onVisible);
  const stopListening = () => {
    win.removeEventListener('pageshow', onPageShow);
    win.document.removeEventListener('visibilitychange', onVisible);
  };

  if (!shareWithTabs || typeof BroadcastChannel !== 'function') return stopListening;
  const channel = new BroadcastChannel(CART_CHANNEL);
  let receiving = false;
  const stopPosting = bus.on('cart:updated', ({ cart }) => {
    if (!receiving) channel.postMessage({ cart } satisfies CartMessage);
  });
  channel.addEventListener('message', (event) => {
    if (!isCartMessage(event.data)) return;
    receiving = true;
    try {
      store.getState().receive(event.data.cart);
    } finally {
      receiving = false;
    }
  });
  return () => {
    stopListening();
    stopPosting();
    channel.close();
  };
}
