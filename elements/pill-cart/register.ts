import { getRuntime, type Runtime } from '../../src/runtime/runtime';
import { defineLightElement } from '../shared/define-light-element';
import { injectStyles } from '../shared/styles';
import { bindPillCart } from './pill-cart';
import { PILL_CART_CSS } from './styles';

/**
 * Defines `<sq-pill-cart>`, with its styles, once a page: a plain light-DOM element over the
 * server's markup, no React. Called by the loader with the page and its runtime, by boot() with
 * neither; each element binds to the page's one runtime as it connects (getRuntime: the runtime
 * the loader passes, and the current one for a test page that replaced it).
 */
export function registerPillCart(doc: Document = document, _runtime?: Runtime): void {
  injectStyles(doc, 'pill-cart', PILL_CART_CSS);
  defineLightElement(doc, 'sq-pill-cart', (host) => bindPillCart(host, getRuntime()));
}
