import { defineElement } from '../shared/define-element';
import { injectStyles } from '../shared/styles';
import { CartPage } from './cart-page';
import { CART_PAGE_CSS } from './styles';

/** Defines `<sq-cart-page>`, with its styles, once a page. */
export function registerCartPage(): void {
  injectStyles(document, 'cart-page', CART_PAGE_CSS);
  defineElement({ tag: 'sq-cart-page', attributes: {}, component: CartPage });
}
