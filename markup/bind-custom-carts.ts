import {
  CUSTOM_CART_CONTAINER,
  cartSummary,
  ENGINE_CART_QUANTITY,
  ENGINE_CART_SUBTOTAL,
  pillCountText,
  pillLabel,
} from '../src/commerce/cart-summary';
import { oncePerPage, whenParsed } from '../src/page/page';
import type { Runtime } from '../src/runtime/runtime';

/**
 * Template cart links follow the shared cart, in every tab, once per page [H-10 to H-12]:
 * - inside every `[data-sq-custom-cart]` container, the `[data-sq-cart-quantity]` and
 *   `[data-sq-cart-subtotal]` markers; the container gets `data-initialized` and, while the cart is
 *   empty, `sq-cart--empty`; a container showing no count that can be named (a link, a button, an
 *   element with a role) and names itself no other way is labelled 'Cart' [H-06];
 * - anywhere on the page, the template engine's `.sqs-cart-quantity` (the cart-quantity
 *   formatter's span) and `.sqs-cart-subtotal`. Outside a container, the link or button holding an
 *   engine count is named as the pill is ('2 items in cart'), unless the template names it.
 * The count is the pill's ('100+' above 100); the subtotal is written by the site's money
 * formatter, '' for an empty cart. Plain DOM over the template's own markup: only texts and
 * markers change, nothing is rendered.
 */
export function bindCustomCarts(doc: Document, runtime: Runtime): void {
  oncePerPage('custom-carts', () => bind(doc, runtime), runtime);
}

/** Containers that may carry an accessible name (a plain `div` or `span` may not). */
const NAMEABLE = 'a[href], button, [role]';
/** What holds an engine count and is named by it: a link or a button, not a landmark or a list. */
const COUNT_HOLDER = 'a[href], button, [role="link"], [role="button"]';
const QUANTITY = `[data-sq-cart-quantity], ${ENGINE_CART_QUANTITY}`;
/** Marks a name this binder gave, which it keeps up to date (an author's own name is left). */
const OWN_LABEL = 'data-sq-cart-label';

const named = (element: Element) =>
  element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');

function setText(element: Element, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}

function bind(doc: Document, runtime: Runtime): void {
  const update = () => {
    const { cart, status } = runtime.cart.getState();
    if (status === 'loading') return;
    const summary = cartSummary(cart, runtime.money.cents);
    const count = pillCountText(summary.items);
    for (const container of doc.querySelectorAll<HTMLElement>(CUSTOM_CART_CONTAINER)) {
      container.dataset.initialized = 'true';
      container.classList.toggle('sq-cart--empty', summary.items === 0);
      if (!container.querySelector(QUANTITY) && !named(container) && container.matches(NAMEABLE)) {
        container.setAttribute('aria-label', pillLabel(summary.items, false));
      }
      for (const quantity of container.querySelectorAll('[data-sq-cart-quantity]')) {
        setText(quantity, count);
      }
      for (const subtotal of container.querySelectorAll('[data-sq-cart-subtotal]')) {
        setText(subtotal, summary.subtotal);
      }
    }
    for (const quantity of doc.querySelectorAll(ENGINE_CART_QUANTITY)) {
      setText(quantity, count);
      const holder = quantity.closest(COUNT_HOLDER);
      if (!holder || quantity.closest(CUSTOM_CART_CONTAINER)) continue;
      if (named(holder) && !holder.hasAttribute(OWN_LABEL)) continue;
      holder.setAttribute(OWN_LABEL, '');
      const label = pillLabel(summary.items);
      if (holder.getAttribute('aria-label') !== label) holder.setAttribute('aria-label', label);
    }
    for (const subtotal of doc.querySelectorAll(ENGINE_CART_SUBTOTAL)) {
      setText(subtotal, summary.subtotal);
    }
  };
  runtime.onStop(runtime.cart.subscribe(update));
  runtime.onStop(whenParsed(doc, update));
}
