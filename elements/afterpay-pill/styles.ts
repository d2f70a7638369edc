import { INSTALMENT_LINE_CSS } from '../shared/instalments/instalment-line';

/**
 * `<sq-afterpay-pill>`'s part of the styles (see elements/shared/styles/styles.ts), injected when
 * the element registers: the line is the server's, laid out by the site, so this part only paints
 * its information button as a link in the sentence.
 */
export const AFTERPAY_PILL_CSS = INSTALMENT_LINE_CSS;
