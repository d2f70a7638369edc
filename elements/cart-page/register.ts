import { defineElement } from '../shared/define-element';
import { CartPage } from './cart-page';

export function registerCartPage(): void {
  defineElement({ tag: 'sq-cart-page', attributes: {}, component: CartPage });
}
