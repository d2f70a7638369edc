import { ID_PATTERN } from '../../src/contract/ids';
import type { Runtime } from '../../src/runtime/runtime';
import { booleanAttribute, stringAttribute } from '../shared/define/attributes';
import { defineElement } from '../shared/define/define-element';
import { CustomForm } from './custom-form';
import { CUSTOM_FORM_CSS } from './styles';

const ATTRIBUTES = {
  formId: stringAttribute({ required: true, pattern: ID_PATTERN }),
  // Skips client validation; the server still validates [N-01].
  novalidate: booleanAttribute(),
};

/** The attributes' specs, for the element's docs.ts. */
export type CustomFormAttributes = typeof ATTRIBUTES;

/** Defines `<sq-custom-form>`, with its styles, once a page. */
export function registerCustomForm(doc: Document, runtime: Runtime): void {
  defineElement(doc, runtime, {
    tag: 'sq-custom-form',
    styles: CUSTOM_FORM_CSS,
    attributes: ATTRIBUTES,
    component: ({ formId, novalidate }) => <CustomForm formId={formId} noValidate={novalidate} />,
  });
}
