import { stringAttribute } from '../shared/attributes';
import { defineElement } from '../shared/define-element';
import { injectStyles } from '../shared/styles';
import { RestockSignup } from './restock-signup';
import { RESTOCK_SIGNUP_CSS } from './styles';

export function registerRestockSignup(): void {
  injectStyles(document, 'restock-signup', RESTOCK_SIGNUP_CSS);
  defineElement({
    tag: 'sq-restock-signup',
    attributes: {
      itemId: stringAttribute({ required: true, pattern: /^[\w-]{1,64}$/ }),
      // The template view the box sits in, matched against restockNotificationViews.
      view: stringAttribute({ pattern: /^[\w-]{1,64}$/ }),
    },
    component: ({ itemId, view }) => (
      <RestockSignup itemId={itemId} view={view ?? 'product-page'} />
    ),
  });
}
