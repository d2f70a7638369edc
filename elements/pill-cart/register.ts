import { defineElement } from '../shared/define-element';
import { injectStyles } from '../shared/styles';
import { PillCart } from './pill-cart';
import { PILL_CART_CSS } from './styles';

/** Defines `<sq-pill-cart>`, with its styles, once a page. */
export function registerPillCart(): void {
  injectStyles(document, 'pill-cart', PILL_CART_CSS);
  defineElement({ tag: 'sq-pill-cart', attributes: {}, component: PillCart });
}
