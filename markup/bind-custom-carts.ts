import { CUSTOM_CART_SELECTOR, cartSummary, pillCountText } from '../src/commerce/cart-summary';
import { formatMoneyCents } from '../src/i18n/money';
import { oncePerPage, whenParsed } from '../src/page/page';
import type { Runtime } from '../src/runtime/runtime';

/**
 * Template cart links: inside every `[data-sq-custom-cart]` container the `[data-sq-cart-quantity]`
 * and `[data-sq-cart-subtotal]` elements follow the shared cart, once per page [H-10 to H-12].
 * Plain DOM over the template's own markup: nothing is rendered, only text and two markers change.
 */
export function bindCustomCarts(doc: Document, runtime: Runtime): void {
  oncePerPage('custom-carts', () => bind(doc, runtime), runtime);
}

function bind(doc: Document, runtime: Runtime): void {
  const update = () => {
    const { cart, status } = runtime.cart.getState();
    if (status === 'loading') return;
    const summary = cartSummary(cart, formatMoneyCents);
    for (const container of doc.querySelectorAll<HTMLElement>(CUSTOM_CART_SELECTOR)) {
      container.dataset.initialized = 'true';
      container.classList.toggle('sq-cart--empty', summary.items === 0);
      for (const quantity of container.querySelectorAll('[data-sq-cart-quantity]')) {
        quantity.textContent = pillCountText(summary.items);
      }
      for (const subtotal of container.querySelectorAll('[data-sq-cart-subtotal]')) {
        subtotal.textContent = summary.subtotal;
      }
    }
  };
  runtime.onStop(runtime.cart.subscribe(update));
  runtime.onStop(whenParsed(doc, update));
}
