import { SELECTORS } from './markup';

/**
 * The chosen variant's price and status mark on template markup, taken from what the server
 * rendered. A template renders, for each variant, `<template class="sq-variant-view"
 * data-sku="…">` holding the engine's product-price and product-status output for the product
 * with that one variant; applying it copies those blocks over the page's own, and undoing the
 * choice puts the server's first markup back. Nothing is built here: a page without the views
 * keeps the product's price and mark.
 */

/** A block's server markup, kept while a variant's view is shown in it. */
const serverMarkup = new WeakMap<Element, Element>();

/** Marks a status mark copied in where the page had none. */
const COPIED = 'data-sq-variant-mark';

/** Shows `from`'s class, attributes and content in `block` (the server's own, or a view's). */
function show(block: Element, from: Element): void {
  block.className = from.className;
  block.toggleAttribute('hidden', from.hasAttribute('hidden'));
  block.replaceChildren(...Array.from(from.cloneNode(true).childNodes));
}

function copy(block: Element, from: Element): void {
  if (!serverMarkup.has(block)) serverMarkup.set(block, block.cloneNode(true) as Element);
  show(block, from);
}

function putBack(block: Element): void {
  const server = serverMarkup.get(block);
  if (server) show(block, server);
  serverMarkup.delete(block);
}

/** The view the server rendered for the variant `sku` in a product's scope, if any. */
export function variantView(scope: Element, sku: string): DocumentFragment | null {
  for (const template of scope.querySelectorAll<HTMLTemplateElement>(SELECTORS.variantView)) {
    if (template.getAttribute('data-sku') === sku) return template.content;
  }
  return null;
}

/** Shows a variant's view in the product's price and mark, or (null) the server's own markup. */
export function applyVariantView(scope: Element, view: DocumentFragment | null): void {
  const price = scope.querySelector(SELECTORS.price);
  const marks = Array.from(scope.querySelectorAll(SELECTORS.mark));
  const own = marks.find((mark) => !mark.hasAttribute(COPIED)) ?? null;
  for (const mark of marks) if (mark.hasAttribute(COPIED)) mark.remove();
  const viewPrice = view?.querySelector(SELECTORS.price);
  const viewMark = view?.querySelector(SELECTORS.mark);
  if (!view) {
    if (price) putBack(price);
    if (own) putBack(own);
    return;
  }
  if (price && viewPrice) copy(price, viewPrice);
  if (own) {
    copy(own, viewMark ?? own);
    if (!viewMark) own.setAttribute('hidden', '');
  } else if (viewMark && price) {
    const mark = viewMark.cloneNode(true) as Element;
    mark.setAttribute(COPIED, '');
    price.after(mark);
  }
}
