import { clampQuantityText } from '../src/commerce/add-validation';
import type { Product, Variant } from '../src/commerce/product';
import { effectivePrice, productMark } from '../src/commerce/product-states';
import { formatMoney } from '../src/i18n/money';
import type { Runtime } from '../src/runtime/runtime';
import {
  eventElement,
  forItem,
  productScope,
  productState,
  radioOption,
  readSelection,
  refreshButton,
  SELECTORS,
  statusRegion,
  writeSelection,
} from './markup';

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

/** The server's markup of the price and status blocks, put back when the choice is undone. */
const serverPrice = new WeakMap<Element, string>();
const serverMark = new WeakMap<Element, { className: string; text: string; hidden: boolean }>();
const MARK_ADDED = 'data-sq-template-mark';

/**
 * The product-price block shows the chosen variant's price, in the engine's markup for one price
 * (a sale price with its hidden 'Sale Price:' / 'Original Price:' words and the original price).
 */
function showPrice(block: Element, variant: Variant | null): void {
  if (!serverPrice.has(block)) serverPrice.set(block, block.innerHTML);
  if (!variant) {
    const original = serverPrice.get(block) ?? '';
    if (block.innerHTML !== original) block.innerHTML = original;
    return;
  }
  const doc = block.ownerDocument;
  const hidden = (text: string) => {
    const span = doc.createElement('span');
    span.className = 'visually-hidden v6-visually-hidden';
    span.textContent = text;
    return span;
  };
  const nodes: (Node | string)[] = [];
  if (variant.onSale) {
    const original = doc.createElement('span');
    original.className = 'original-price';
    original.textContent = formatMoney(variant.price);
    nodes.push(hidden('Sale Price:'), formatMoney(variant.salePrice), ' ');
    nodes.push(hidden('Original Price:'), original);
  } else {
    nodes.push(formatMoney(variant.price));
  }
  block.replaceChildren(...nodes);
}

/** The product-status mark follows the chosen variant: sold out, sale, or none. */
function showMark(
  scope: Element,
  price: Element | null,
  product: Product,
  variant: Variant | null,
  text: { soldOut: string; sale: string },
): void {
  let mark = scope.querySelector<HTMLElement>('.product-mark');
  if (!variant) {
    if (mark?.hasAttribute(MARK_ADDED)) mark.remove();
    const original = mark && serverMark.get(mark);
    if (mark && original) {
      mark.className = original.className;
      mark.textContent = original.text;
      mark.toggleAttribute('hidden', original.hidden);
    }
    return;
  }
  const kind = productMark({ ...product, variants: [variant] });
  if (!mark) {
    if (!kind || !price) return;
    mark = scope.ownerDocument.createElement('div');
    mark.setAttribute(MARK_ADDED, '');
    price.after(mark);
  }
  if (!serverMark.has(mark)) {
    serverMark.set(mark, {
      className: mark.className,
      text: mark.textContent ?? '',
      hidden: mark.hasAttribute('hidden'),
    });
  }
  mark.toggleAttribute('hidden', !kind);
  if (!kind) return;
  mark.className = `product-mark ${kind}`;
  mark.textContent = kind === 'sold-out' ? text.soldOut : text.sale;
}

/**
 * Everything of one product that follows its chosen options, as on the elements' product form:
 * each variants block shows the choice, each add button its sold-out state; the price and the
 * status mark show the chosen variant's, its scarcity line is shown (the engine writes one hidden
 * line per variant) and its price, with 'sold out', is announced. Undoing the choice puts the
 * server's markup back.
 */
function follow(doc: Document, runtime: Runtime, itemId: string): void {
  const product = runtime.product(itemId);
  const { selection } = runtime.selection(itemId).getState();
  for (const block of doc.querySelectorAll(forItem(SELECTORS.variants, itemId))) {
    writeSelection(block, selection);
  }
  for (const button of doc.querySelectorAll<HTMLElement>(forItem(SELECTORS.button, itemId))) {
    refreshButton(button, runtime);
    if (!product) continue;
    const chosen = Object.values(selection).some(Boolean);
    const { variant, soldOut, soldOutText } = productState(runtime, product, selection);
    const complete = chosen && variant !== null && product.variants.length > 1;
    const scope = productScope(button, itemId);
    for (const block of scope.querySelectorAll(SELECTORS.scarcity)) {
      const shown = complete && !soldOut && !variant.unlimited && namesVariant(block, variant);
      block.toggleAttribute('hidden', !shown);
    }
    const price = scope.querySelector('.product-price');
    if (price) showPrice(price, complete ? variant : null);
    showMark(scope, price, product, complete ? variant : null, {
      soldOut: soldOutText,
      sale: runtime.strings.productSaleText,
    });
    if (!button.hasAttribute('data-sq-state')) {
      const price = complete ? formatMoney(effectivePrice(variant)) : '';
      statusRegion(button).textContent = complete
        ? `${price}${soldOut ? `, ${soldOutText}` : ''}`
        : '';
    }
  }
}

/**
 * The variants-select and quantity-input formatters' markup, in place (issue 6): choosing in a
 * select or a variant radio records the choice in the product's shared selection (the one
 * `<sq-…>` elements of that product read too), keeps the select and the radios of the option in
 * step, and updates what follows the choice. Returns the unbinding function.
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
          console.error('sq-storefront: variant options failed', error);
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
      console.error('sq-storefront: variant options failed', error);
    }
  };

  const start = () => {
    for (const block of doc.querySelectorAll(SELECTORS.variants)) {
      try {
        const itemId = block.getAttribute('data-item-id') ?? '';
        if (!itemId) continue;
        ensureFollowed(itemId);
        // Choices the browser restored (Back, reload) count as made.
        const store = runtime.selection(itemId).getState();
        for (const [name, value] of Object.entries(readSelection(block))) {
          if (store.selection[name] !== value)
            runtime.selection(itemId).getState().choose(name, value);
        }
      } catch (error) {
        console.error('sq-storefront: variant options markup', error);
      }
    }
  };
  doc.addEventListener('change', onChange);
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
  return () => {
    doc.removeEventListener('change', onChange);
    doc.removeEventListener('DOMContentLoaded', start);
    for (const unsubscribe of followed.values()) unsubscribe();
    followed.clear();
  };
}
