import { buttonBox, buttonSkin } from '../shared/styles/style-parts';

/**
 * The account control's part of the styles (see elements/shared/styles/styles.ts), injected when
 * the element registers: a header control whose menu drops below its button (the sign-in dialog's
 * part comes with the dialog, sign-in-dialog.ts). The server writes the member part hidden, so
 * styling never shifts the layout.
 */
export const ACCOUNT_CSS = [
  ':where(.sq-account__member){position:relative;display:inline-block}',
  // A behaviour, not a look: no site rule showing a part may show it while it is hidden.
  'sq-account [hidden]{display:none}',
  // The two buttons are server markup: painted only, their box is the site's (demo.css, shop.css).
  buttonSkin('.sq-account__sign-in', 'secondary'),
  buttonSkin('.sq-account__button', 'secondary'),
  ':where(.sq-account__menu){position:absolute;right:0;top:calc(100% + .25rem);z-index:1000;min-width:10rem;padding:.25rem;border:1px solid var(--sq-color-line);border-radius:var(--sq-radius);background:var(--sq-color-background);box-shadow:0 .25rem 1rem rgba(0,0,0,.2)}',
  buttonBox('.sq-account__sign-out'),
  buttonSkin('.sq-account__sign-out', 'secondary'),
  ':where(.sq-account__sign-out){width:100%}',
].join('\n');
