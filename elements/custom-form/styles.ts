import { FORM_CSS } from '../shared/forms/form-styles';

/**
 * The address suggestions [W-03]: the list hangs under the first line's input, above what follows,
 * no wider than the field; each option is a 44 px tall target that wraps rather than overflows;
 * the active one is marked by colour and an outline, not colour alone.
 */
const ADDRESS_CSS = [
  ':where(.sq-form__address){position:relative}',
  ':where(.sq-form__suggestions){position:absolute;z-index:2;top:100%;left:0;right:0;margin-top:.125rem;padding:.25rem 0;background:var(--sq-color-background);color:var(--sq-color-text);border:1px solid var(--sq-color-border);max-height:16rem;overflow-y:auto}',
  ':where(.sq-form__suggestion){min-height:2.75rem;box-sizing:border-box;padding:.625rem;cursor:pointer;overflow-wrap:anywhere}',
  ':where(.sq-form__suggestion[aria-selected=true]){background:var(--sq-color-surface);outline:2px solid var(--sq-color-accent);outline-offset:-2px}',
].join('');

/**
 * `<sq-custom-form>`'s part of the styles (see elements/shared/styles/styles.ts), injected when the
 * element registers. The form is the server's markup, laid out by the site's stylesheet (the
 * fields, multi-part fields stacking on a phone: see demo-pages/demo.css), so this part paints it
 * and guards its fieldsets against overflow; what appears only after a submission (errors,
 * messages, the thank-you box) is the bundle's alone, and laid out here too.
 */
export const CUSTOM_FORM_CSS = `${FORM_CSS}\n${ADDRESS_CSS}`;
