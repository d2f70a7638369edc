import type { ShoppingCart } from '../contract/cart';
import type { FormDefinition } from '../forms/form-model';
import { inputsFromValues, type SanitizedValue } from '../forms/sanitize';
import { validateForm } from '../forms/validate';
import { interpolate } from '../i18n/interpolate';
import { MESSAGES } from '../i18n/messages';
import { moneyToMinorUnits } from '../i18n/money';
import type { MoneyFormatter } from '../i18n/money-format';

/**
 * Below the store's minimum subtotal the shopper cannot check out; the message's {subtotal} holds
 * the minimum, not the cart's subtotal [I-11]. No minimum, or one that is not money, or one in
 * another currency than the cart (nothing to compare with), blocks nothing. The minimum is written
 * by the site's `money` formatter.
 */
export function minimumSubtotalProblem(
  cart: Pick<ShoppingCart, 'subtotalCents' | 'currencyCode'>,
  minimum: unknown,
  money: MoneyFormatter,
): string | null {
  if (minimum === null || minimum === undefined) return null;
  let required: { minor: number; currency: string };
  try {
    required = moneyToMinorUnits(minimum);
  } catch {
    return null;
  }
  if (required.currency !== cart.currencyCode || cart.subtotalCents >= required.minor) return null;
  return interpolate(MESSAGES.checkoutMinimum, { subtotal: money.format(minimum) });
}

function isAnswer(value: unknown): value is SanitizedValue {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.every((part) => typeof part === 'string');
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((part) => typeof part === 'string')
  );
}

/** The answers an entry holds, field id → sanitized value; answers of no known shape are left out. */
export function entryAnswers(additionalFields: string | null): Record<string, SanitizedValue> {
  let parsed: unknown = null;
  try {
    parsed = additionalFields ? JSON.parse(additionalFields) : null;
  } catch {
    // Unreadable answers count as none.
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => isAnswer(value)));
}

/** An entry whose form answers would not pass the form's own validation blocks checkout [I-12]. */
export function entryNeedsDetails(
  form: FormDefinition,
  additionalFields: string | null,
  options: { maxLengthEnabled: boolean },
): boolean {
  const inputs = inputsFromValues(form, entryAnswers(additionalFields));
  return Object.keys(validateForm(form, inputs, options)).length > 0;
}
