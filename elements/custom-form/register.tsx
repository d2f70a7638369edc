import { booleanAttribute, stringAttribute } from '../shared/attributes';
import { defineElement } from '../shared/define-element';
import { injectStyles } from '../shared/styles';
import { CustomForm } from './custom-form';
import { CUSTOM_FORM_CSS } from './styles';

export function registerCustomForm(): void {
  injectStyles(document, 'custom-form', CUSTOM_FORM_CSS);
  defineElement({
    tag: 'sq-custom-form',
    attributes: {
      formId: stringAttribute({ required: true, pattern: /^[\w.-]{1,64}$/ }),
      // Skips client validation; the server still validates [N-01].
      novalidate: booleanAttribute(),
    },
    component: ({ formId, novalidate }) => <CustomForm formId={formId} noValidate={novalidate} />,
  });
}
