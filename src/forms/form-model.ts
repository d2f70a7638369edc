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

type Json = Record<string, unknown>;
const record = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

function decodeField(raw: unknown): FormField | null {
  const field = record(raw);
  const type = field.type as FieldType;
  const id = text(field.id);
  if (!id || !FIELD_TYPES.includes(type)) return null;
  const maxLength =
    typeof field.maxLength === 'number' && Number.isInteger(field.maxLength) && field.maxLength >= 0
      ? field.maxLength
      : null;
  return {
    id,
    type,
    title: text(field.title),
    description: text(field.description),
    placeholder: text(field.placeholder),
    required: field.required === true,
    options: Array.isArray(field.options) ? field.options.map(text).filter(Boolean) : [],
    maxLength: type === 'textarea' ? maxLength : null,
    currencySymbol: text(field.currencySymbol) || '$',
    showCountryCode: field.showCountryCode === true,
    underline: field.underline === true,
    key: text(field.key),
    value: text(field.value),
  };
}

export function decodeForm(raw: unknown): FormDefinition {
  const form = record(raw);
  return {
    id: text(form.id),
    name: text(form.name),
    fields: (Array.isArray(form.fields) ? form.fields : []).flatMap((f) => decodeField(f) ?? []),
    submissionMessage: text(form.submissionMessage),
    submissionHTML: text(form.submissionHTML),
    successRedirect: text(form.successRedirect),
    disclaimer: text(form.disclaimer),
    captchaEnabled: form.captchaEnabled === true,
    isNewsletter: form.isNewsletter === true,
    disableValidation: form.disableValidation === true,
  };
}
