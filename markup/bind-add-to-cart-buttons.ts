import { preloadFieldsDialogFor } from '../elements/shared/forms/fields-dialog-on-demand';
import { type AddTimeline, addLabel, addTimeline } from '../elements/shared/purchase/add-timeline';
import { pressAdd } from '../elements/shared/purchase/purchase-press';
import { pageProduct } from '../src/flows/page-items';
import { report, whenParsed } from '../src/page/page';
import type { Runtime } from '../src/runtime/runtime';
import {
  eventElement,
  forItem,
  optionNamesOf,
  productScope,
  readSelection,
  refreshButton,
  SELECTORS,
  setButtonLabel,
  statusRegion,
  variantsOf,
} from './markup';

/** Shows a busy state ('Adding…', 'Added!') on the button and in its status region. */
function showState(button: HTMLElement, state: 'adding' | 'added'): void {
  const text = addLabel(state, '');
  button.setAttribute('data-sq-state', state);
  button.setAttribute('aria-disabled', 'true');
  setButtonLabel(button, text);
  statusRegion(button).textContent = text;
}

function settle(button: HTMLElement, runtime: Runtime): void {
  button.removeAttribute('data-sq-state');
  statusRegion(button).textContent = '';
  refreshButton(button, runtime);
}

/** Per button: its timeline, so the 'Added!' timeline of one button never touches another. */
const timelines = new WeakMap<HTMLElement, AddTimeline>();

function timelineOf(button: HTMLElement, runtime: Runtime): AddTimeline {
  let timeline = timelines.get(button);
  if (!timeline) {
    timeline = addTimeline((state) =>
      state === 'idle' ? settle(button, runtime) : showState(button, state),
    );
    timelines.set(button, timeline);
  }
  return timeline;
}

/**
 * A press of an add-to-cart button: the product's add press
 * (elements/shared/purchase/purchase-press.ts) with the choice, quantity and option order the
 * button's markup shows. A button that is busy, sold out or of a product the page context lacks
 * does nothing.
 */
async function press(button: HTMLElement, runtime: Runtime): Promise<void> {
  const itemId = button.getAttribute('data-item-id') ?? '';
  refreshButton(button, runtime);
  const product = itemId ? pageProduct(runtime, itemId) : null;
  if (!product || button.getAttribute('aria-disabled') === 'true') return;
  const variants = variantsOf(button, itemId);
  const quantityInput = productScope(button, itemId).querySelector<HTMLInputElement>(
    `${forItem(SELECTORS.quantity, itemId)} input`,
  );
  await pressAdd(button.ownerDocument, {
    runtime,
    product,
    selection: readSelection(variants),
    // The template shows the field only where quantities are allowed; without it, 1 is sent.
    quantityText: quantityInput ? quantityInput.value : undefined,
    // The page's own option order first, so the message names options as the page shows them.
    optionOrdering: [
      ...new Set([
        ...(variants ? optionNamesOf(variants) : []),
        ...runtime.context.storeSettings.variantOptionOrdering,
      ]),
    ],
    timeline: timelineOf(button, runtime),
  });
}

function safely(button: HTMLElement, runtime: Runtime): void {
  try {
    press(button, runtime).catch((error: unknown) => report('add-to-cart button failed', error));
  } catch (error) {
    report('add-to-cart button failed', error);
  }
}

/**
 * The add-to-cart-btn formatter's markup comes to life in place: a click, Enter or Space
 * on `.sqs-add-to-cart-button` adds its product with the page's variant and quantity choices,
 * through the same checks, cart store, timeline and alerts as `<sq-add-to-cart>`. One delegated
 * listener per document, so markup added later works too. Returns the unbinding function.
 */
export function bindAddToCartButtons(doc: Document, runtime: Runtime): () => void {
  const buttonOf = (event: Event) =>
    eventElement(event)?.closest<HTMLElement>(SELECTORS.button) ?? null;

  const onClick = (event: Event) => {
    const button = buttonOf(event);
    if (!button) return;
    event.preventDefault();
    safely(button, runtime);
  };
  // A role="button" element answers Enter on key down and Space on key up, as a button does.
  const onKeyDown = (event: KeyboardEvent) => {
    const button = buttonOf(event);
    if (!button || eventElement(event) !== button) return;
    if (event.key === ' ') event.preventDefault();
    if (event.key === 'Enter' && !event.repeat) {
      event.preventDefault();
      safely(button, runtime);
    }
  };
  const onKeyUp = (event: KeyboardEvent) => {
    const button = buttonOf(event);
    if (!button || eventElement(event) !== button || event.key !== ' ') return;
    event.preventDefault();
    safely(button, runtime);
  };

  const start = () => {
    for (const button of doc.querySelectorAll<HTMLElement>(SELECTORS.button)) {
      try {
        statusRegion(button);
        refreshButton(button, runtime);
        // A product with additional fields opens its dialog on the click: fetched now.
        const itemId = button.getAttribute('data-item-id');
        preloadFieldsDialogFor(itemId ? pageProduct(runtime, itemId) : null);
      } catch (error) {
        report('add-to-cart button markup', error);
      }
    }
  };
  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('keyup', onKeyUp);
  const cancelStart = whenParsed(doc, start);
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('keyup', onKeyUp);
    cancelStart();
  };
}
