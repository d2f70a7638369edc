import { type FormDefinition, type FormField, isMultiPart, partsOf } from './form-model';

/** What a control holds: text; the parts of a multi-part field; checked boxes; likert answers. */
export type FieldInput = string | string[] | Record<string, string>;
export type FormInputs = Record<string, FieldInput | undefined>;

/** The §3 sanitized shapes. */
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
 * One field's value in its §3 shape (checklist M-11 to M-19); undefined for a section, which sends
 * nothing. Throws a TypeError when a control holds the wrong kind of value.
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
      // The query parameter is the builder's key, else the field's name (its title); M-17.
      return query.get(field.key || field.title) ?? field.value;
    case 'checkbox': {
      if (input === undefined) return [];
      if (!Array.isArray(input))
        throw new TypeError(`field ${field.id}: expected the checked values`);
      return input.filter((value) => field.options.includes(value));
    }
    case 'likert': {
      const answers = asRecord(input, field.id);
      // Only answered questions (M-16).
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
        // A phone without a country code still sends four parts, the first empty (M-12).
        return field.type === 'phone' && !field.showCountryCode ? ['', ...values] : values;
      }
      return field.type === 'radio' || field.type === 'select'
        ? asText(input, field.id)
        : asText(input, field.id).trim();
  }
}

/** Every field's value by field id (M-20); sections are left out. */
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

/**
 * The control inputs that would give these sanitized values: lets the server run the very same
 * validation as the page on what it receives. Values of the wrong shape are left out.
 */
export function inputsFromValues(
  form: FormDefinition,
  values: Record<string, unknown>,
): FormInputs {
  const inputs: FormInputs = {};
  for (const field of form.fields) {
    const value = values[field.id];
    if (isMultiPart(field.type) && Array.isArray(value)) {
      const sent = field.type === 'phone' && !field.showCountryCode ? value.slice(1) : value;
      inputs[field.id] = Object.fromEntries(
        partsOf(field).map((part, i) => [part, String(sent[i] ?? '')]),
      );
    } else if (Array.isArray(value)) {
      inputs[field.id] = value.map(String);
    } else if (value && typeof value === 'object') {
      inputs[field.id] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
    } else if (typeof value === 'string') {
      inputs[field.id] = value;
    }
  }
  return inputs;
}
