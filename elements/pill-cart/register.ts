import { defineElement } from '../shared/define-element';
import { PillCart } from './pill-cart';

export function registerPillCart(): void {
  defineElement({ tag: 'sq-pill-cart', attributes: {}, component: PillCart });
}
