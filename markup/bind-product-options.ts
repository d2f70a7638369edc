import { clampQuantityText } from '../src/commerce/add-validation';
import { optionLabel } from '../src/commerce/option-labels';
import type { Variant } from '../src/commerce/product';
import { PRODUCT_TYPE } from '../src/constants/product';
import { pageProduct } from '../src/flows/page-items';
import { report, whenParsed } from '../src/page/page';
import type { Runtime } from '../src/runtime/runtime';
import {
  eventElement,
  forItem,
  productScope,
  radioOption,
  readSelection,
  refreshButton,
  SELECTORS,
  statusRegion,
  writeSelection,
} from './markup';
import { applyVariantView, variantView } from './variant-views';

/** Does a scarcity block's `data-variant-attributes` (JSON) name this variant? */
function namesVariant(block: Element, variant: Variant): boolean {
  try {
    const attributes = JSON.parse(block.getAttribute('data-variant-attributes') ?? '') as unknown;
    if (!attributes || typeof attributes !== 'object') return false;
    const entries = Object.entries(attributes as Record<string, unknown>);
    const names = Object.keys(variant.attributes);
    return (
      entries.length === names.length &&
      entries.every(([name, value]) => variant.attributes[name] === value)
    );
  } catch {
    return false;
  }
}

/**
 * A gift card's denominations read as the `<sq-add-to-cart>` form shows them: each select option
 * and each radio's label takes the choice's label (src/commerce/option-labels.ts: the site's
 * `giftCardValueDisplayText`, '{price}' by default, the price written by the site's money
 * formatter), the value staying the variant's attribute value. The engine writes the bare value,
 * as the public engine does; the relabelling happens here, as the markup binds [C-22].
 */
function labelChoices(block: Element, runtime: Runtime): void {
  const product = pageProduct(runtime, block.getAttribute('data-item-id') ?? '');
  if (product?.productType !== PRODUCT_TYPE.GIFT_CARD) return;
  const { strings, money } = runtime;
  const relabel = (element: Element, name: string, value: string) => {
    const text = optionLabel(product, name, value, strings, money);
    if (element.textContent !== text) element.textContent = text;
  };
  for (const select of block.querySelectorAll<HTMLSelectElement>(SELECTORS.optionSelect)) {
    const name = select.getAttribute('data-variant-option-name');
    if (!name) continue;
    for (const option of select.options) if (option.value) relabel(option, name, option.value);
  }
  const labels = Array.from(block.querySelectorAll<HTMLLabelElement>('label[for]'));
  for (const radio of block.querySelectorAll<HTMLInputElement>(SELECTORS.optionRadio)) {
    const name = radioOption(radio);
    const label = radio.id ? labels.find((l) => l.htmlFor === radio.id) : undefined;
    if (name && label) relabel(label, name, radio.value);
  }
}

/**
 * Applies the product view of one product's choice to its markup: each variants block shows the
 * choice, each add button its sold-out state; the picked variant's price and mark come from the
 * view the server rendered for it, its scarcity line is shown where the view has one (the engine
 * writes one hidden line per variant; the merchant's views decide) and its price, with the
 * sold-out text, is announced. Undoing the choice puts the
 * server's markup back.
 */
function follow(doc: Document, runtime: Runtime, itemId: string): void {
  const { selection } = runtime.selection(itemId).getState();
  for (const block of doc.querySelectorAll(forItem(SELECTORS.variants, itemId))) {
    labelChoices(block, runtime);
    writeSelection(block, selection);
  }
  for (const button of doc.querySelectorAll<HTMLElement>(forItem(SELECTORS.button, itemId))) {
    const view = refreshButton(button, runtime);
    if (!view) continue;
    const picked = view.picked ? view.variant : null;
    const scope = productScope(button, itemId);
    for (const block of scope.querySelectorAll(SELECTORS.scarcity)) {
      const shown = picked !== null && view.scarcity !== '' && namesVariant(block, picked);
      block.toggleAttribute('hidden', !shown);
    }
    applyVariantView(scope, picked && variantView(scope, picked.sku));
    if (!button.hasAttribute('data-sq-state')) statusRegion(button).textContent = view.announcement;
  }
}

/**
 * The variants-select and quantity-input formatters' markup, upgraded in place: a gift card's
 * choices are labelled with their prices, choosing in a select or a variant radio records the
 * choice in the product's shared selection (the one `<sq-…>` elements of that product read too),
 * keeps the select and the radios of the option in step, and updates what follows the choice.
 * Returns the unbinding function.
 */
export function bindProductOptions(doc: Document, runtime: Runtime): () => void {
  const followed = new Map<string, () => void>();
  const ensureFollowed = (itemId: string) => {
    if (!itemId || followed.has(itemId)) return;
    followed.set(
      itemId,
      runtime.selection(itemId).subscribe(() => {
        try {
          follow(doc, runtime, itemId);
        } catch (error) {
          report('variant options failed', error);
        }
      }),
    );
  };

  const onChange = (event: Event) => {
    try {
      const control = eventElement(event);
      if (!control) return;
      const quantity = control.closest(SELECTORS.quantity);
      if (quantity && control instanceof HTMLInputElement) {
        const clamped = clampQuantityText(control.value);
        if (clamped !== control.value) control.value = clamped;
        return;
      }
      const block = control.closest(SELECTORS.variants);
      const itemId = block?.getAttribute('data-item-id');
      if (!block || !itemId) return;
      let name: string | null = null;
      let value = '';
      if (control.matches(SELECTORS.optionSelect)) {
        name = control.getAttribute('data-variant-option-name');
        value = (control as HTMLSelectElement).value;
      } else if (control.matches(SELECTORS.optionRadio)) {
        name = radioOption(control as HTMLInputElement);
        value = (control as HTMLInputElement).value;
      }
      if (!name) return;
      ensureFollowed(itemId);
      runtime.selection(itemId).getState().choose(name, value);
    } catch (error) {
      report('variant options failed', error);
    }
  };

  const start = () => {
    for (const block of doc.querySelectorAll(SELECTORS.variants)) {
      try {
        const itemId = block.getAttribute('data-item-id') ?? '';
        if (!itemId) continue;
        labelChoices(block, runtime);
        ensureFollowed(itemId);
        // Choices the browser restored (Back, reload) count as made.
        const store = runtime.selection(itemId).getState();
        for (const [name, value] of Object.entries(readSelection(block))) {
          if (store.selection[name] !== value)
            runtime.selection(itemId).getState().choose(name, value);
        }
      } catch (error) {
        report('variant options markup', error);
      }
    }
  };
  doc.addEventListener('change', onChange);
  const cancelStart = whenParsed(doc, start);
  return () => {
    doc.removeEventListener('change', onChange);
    cancelStart();
    for (const unsubscribe of followed.values()) unsubscribe();
    followed.clear();
  };
}
