import { flag, list, record, textOrNumber } from '../contract/json-fields';

/**
 * The form definition: fields, submission text or HTML, redirect, disclaimer, captcha and
 * newsletter flags, in a shape chosen here because the platform does not publish its schema
 * [M-01]. Decoded tolerantly: an unknown field type or a malformed field is dropped, never thrown
 * on.
 */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'currency',
  'phone',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
  'address',
  'date',
  'name',
  'time',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

export interface FormField {
  id: string;
  type: FieldType;
  title: string;
  description: string;
  placeholder: string;
  required: boolean;
  /** radio, checkbox, select: the choices; likert: the questions. */
  options: string[];
  /** textarea: the character limit, used only when the site's maxLength toggle is on [M-04]. */
  maxLength: number | null;
  currencySymbol: string;
  showCountryCode: boolean;
  underline: boolean;
  /** hidden: the query-string parameter to read, and the default value [M-17]. */
  key: string;
  value: string;
}

export interface FormDefinition {
  id: string;
  name: string;
  fields: FormField[];
  submissionMessage: string;
  submissionHTML: string;
  successRedirect: string;
  disclaimer: string;
  captchaEnabled: boolean;
  isNewsletter: boolean;
  disableValidation: boolean;
}

/** The parts of each multi-part field, in the order their values are sent [M-11, M-12]. */
export const FIELD_PARTS = {
  name: ['first', 'last'],
  address: ['line1', 'line2', 'city', 'state', 'zip', 'country'],
  date: ['month', 'day', 'year'],
  time: ['hour', 'minute', 'second', 'ampm'],
  phone: ['country', 'area', 'prefix', 'line'],
} as const satisfies Partial<Record<FieldType, readonly string[]>>;

export type MultiPartType = keyof typeof FIELD_PARTS;

export function isMultiPart(type: FieldType): type is MultiPartType {
  return type in FIELD_PARTS;
}

/** The parts a field shows: a phone without its country code has three. */
export function partsOf(field: FormField): readonly string[] {
  if (!isMultiPart(field.type)) return [];
  const parts = FIELD_PARTS[field.type];
  return field.type === 'phone' && !field.showCountryCode ? parts.slice(1) : parts;
}

function decodeField(raw: unknown): FormField | null {
  const field = record(raw);
  const type = field.type as FieldType;
  const id = textOrNumber(field.id);
  if (!id || !FIELD_TYPES.includes(type)) return null;
  const maxLength =
    typeof field.maxLength === 'number' && Number.isInteger(field.maxLength) && field.maxLength >= 0
      ? field.maxLength
      : null;
  return {
    id,
    type,
    title: textOrNumber(field.title),
    description: textOrNumber(field.description),
    placeholder: textOrNumber(field.placeholder),
    required: flag(field.required),
    options: list(field.options).map(textOrNumber).filter(Boolean),
    maxLength: type === 'textarea' ? maxLength : null,
    currencySymbol: textOrNumber(field.currencySymbol) || '$',
    showCountryCode: flag(field.showCountryCode),
    underline: flag(field.underline),
    key: textOrNumber(field.key),
    value: textOrNumber(field.value),
  };
}

export function decodeForm(raw: unknown): FormDefinition {
  const form = record(raw);
  return {
    id: textOrNumber(form.id),
    name: textOrNumber(form.name),
    fields: list(form.fields).flatMap((f) => decodeField(f) ?? []),
    submissionMessage: textOrNumber(form.submissionMessage),
    submissionHTML: textOrNumber(form.submissionHTML),
    successRedirect: textOrNumber(form.successRedirect),
    disclaimer: textOrNumber(form.disclaimer),
    captchaEnabled: flag(form.captchaEnabled),
    isNewsletter: flag(form.isNewsletter),
    disableValidation: flag(form.disableValidation),
  };
}
