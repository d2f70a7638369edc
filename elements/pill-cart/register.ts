import type { Runtime } from '../../src/runtime/runtime';
import { defineLightElement } from '../shared/define/define-light-element';
import { bindPillCart } from './pill-cart';
import { PILL_CART_CSS } from './styles';

/**
 * Defines `<sq-pill-cart>`, with its styles, once a page: a plain light-DOM element over the
 * server's markup, no React. Each element binds to the runtime the loader passes as it connects.
 */
export function registerPillCart(doc: Document, runtime: Runtime): void {
  defineLightElement(doc, runtime, {
    tag: 'sq-pill-cart',
    styles: PILL_CART_CSS,
    bind: bindPillCart,
  });
}
