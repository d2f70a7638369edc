import { FORM_CSS } from '../shared/form-styles';

/**
 * `<sq-custom-form>`'s part of the styles (see elements/shared/styles.ts), injected when the
 * element registers. The form is the server's markup, laid out by the site's stylesheet (the
 * fields, multi-part fields stacking on a phone: see demo-pages/demo.css), so this part paints it
 * and guards its fieldsets against overflow; what appears only after a submission (errors,
 * messages, the thank-you box) is the bundle's alone, and laid out here too.
 */
export const CUSTOM_FORM_CSS = FORM_CSS;
