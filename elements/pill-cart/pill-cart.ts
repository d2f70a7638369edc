import { isPillSuppressed, pillCountText, pillLabel } from '../../src/commerce/cart-summary';
import { PATHS } from '../../src/constants/paths';
import type { Runtime } from '../../src/runtime/runtime';
import { follow } from '../shared/define/follow';
import { setText } from '../shared/define/light-markup';
import { pillParts } from './pill-markup';

/**
 * The floating cart summary, a link to /cart that follows the page's one cart store; its markup
 * (see pill-markup.ts) is the server's, only states and texts change:
 * - hidden where the pill is suppressed (the cart page, express checkout, a template's own cart:
 *   decided once as it binds, the document being complete) and while the cart holds 0 items;
 * - `sq-cart--empty` at 0 items; `data-initialized="true"` whenever the cart is not loading;
 * - the count ('100+' above 100) and the spoken label follow the item count; a pill showing no
 *   count (its markup has no quantity element) is labelled 'Cart' [H-06];
 * - the live region speaks the label while the count differs from the count the cart had when it
 *   was first not loading: the shopper's changes, not the count the page loaded with; never where
 *   the pill is suppressed. Binding again (the element moved) starts from the count of that moment.
 * Returns what stops following the cart.
 */
export function bindPillCart(host: HTMLElement, runtime: Runtime): () => void {
  const doc = host.ownerDocument;
  const { link, quantity, label, status } = pillParts(host);
  if (link.getAttribute('href') !== PATHS.cart) link.setAttribute('href', PATHS.cart);
  const { expressCheckout } = runtime.context.storeSettings;
  const suppressed = isPillSuppressed(doc, location.pathname, expressCheckout);
  let loadedCount: number | null = null;

  const update = () => {
    const { cart, status: cartStatus } = runtime.cart.getState();
    const items = cart.totalQuantity;
    const pending = cartStatus === 'loading';
    if (!pending && loadedCount === null) loadedCount = items;
    const announce = loadedCount !== null && items !== loadedCount && !suppressed;
    link.toggleAttribute('hidden', suppressed || items === 0);
    link.classList.toggle('sq-cart--empty', items === 0);
    if (pending) link.removeAttribute('data-initialized');
    else link.setAttribute('data-initialized', 'true');
    if (quantity) setText(quantity, pillCountText(items));
    setText(label, pillLabel(items, quantity !== null));
    setText(status, announce ? pillLabel(items) : '');
  };

  // A first update that throws leaves the server markup and nothing subscribed.
  return follow('sq-pill-cart', runtime.cart.subscribe, update);
}
