import { getRuntime, type Runtime } from '../../src/runtime/runtime';
import { stringAttribute } from '../shared/attributes';
import { defineLightElement } from '../shared/define-light-element';
import { injectStyles } from '../shared/styles';
import { AFTERPAY_PILL_TAG, bindAfterpayPill } from './afterpay-pill';
import { AFTERPAY_PILL_CSS } from './styles';

const ATTRIBUTES = { itemId: stringAttribute({ required: true, pattern: /^[\w-]{1,64}$/ }) };

/**
 * Defines `<sq-afterpay-pill>` once a page: a plain light-DOM element over the server's markup, no
 * React (the information dialog brings it, when opened). The line is the site's to lay out; its
 * styles only paint the information button (styles.ts). Called by the loader with the page and
 * its runtime, by boot() with neither; each element binds to the page's one runtime as it
 * connects, and again when its `item-id` changes. Bad markup (an invalid `item-id`, a product the
 * page context lacks) leaves the server markup inert, with one console error.
 */
export function registerAfterpayPill(doc: Document = document, _runtime?: Runtime): void {
  injectStyles(doc, 'afterpay-pill', AFTERPAY_PILL_CSS);
  defineLightElement(
    doc,
    AFTERPAY_PILL_TAG,
    (host, { itemId }) => bindAfterpayPill(host, itemId, getRuntime()),
    ATTRIBUTES,
  );
}
