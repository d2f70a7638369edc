import { CAPTCHA_HINT_CLASS } from '../elements/shared/captcha/captcha-hold';
import { buttonSkin, fieldSkin } from '../elements/shared/styles/style-parts';
import { RESTOCK_MARKUP_CLASSES, RESTOCK_SELECTORS } from './restock-markup';

/**
 * The restock markup's part of the styles (see elements/shared/styles/styles.ts), injected when its
 * binder starts. The block is the server's markup, laid out by the site's stylesheet: this part
 * only paints it (the email field, the checkbox, the submit input as a primary button, held while
 * the captcha waits) and colours the lines the bundle adds (the error, the captcha hint).
 */
export const RESTOCK_MARKUP_CSS = [
  fieldSkin('.product-restock-notification'),
  buttonSkin(`.product-restock-notification ${RESTOCK_SELECTORS.submit}`),
  `:where(.${RESTOCK_MARKUP_CLASSES.error}){color:var(--sq-color-error)}`,
  `:where(.product-restock-notification .${CAPTCHA_HINT_CLASS}){color:var(--sq-color-muted)}`,
].join('\n');
