import { buttonSkin, fieldSkin } from '../shared/styles/style-parts';

/**
 * `<sq-restock-signup>`'s part of the styles (see elements/shared/styles/styles.ts), injected when
 * the element registers. The box is the server's markup, laid out by the site's stylesheet: this
 * part paints it (the email field, the checkbox, the primary button, the error and captcha lines);
 * only the thank-you line, which the bundle alone renders, gets a layout.
 */
export const RESTOCK_SIGNUP_CSS = [
  fieldSkin('.sq-restock'),
  buttonSkin('.sq-restock__button'),
  ':where(.sq-restock){border-color:var(--sq-color-line)}',
  ':where(.sq-restock__error){color:var(--sq-color-error)}',
  ':where(.sq-restock .sq-captcha-hint){color:var(--sq-color-muted)}',
  ':where(.sq-restock__success){font-weight:600}',
].join('\n');
