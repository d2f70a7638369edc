import { addLabel, runAddTimeline } from '../elements/shared/add-timeline';
import { preloadFieldsModalFor } from '../elements/shared/lazy-fields-modal';
import { createTimers } from '../elements/shared/use-runtime';
import { purchaseErrorMessage } from '../src/api/error-message';
import { checkBeforeAdd } from '../src/commerce/add-validation';
import { PURCHASE_FAILURE_TITLE, purchaseKind } from '../src/commerce/purchase-kind';
import { pageProduct } from '../src/flows/page-items';
import {
  completePurchase,
  fieldsFormFor,
  type PurchaseOutcome,
  quantityInCart,
} from '../src/flows/purchase';
import { report, whenParsed } from '../src/page/page';
import type { Runtime } from '../src/runtime/runtime';
import { openFieldsForm, showTemplateAlert } from './dialogs';
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

/** Per button: its timers, so the 'Added!' timeline of one button never touches another. */
const timersOf = new WeakMap<Element, ReturnType<typeof createTimers>>();

function timers(button: Element) {
  let set = timersOf.get(button);
  if (!set) {
    set = createTimers();
    timersOf.set(button, set);
  }
  return set;
}

/** Shows a busy state ('Adding…', 'Added!') on the button and in its status region. */
function showState(button: HTMLElement, state: 'adding' | 'added', text: string): void {
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

/** The shared add timeline on template markup; a press while busy does nothing. */
async function run(
  button: HTMLElement,
  runtime: Runtime,
  title: string,
  action: () => Promise<PurchaseOutcome>,
): Promise<void> {
  if (button.hasAttribute('data-sq-state')) return;
  await runAddTimeline(timers(button), action, {
    show: (state) => showState(button, state, addLabel(state, '')),
    fail: (error) => showTemplateAlert(button.ownerDocument, title, purchaseErrorMessage(error)),
    settle: () => settle(button, runtime),
  });
}

/** A press of an add-to-cart button: the checks before adding (options, variant, quantity, stock), then the purchase. */
async function press(button: HTMLElement, runtime: Runtime): Promise<void> {
  const itemId = button.getAttribute('data-item-id') ?? '';
  refreshButton(button, runtime);
  const product = itemId ? pageProduct(runtime, itemId) : null;
  if (!product || button.getAttribute('aria-disabled') === 'true') return;

  const { storeSettings } = runtime.context;
  const kind = purchaseKind(product, storeSettings.expressCheckout);
  const title = PURCHASE_FAILURE_TITLE[kind];
  const doc = button.ownerDocument;
  const variants = variantsOf(button, itemId);
  const quantityInput = productScope(button, itemId).querySelector<HTMLInputElement>(
    `${forItem(SELECTORS.quantity, itemId)} input`,
  );
  const check = checkBeforeAdd({
    product,
    selection: readSelection(variants),
    // The template shows the field only where quantities are allowed; without it, 1 is sent.
    quantityText: quantityInput ? quantityInput.value : undefined,
    // The page's own option order first, so the message names options as the page shows them.
    optionOrdering: [
      ...new Set([
        ...(variants ? optionNamesOf(variants) : []),
        ...storeSettings.variantOptionOrdering,
      ]),
    ],
    inCart: quantityInCart(runtime),
  });
  if (!check.ok) {
    showTemplateAlert(doc, title, check.message);
    return;
  }
  const { sku } = check.variant;
  const { quantity } = check;
  const formId = product.additionalFieldsFormId;
  if (!formId) {
    await run(button, runtime, title, () =>
      completePurchase(runtime, kind, { product, sku, quantity }),
    );
    return;
  }
  const form = await fieldsFormFor(runtime, { product, sku, quantity });
  if (typeof form === 'string') {
    showTemplateAlert(doc, title, form);
    return;
  }
  openFieldsForm(doc, form, (answers) => {
    void run(button, runtime, title, () =>
      completePurchase(runtime, kind, { product, sku, quantity, additionalFields: answers }),
    );
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
        preloadFieldsModalFor(itemId ? pageProduct(runtime, itemId) : null);
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
