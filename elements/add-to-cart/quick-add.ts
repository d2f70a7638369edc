import { MESSAGES } from '../../src/i18n/messages';
import { report } from '../../src/page/page';
import type { Runtime } from '../../src/runtime/runtime';
import { type AddState, addTimeline } from '../shared/purchase/add-timeline';
import { purchaseThrough } from '../shared/purchase/purchase-press';
import { type AddButtonParts, buildAddButton, findAddButton, showButton } from './add-button';

export interface QuickAddOptions {
  itemId: string;
  sku: string;
  quantity: number;
  /** The button's own text (the `button-text` attribute), instead of the site's. */
  buttonText: string | null;
}

/**
 * A plain button that adds one sku (template links, quick-add buttons), over the markup of
 * add-button.ts: the element's own button and status region when it has them, else built in
 * their place. A press adds `quantity` of the sku to the cart through the add timeline; a failure
 * alerts 'Unable to Add Item' with the reason. The button is never disabled: the sku is the
 * markup's to choose. Returns what stops it: the button goes back to idle.
 */
export function bindQuickAdd(
  host: HTMLElement,
  runtime: Runtime,
  { itemId, sku, quantity, buttonText }: QuickAddOptions,
): () => void {
  const parts = addButtonParts(host);
  const idleLabel = buttonText ?? runtime.strings.productAddToCartText;
  const show = (state: AddState) => showButton(parts, state, idleLabel, false);
  const timeline = addTimeline(show);
  const onPress = () => {
    purchaseThrough(host.ownerDocument, runtime, timeline, MESSAGES.unableToAddItem, async () => {
      await runtime.cart.getState().addEntry({ itemId, sku, quantity });
      return 'added';
    }).catch((error: unknown) => report('<sq-add-to-cart>: the add failed', error));
  };
  show('idle');
  parts.button.addEventListener('click', onPress);
  return () => {
    parts.button.removeEventListener('click', onPress);
    timeline.stop();
    show('idle');
  };
}

function addButtonParts(host: HTMLElement): AddButtonParts {
  const found = findAddButton(host);
  if (found) return found;
  const built = buildAddButton(host.ownerDocument);
  host.replaceChildren(built.button, built.status);
  return built;
}
