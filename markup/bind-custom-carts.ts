import {
  CUSTOM_CART_SELECTOR,
  cartSummary,
  pillCountText,
  pillLabel,
} from '../src/commerce/cart-summary';
import { oncePerPage, whenParsed } from '../src/page/page';
import type { Runtime } from '../src/runtime/runtime';

/**
 * Template cart links: inside every `[data-sq-custom-cart]` container the `[data-sq-cart-quantity]`
 * and `[data-sq-cart-subtotal]` elements follow the shared cart, once per page [H-10 to H-12].
 * Plain DOM over the template's own markup: nothing is rendered, only text and two markers change.
 * The subtotal is written by the site's money formatter. A container showing no count (no
 * quantity element) that can be named (a link, a button, an element with a role) and names itself
 * no other way is labelled 'Cart' [H-06].
 */
export function bindCustomCarts(doc: Document, runtime: Runtime): void {
  oncePerPage('custom-carts', () => bind(doc, runtime), runtime);
}

/** Containers that may carry an accessible name (a plain `div` or `span` may not). */
const NAMEABLE = 'a[href], button, [role]';

function bind(doc: Document, runtime: Runtime): void {
  const update = () => {
    const { cart, status } = runtime.cart.getState();
    if (status === 'loading') return;
    const summary = cartSummary(cart, runtime.money.cents);
    for (const container of doc.querySelectorAll<HTMLElement>(CUSTOM_CART_SELECTOR)) {
      container.dataset.initialized = 'true';
      container.classList.toggle('sq-cart--empty', summary.items === 0);
      const quantities = container.querySelectorAll('[data-sq-cart-quantity]');
      for (const quantity of quantities) {
        quantity.textContent = pillCountText(summary.items);
      }
      const named =
        container.hasAttribute('aria-label') || container.hasAttribute('aria-labelledby');
      if (!quantities.length && !named && container.matches(NAMEABLE)) {
        container.setAttribute('aria-label', pillLabel(summary.items, false));
      }
      for (const subtotal of container.querySelectorAll('[data-sq-cart-subtotal]')) {
        subtotal.textContent = summary.subtotal;
      }
    }
  };
  runtime.onStop(runtime.cart.subscribe(update));
  runtime.onStop(whenParsed(doc, update));
}
