import { stringAttribute } from '../shared/attributes';
import { defineElement } from '../shared/define-element';
import { AfterpayPill } from './afterpay-pill';

export function registerAfterpayPill(): void {
  defineElement({
    tag: 'sq-afterpay-pill',
    attributes: { itemId: stringAttribute({ required: true, pattern: /^[\w-]{1,64}$/ }) },
    component: AfterpayPill,
  });
}
