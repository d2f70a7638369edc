import { booleanAttribute, stringAttribute } from '../shared/attributes';
import { defineElement } from '../shared/define-element';
import { CustomForm } from './custom-form';

export function registerCustomForm(): void {
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
