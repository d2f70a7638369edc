import type { FormsApi } from '../api/forms';
import { submissionFailure } from '../api/submission-errors';
import type { FormDefinition } from '../forms/form-model';
import { type FormInputs, sanitizeForm } from '../forms/sanitize';
import { validateForm } from '../forms/validate';
import { FORM_MESSAGES } from '../i18n/messages';
import { fail, type SubmitFailure } from './submit-form';

export interface AnswersInput {
  form: FormDefinition;
  inputs: FormInputs;
  query: URLSearchParams;
  maxLengthEnabled: boolean;
}

/** Answers that may be used, as the JSON text an entry carries; or where and why they may not. */
export type AnswersCheck = { ok: true; additionalFields: string } | SubmitFailure;

/**
 * An additional-fields form's answers are checked before they are used, in this order: the page's
 * validation, sanitizing, then the server's validation of the sanitized values
 * (`POST /api/rest/forms/validate/{formId}`). The first failure stops, told as a custom form tells
 * it: per-field errors and the general message, the server's per-field errors included, and the
 * processing-error text when the server could not be asked (offline) [G-04, A-08, N-08, O-07].
 */
export async function checkAnswers(
  api: Pick<FormsApi, 'validate'>,
  { form, inputs, query, maxLengthEnabled }: AnswersInput,
): Promise<AnswersCheck> {
  const errors = validateForm(form, inputs, { maxLengthEnabled });
  if (Object.keys(errors).length) return fail('page', FORM_MESSAGES.invalidFields, errors);
  let values: ReturnType<typeof sanitizeForm>;
  try {
    values = sanitizeForm(form, inputs, query);
  } catch {
    return fail('page', FORM_MESSAGES.cannotParse);
  }
  try {
    await api.validate(form.id, values);
  } catch (error) {
    return { ok: false, stage: 'server', ...submissionFailure(error) };
  }
  return { ok: true, additionalFields: JSON.stringify(values) };
}
