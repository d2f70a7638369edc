import { VIEW_NAME_PATTERN } from '../../src/commerce/template-view';
import { ID_PATTERN } from '../../src/contract/ids';
import type { Runtime } from '../../src/runtime/runtime';
import { stringAttribute } from '../shared/define/attributes';
import { defineElement } from '../shared/define/define-element';
import { RestockSignup } from './restock-signup';
import { RESTOCK_SIGNUP_CSS } from './styles';

const ATTRIBUTES = {
  itemId: stringAttribute({ required: true, pattern: ID_PATTERN }),
  // The template view the box sits in, matched against restockNotificationViews.
  view: stringAttribute({ pattern: VIEW_NAME_PATTERN }),
};

/** The attributes' specs, for the element's docs.ts. */
export type RestockSignupAttributes = typeof ATTRIBUTES;

/** Defines `<sq-restock-signup>`, with its styles, once a page. */
export function registerRestockSignup(doc: Document, runtime: Runtime): void {
  defineElement(doc, runtime, {
    tag: 'sq-restock-signup',
    styles: RESTOCK_SIGNUP_CSS,
    attributes: ATTRIBUTES,
    component: ({ itemId, view }) => (
      <RestockSignup itemId={itemId} view={view ?? 'product-page'} />
    ),
  });
}
