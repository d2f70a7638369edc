import { interpolate } from '../i18n/interpolate';
import { FORM_MESSAGES } from '../i18n/messages';
import { isValidEmail } from './email';
import { type FormDefinition, type FormField, partsOf } from './form-model';
import { isNumberField, isReadableNumber } from './numbers';
import type { FormInputs } from './sanitize';

/**
 * Parts a required multi-part field may leave empty, by field type: an address's line 2 and a
 * phone's country code. Every other part, an address's country among them, must be filled [N-02].
 */
const OPTIONAL_PARTS: Partial<Record<FormField['type'], ReadonlySet<string>>> = {
  address: new Set(['line2']),
  phone: new Set(['country']),
};

function isBlank(field: FormField, input: unknown): boolean {
  if (input === undefined || input === null) return true;
  if (typeof input === 'string') return input.trim() === '';
  if (Array.isArray(input)) return input.length === 0;
  const parts = input as Record<string, string>;
  if (field.type === 'likert') return field.options.some((question) => !parts[question]);
  const optional = OPTIONAL_PARTS[field.type];
  return partsOf(field).some((part) => !optional?.has(part) && !parts[part]?.trim());
}

/**
 * Client validation of every field but sections and hidden ones: required fields, email format,
 * textarea length, and number and currency fields holding a number [N-01 to N-05, N-12]. Field id
 * → message; empty when the form may be sent. Textarea limits apply only when maxLength is on.
 * Text a number control cannot read is no blank field: it is told it is no number, required or not.
 */
export function validateForm(
  form: FormDefinition,
  inputs: FormInputs,
  options: { maxLengthEnabled: boolean },
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of form.fields) {
    if (field.type === 'section' || field.type === 'hidden') continue;
    const input = Object.hasOwn(inputs, field.id) ? inputs[field.id] : undefined;
    const blank = isBlank(field, input);
    if (field.required && blank) {
      errors[field.id] = FORM_MESSAGES.required;
    } else if (blank) {
      // An optional field left blank is always valid.
    } else if (field.type === 'email' && !isValidEmail(String(input).trim())) {
      errors[field.id] = interpolate(FORM_MESSAGES.emailNotValid, {
        email: FORM_MESSAGES.emailExample,
      });
    } else if (isNumberField(field.type) && !isReadableNumber(String(input).trim())) {
      errors[field.id] = FORM_MESSAGES.notANumber;
    } else if (
      field.type === 'textarea' &&
      options.maxLengthEnabled &&
      field.maxLength !== null &&
      String(input).length > field.maxLength
    ) {
      errors[field.id] = FORM_MESSAGES.characterLimit;
    }
  }
  return errors;
}
