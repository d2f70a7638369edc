import { CUSTOM_CART_SELECTOR, cartSummary, pillCountText } from '../src/commerce/cart-summary';
import { formatMoneyCents } from '../src/i18n/money';
import type { Runtime } from '../src/runtime/runtime';

const bound = new WeakSet<Runtime>();

/**
 * Template cart links (checklist H-10 to H-12): inside every `[data-sq-custom-cart]` container the
 * `[data-sq-cart-quantity]` and `[data-sq-cart-subtotal]` elements follow the shared cart. Plain
 * DOM over the template's own markup: nothing is rendered, only text and two markers change.
 */
export function bindCustomCarts(doc: Document, runtime: Runtime): void {
  if (bound.has(runtime)) return;
  bound.add(runtime);

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
  runtime.cart.subscribe(update);
  if (doc.readyState === 'loading')
    doc.addEventListener('DOMContentLoaded', update, { once: true });
  else update();
}
