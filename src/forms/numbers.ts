import type { FieldType } from './form-model';

/**
 * Number and currency answers [N-12]. A number control holding text the browser cannot read as a
 * number ('1e', '12abc') reports an empty value; the page keeps this mark in its place, so that
 * validation says the text is no number instead of treating the field as empty. The mark never
 * leaves the page: it is sent as the empty value the control reports.
 */
export const UNREADABLE_NUMBER = 'NaN';

/**
 * A readable number is what a number control's value always is when the browser can read its text
 * (HTML's valid floating-point number: an optional minus, digits with an optional fraction, an
 * optional exponent), and finite.
 */
const FLOATING_POINT = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?$/;

export function isReadableNumber(text: string): boolean {
  return FLOATING_POINT.test(text) && Number.isFinite(Number(text));
}

/** Number and currency fields take a number typed in a number control. */
export function isNumberField(type: FieldType): boolean {
  return type === 'number' || type === 'currency';
}
