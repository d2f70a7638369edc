import { buttonBox, buttonSkin, fieldSkin } from '../styles/style-parts';

/**
 * A form's part of the styles (see styles.ts), for custom forms and the additional-fields dialog:
 * the controls' and the submit button's paint, muted and error colours, the overflow guards of
 * its fieldsets, a section's underline (a divider under its title; its box only in a dialog)
 * [M-07], and the layout of what only the bundle renders, after a submission: the errors, the
 * messages and the thank-you box.
 */
export const FORM_CSS = [
  fieldSkin('.sq-form'),
  buttonSkin('.sq-form__submit'),
  ':where(.sq-form__fields,.sq-form__group,.sq-form__likert-question){min-width:0}',
  ':where(.sq-form__description,.sq-form__disclaimer,.sq-form__counter,.sq-captcha-hint){color:var(--sq-color-muted)}',
  // The line's colour everywhere; its box only in a dialog, which only the bundle renders: on a
  // page the site's stylesheet lays the server's markup out, and the bundle's styles move nothing.
  ':where(.sq-form__section--underline){border-bottom-color:var(--sq-color-line)}',
  ':where(dialog .sq-form__section--underline){padding-bottom:.35rem;border-bottom:1px solid var(--sq-color-line)}',
  ':where(.sq-form__error,.sq-form__message,.sq-form__banner,.sq-form__counter--error){color:var(--sq-color-error)}',
  ':where(.sq-form__error,.sq-form__message,.sq-form__banner){margin:0;font-weight:600}',
  ':where(.sq-form__success){padding:var(--sq-space);border-radius:calc(2*var(--sq-radius));background:var(--sq-color-surface);color:var(--sq-color-text)}',
].join('\n');

/**
 * The whole layout of a form the bundle renders inside `scope` (the additional-fields dialog),
 * where no server markup can move: one column of fields, multi-part fields (name, phone,
 * address, date, time) in as many columns of at least 8rem as fit, so they stack on a phone;
 * choices and controls at least 24 px high.
 */
export function formLayoutCss(scope: string): string {
  const s = `:where(${scope})`;
  return [
    `${s} :where(.sq-form__fields){display:grid;gap:var(--sq-space);margin:0;padding:0;border:0}`,
    `${s} :where(.sq-form__field){display:grid;gap:.35rem;min-width:0}`,
    `${s} :where(.sq-form__field label,.sq-form__group>legend){font-weight:600}`,
    `${s} :where(.sq-form__group){display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,8rem),1fr));gap:.5rem;margin:0;padding:0;border:0}`,
    `${s} :where(.sq-form__group>legend){padding:0;margin-bottom:.35rem}`,
    `${s} :where(.sq-form__part){display:grid;grid-template-columns:minmax(0,1fr);gap:.2rem;font-size:.9rem}`,
    `${s} :where(.sq-form__choice){display:flex;align-items:center;gap:.5rem;min-height:1.5rem;font-weight:400}`,
    `${s} :where(.sq-form__choice input){width:1.125rem;height:1.125rem;margin:0}`,
    `${s} :where(.sq-form__likert-question){grid-column:1/-1;display:flex;flex-wrap:wrap;gap:.25rem .75rem;margin:0;padding:0;border:0}`,
    `${s} :where(.sq-form input:not([type=checkbox],[type=radio]),.sq-form select,.sq-form textarea){box-sizing:border-box;width:100%;min-height:2.75rem;padding:.5rem .625rem;border-width:1px;font:inherit}`,
    `${s} :where(.sq-form textarea){min-height:6rem}`,
    `${s} :where(.sq-form__counter){justify-self:end;font-size:.85rem}`,
    `${s} :where(.sq-form__description,.sq-form__disclaimer){margin:0;font-size:.9rem}`,
    buttonBox(`${scope} .sq-form__submit`),
  ].join('\n');
}
