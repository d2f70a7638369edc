import { type FormDefinition, type FormField, isMultiPart, partsOf } from './form-model';
import { isNumberField, UNREADABLE_NUMBER } from './numbers';

/** What a control holds: text; the parts of a multi-part field; checked boxes; likert answers. */
export type FieldInput = string | string[] | Record<string, string>;
export type FormInputs = Record<string, FieldInput | undefined>;

/**
 * A field's value as sent: text, a list (parts or checked values), or likert question → answer.
 */
export type SanitizedValue = string | string[] | Record<string, string>;

const asText = (input: FieldInput | undefined, id: string): string => {
  if (input === undefined) return '';
  if (typeof input !== 'string') throw new TypeError(`field ${id}: expected text`);
  return input;
};

const asRecord = (input: FieldInput | undefined, id: string): Record<string, string> => {
  if (input === undefined) return {};
  if (typeof input !== 'object' || Array.isArray(input))
    throw new TypeError(`field ${id}: expected named parts`);
  return input;
};

/**
 * One field's value as sent: the parts in FIELD_PARTS order for a multi-part field, the checked
 * values of a checkbox, question → answer for likert, text otherwise; undefined for a section,
 * which sends nothing [M-11 to M-19]. Throws a TypeError when a control holds the wrong kind of
 * value.
 */
export function sanitizeField(
  field: FormField,
  input: FieldInput | undefined,
  query: URLSearchParams,
): SanitizedValue | undefined {
  switch (field.type) {
    case 'section':
      return undefined;
    case 'hidden':
      // The query parameter is the builder's key, else the field's name (its title) [M-17].
      return query.get(field.key || field.title) ?? field.value;
    case 'checkbox': {
      if (input === undefined) return [];
      if (!Array.isArray(input))
        throw new TypeError(`field ${field.id}: expected the checked values`);
      return input.filter((value) => field.options.includes(value));
    }
    case 'likert': {
      const answers = asRecord(input, field.id);
      // Only answered questions are sent [M-16].
      return Object.fromEntries(
        field.options.flatMap((question) =>
          answers[question] ? [[question, answers[question]]] : [],
        ),
      );
    }
    default:
      if (isMultiPart(field.type)) {
        const parts = asRecord(input, field.id);
        const values = partsOf(field).map((part) => (parts[part] ?? '').trim());
        // A phone without a country code still sends four parts, the first empty [M-12].
        return field.type === 'phone' && !field.showCountryCode ? ['', ...values] : values;
      }
      if (field.type === 'radio' || field.type === 'select') return asText(input, field.id);
      // Text the number control could not read is sent as the control reports it: empty [N-12].
      if (isNumberField(field.type) && input === UNREADABLE_NUMBER) return '';
      return asText(input, field.id).trim();
  }
}

/** Every field's value by field id; sections are left out [M-20]. */
export function sanitizeForm(
  form: FormDefinition,
  inputs: FormInputs,
  query: URLSearchParams,
): Record<string, SanitizedValue> {
  const values: Record<string, SanitizedValue> = {};
  for (const field of form.fields) {
    const value = sanitizeField(field, inputs[field.id], query);
    if (value !== undefined) values[field.id] = value;
  }
  return values;
}

/** A sent part as control text: text and numbers as they read, anything else as empty. */
const partText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';

/**
 * The control inputs that would give these sanitized values: lets the server run the very same
 * validation as the page on what it receives. Values of another shape than their field's are left
 * out and parts of the wrong kind read as empty, so no value, however built, upsets the validation.
 */
export function inputsFromValues(
  form: FormDefinition,
  values: Record<string, unknown>,
): FormInputs {
  const inputs: FormInputs = {};
  for (const field of form.fields) {
    const value = Object.hasOwn(values, field.id) ? values[field.id] : undefined;
    if (isMultiPart(field.type)) {
      if (!Array.isArray(value)) continue;
      const sent = field.type === 'phone' && !field.showCountryCode ? value.slice(1) : value;
      inputs[field.id] = Object.fromEntries(
        partsOf(field).map((part, i) => [part, partText(sent[i])]),
      );
    } else if (field.type === 'checkbox') {
      if (Array.isArray(value)) inputs[field.id] = value.map(partText);
    } else if (field.type === 'likert') {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        inputs[field.id] = Object.fromEntries(
          Object.entries(value).map(([k, v]) => [k, partText(v)]),
        );
      }
    } else if (typeof value === 'string') {
      inputs[field.id] = value;
    }
  }
  return inputs;
}
