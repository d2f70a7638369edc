import { type ProductView, productView } from '../src/commerce/product-view';
import { viewAround } from '../src/commerce/template-view';
import type { OptionSelection } from '../src/commerce/variants';
import { pageProduct } from '../src/flows/page-items';
import { report } from '../src/page/page';
import type { Runtime } from '../src/runtime/runtime';

/**
 * The template engine's store markup (the add-to-cart-btn, variants-select, quantity-input,
 * product-price, product-status and product-scarcity formatters), as the public engine writes it,
 * and the per-variant views a template may render beside it. The binders find everything by these
 * selectors and attributes; they never rely on the whitespace or order of the markup.
 */
export const SELECTORS = {
  button: '.sqs-add-to-cart-button[data-item-id]',
  buttonLabel: '.sqs-add-to-cart-button-inner',
  variants: '.product-variants[data-item-id]',
  optionSelect: 'select[data-variant-option-name]',
  optionRadio: 'input.variant-radiobtn[type="radio"]',
  quantity: '.product-quantity-input[data-item-id]',
  scarcity: '.product-scarcity[data-variant-attributes]',
  price: '.product-price',
  mark: '.product-mark',
  /** `<template class="sq-variant-view" data-sku="…">`: the price and status the server rendered for one variant. */
  variantView: 'template.sq-variant-view[data-sku]',
} as const;

/** The prefix of a variant radio's name: `variant-option-{Option name}`. */
const RADIO_PREFIX = 'variant-option-';

/** Marks the status region the bundle adds beside a button (the engine's markup has none). */
const STATUS_ATTRIBUTE = 'data-sq-template-status';

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** `selector` narrowed to the markup of one product id. */
export const forItem = (selector: string, itemId: string) =>
  `${selector.replace('[data-item-id]', '')}[data-item-id=${quote(itemId)}]`;

/** The element an event came from, when it is an element (a text node or the window is not). */
export function eventElement(event: Event): Element | null {
  const target = event.target as { closest?: unknown } | null;
  return target && typeof target.closest === 'function' ? (target as Element) : null;
}

/**
 * The markup of one product around `from`: its largest ancestor that holds no other product's
 * store markup. On a product page that is the page; in a list, the product's own list item. The
 * price, status and scarcity formatters carry no item id, so they are found in this scope.
 */
export function productScope(from: Element, itemId: string): Element {
  const other = `[data-item-id]:not([data-item-id=${quote(itemId)}])`;
  let scope = from;
  for (let el = from.parentElement; el; el = el.parentElement) {
    if (el.querySelector(other)) break;
    scope = el;
  }
  return scope;
}

/** An option's name from a radio's `name` (`variant-option-Size` → `Size`). */
export function radioOption(radio: HTMLInputElement): string | null {
  const name = radio.getAttribute('name') ?? '';
  return name.startsWith(RADIO_PREFIX) ? name.slice(RADIO_PREFIX.length) : null;
}

/** The option names a variants block offers, in page order. */
export function optionNamesOf(variants: Element): string[] {
  const names: string[] = [];
  const add = (name: string | null) => {
    if (name && !names.includes(name)) names.push(name);
  };
  for (const select of variants.querySelectorAll(SELECTORS.optionSelect)) {
    add(select.getAttribute('data-variant-option-name'));
  }
  for (const radio of variants.querySelectorAll<HTMLInputElement>(SELECTORS.optionRadio)) {
    add(radioOption(radio));
  }
  return names;
}

/** What the shopper has chosen in a variants block: a select's value, else a checked radio's. */
export function readSelection(variants: Element | null): OptionSelection {
  const selection: OptionSelection = {};
  if (!variants) return selection;
  for (const select of variants.querySelectorAll<HTMLSelectElement>(SELECTORS.optionSelect)) {
    const name = select.getAttribute('data-variant-option-name');
    if (name && select.value) selection[name] = select.value;
  }
  for (const radio of variants.querySelectorAll<HTMLInputElement>(SELECTORS.optionRadio)) {
    const name = radioOption(radio);
    if (name && radio.checked && !selection[name]) selection[name] = radio.value;
  }
  return selection;
}

/** Shows `selection` in a variants block: every select and radio of each option follows it. */
export function writeSelection(variants: Element, selection: OptionSelection): void {
  for (const select of variants.querySelectorAll<HTMLSelectElement>(SELECTORS.optionSelect)) {
    const name = select.getAttribute('data-variant-option-name');
    const value = (name && selection[name]) || '';
    if (select.value !== value) select.value = value;
  }
  for (const radio of variants.querySelectorAll<HTMLInputElement>(SELECTORS.optionRadio)) {
    const name = radioOption(radio);
    const checked = Boolean(name && selection[name] === radio.value);
    if (radio.checked !== checked) radio.checked = checked;
  }
}

/** The polite status region beside a button, added on first use (inside the engine's wrapper). */
export function statusRegion(button: Element): HTMLElement {
  const host = button.parentElement ?? button;
  const existing = host.querySelector<HTMLElement>(`[${STATUS_ATTRIBUTE}]`);
  if (existing) return existing;
  const region = button.ownerDocument.createElement('span');
  region.className = 'sq-visually-hidden';
  region.setAttribute('role', 'status');
  region.setAttribute(STATUS_ATTRIBUTE, '');
  host.append(region);
  return region;
}

/** Sets the button's visible text, keeping the engine's inner element. */
export function setButtonLabel(button: Element, text: string): void {
  const label = button.querySelector(SELECTORS.buttonLabel) ?? button;
  if (label.textContent !== text) label.textContent = text;
}

/** The label the template gave the button ('Add To Cart', 'Subscribe' or the custom text). */
function originalLabel(button: Element): string {
  const stored = button.getAttribute('data-sq-idle-label');
  if (stored !== null) return stored;
  const label =
    button.getAttribute('data-original-label') ||
    button.querySelector(SELECTORS.buttonLabel)?.textContent?.trim() ||
    '';
  button.setAttribute('data-sq-idle-label', label);
  return label;
}

const reported = new Set<string>();
/** One console error per product id the page context lacks; its buttons stay inert. */
function reportMissingProduct(itemId: string): void {
  if (reported.has(itemId)) return;
  reported.add(itemId);
  report(
    `store markup names item "${itemId}", which is not a product in the page context; its add-to-cart button is inert`,
  );
}

/** The variants block of a button's product, in the button's scope. */
export function variantsOf(button: Element, itemId: string): Element | null {
  return productScope(button, itemId).querySelector(forItem(SELECTORS.variants, itemId));
}

/**
 * Brings an idle button in line with its product's view: the template's label, or the sold-out
 * text and `aria-disabled` while the product (or the chosen variant) cannot be bought. A busy
 * button is left as it is; a button whose product the page context lacks is made inert. Returns
 * the view, or null without a product.
 */
export function refreshButton(button: HTMLElement, runtime: Runtime): ProductView | null {
  const itemId = button.getAttribute('data-item-id') ?? '';
  const idle = originalLabel(button);
  const product = itemId ? pageProduct(runtime, itemId) : null;
  if (!product) {
    reportMissingProduct(itemId);
    button.setAttribute('aria-disabled', 'true');
    return null;
  }
  const selection = readSelection(variantsOf(button, itemId));
  const view = productView(
    product,
    selection,
    runtime.context,
    runtime.strings,
    runtime.money,
    idle,
    viewAround(button),
  );
  if (button.hasAttribute('data-sq-state')) return view;
  setButtonLabel(button, view.buttonLabel);
  button.toggleAttribute('data-sq-sold-out', !view.canAdd);
  if (view.canAdd) button.removeAttribute('aria-disabled');
  else button.setAttribute('aria-disabled', 'true');
  return view;
}
