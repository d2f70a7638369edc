import { ID_PATTERN } from '../../src/contract/ids';
import type { Runtime } from '../../src/runtime/runtime';
import { stringAttribute } from '../shared/define/attributes';
import { defineLightElement } from '../shared/define/define-light-element';
import { AFTERPAY_PILL_TAG, bindAfterpayPill } from './afterpay-pill';
import { AFTERPAY_PILL_CSS } from './styles';

const ATTRIBUTES = { itemId: stringAttribute({ required: true, pattern: ID_PATTERN }) };

/** The attributes' specs, for the element's docs.ts. */
export type AfterpayPillAttributes = typeof ATTRIBUTES;

/**
 * Defines `<sq-afterpay-pill>` once a page: a plain light-DOM element over the server's markup, no
 * React (the information dialog brings it, when opened). The line is the site's to lay out; its
 * styles only paint the information button (styles.ts). Each element binds to the runtime the
 * loader passes as it connects, and again when its `item-id` changes. Bad markup (an invalid
 * `item-id`, a product the page context lacks) leaves the server markup inert, with one console
 * error.
 */
export function registerAfterpayPill(doc: Document, runtime: Runtime): void {
  defineLightElement(doc, runtime, {
    tag: AFTERPAY_PILL_TAG,
    attributes: ATTRIBUTES,
    styles: AFTERPAY_PILL_CSS,
    bind: bindAfterpayPill,
  });
}
