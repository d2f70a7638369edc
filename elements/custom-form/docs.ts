import type { ElementDocs } from '../shared/define/definition';
import type { CustomFormAttributes } from './register';

/**
 * What the element manifest says of `<sq-custom-form>` (see ElementDocs in
 * shared/define/definition.ts); the bundle never imports this file.
 */
export const DOCS: ElementDocs<CustomFormAttributes> = {
  description:
    "A site form from the page context (or fetched by its id): every field type, checks on the page with each error linked to its field, a captcha when the form has one, then the form's submission text, its post-submit HTML or a redirect.",
  attributes: {
    formId: 'The id of the form to show.',
    novalidate: 'Skips the checks made on the page; the server still checks every answer.',
  },
  events: {
    'form:success': 'The form was submitted and accepted.',
    'form:newsletter-subscribe':
      'A newsletter form was submitted and accepted (after `sq:form:success`).',
  },
};
