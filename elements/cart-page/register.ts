import type { Runtime } from '../../src/runtime/runtime';
import { defineElement } from '../shared/define/define-element';
import { CartPage } from './cart-page';
import { CART_PAGE_CSS } from './styles';

/** Defines `<sq-cart-page>`, with its styles, once a page. */
export function registerCartPage(doc: Document, runtime: Runtime): void {
  defineElement(doc, runtime, { tag: 'sq-cart-page', styles: CART_PAGE_CSS, component: CartPage });
}
