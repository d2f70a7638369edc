import { LIKERT_VALUES } from '../constants/forms';
import { FIELD_PARTS, type FormDefinition, type FormField, isMultiPart } from './form-model';
import { jsonDepthExceeds } from './json-depth';
import { inputsFromValues } from './sanitize';
import { validateForm } from './validate';

/**
 * Reasons for answers the page never sends (it sanitizes what the controls hold), so only another
 * client meets them: an unknown field, a choice that is not offered, a value of the wrong kind.
 */
export const ANSWER_ERRORS = {
  unknownField: 'This form has no such field.',
  notAnOption: 'Not one of the options.',
  expectedText: 'Expected text.',
  expectedChoices: 'Expected the list of checked options.',
  expectedParts: (count: number) => `Expected a list of ${count} texts.`,
  expectedAnswers: 'Expected the answers by question.',
} as const;

const LIKERT_ANSWERS: readonly string[] = LIKERT_VALUES.map(String);

type Answers = Record<string, unknown>;

const isMap = (value: unknown): value is Answers =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((part) => typeof part === 'string');

/** Why one field's sent value does not have the shape its type sends, or null when it does. */
function shapeError(field: FormField, value: unknown): string | null {
  if (field.type === 'section') return ANSWER_ERRORS.unknownField;
  if (isMultiPart(field.type)) {
    // A phone always sends four parts, the first empty without a country code.
    const count = FIELD_PARTS[field.type].length;
    return isTextList(value) && value.length === count ? null : ANSWER_ERRORS.expectedParts(count);
  }
  switch (field.type) {
    case 'checkbox':
      if (!isTextList(value)) return ANSWER_ERRORS.expectedChoices;
      return value.every((choice) => field.options.includes(choice))
        ? null
        : ANSWER_ERRORS.notAnOption;
    case 'likert':
      if (!isMap(value)) return ANSWER_ERRORS.expectedAnswers;
      return Object.entries(value).every(
        ([question, answer]) =>
          field.options.includes(question) &&
          typeof answer === 'string' &&
          LIKERT_ANSWERS.includes(answer),
      )
        ? null
        : ANSWER_ERRORS.notAnOption;
    case 'radio':
    case 'select':
      // An empty choice is no choice; whether one is required is the validation's to say.
      if (typeof value !== 'string') return ANSWER_ERRORS.expectedText;
      return value === '' || field.options.includes(value) ? null : ANSWER_ERRORS.notAnOption;
    default:
      return typeof value === 'string' ? null : ANSWER_ERRORS.expectedText;
  }
}

/**
 * Every problem with a map of field id → sanitized value as a client sends it (a form submission
 * or a cart entry's additional fields): field id → reason. Keys that are no field of the form and
 * values of the wrong shape or outside the options are refused; the rest go through the page's own
 * validation (required fields, email, character limits). Empty when the answers may be kept.
 */
export function answerErrors(
  form: FormDefinition,
  values: Answers,
  options: { maxLengthEnabled: boolean },
): Record<string, string> {
  const fields = new Map(form.fields.map((field) => [field.id, field]));
  // A Map, so that even a key named __proto__ is reported like any other.
  const errors = new Map<string, string>();
  for (const [id, value] of Object.entries(values)) {
    const field = fields.get(id);
    const reason = field ? shapeError(field, value) : ANSWER_ERRORS.unknownField;
    if (reason) errors.set(id, reason);
  }
  const wellShaped = Object.fromEntries(Object.entries(values).filter(([id]) => !errors.has(id)));
  for (const [id, reason] of Object.entries(
    validateForm(form, inputsFromValues(form, wellShaped), options),
  )) {
    if (!errors.has(id)) errors.set(id, reason);
  }
  return Object.fromEntries(errors);
}

/**
 * A JSON text of answers as a map, or null when it is not JSON, not a map, or nested deeper than
 * any answers are (see MAX_JSON_DEPTH).
 */
export function parseAnswers(text: string): Answers | null {
  if (jsonDepthExceeds(text)) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isMap(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
