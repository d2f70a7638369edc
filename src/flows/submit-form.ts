import { ApiError } from '../api/api-error';
import type { FormSubmission, FormsApi } from '../api/forms';
import { type SubmissionFailure, submissionFailure } from '../api/submission-errors';
import type { FormDefinition } from '../forms/form-model';
import { type FormInputs, sanitizeForm } from '../forms/sanitize';
import { validateForm } from '../forms/validate';
import { FORM_MESSAGES } from '../i18n/messages';

export interface SubmitInput {
  form: FormDefinition;
  inputs: FormInputs;
  query: URLSearchParams;
  /**
   * The page's fields of the submission: its title, id, content source, permission type and path
   * [O-05].
   */
  page: Omit<FormSubmission, 'key' | 'form' | 'captchaKey'>;
  /** Null when the form shows no captcha; '' when it shows one that is not solved. */
  captchaToken: string | null;
  validate: boolean;
  maxLengthEnabled: boolean;
}

/** Where a submission stopped: on the page (nothing was sent) or at the server. */
export type SubmitStage = 'page' | 'server';
/** Where and why a submission (or a check of answers) stopped. */
export type SubmitFailure = { ok: false; stage: SubmitStage } & SubmissionFailure;
export type SubmitResult = { ok: true } | SubmitFailure;

/** A submission stopped at `stage`: the general message, and the fields' when there are some. */
export const fail = (
  stage: SubmitStage,
  message: string,
  fieldErrors: Record<string, string> = {},
): SubmitFailure => ({
  ok: false,
  stage,
  message,
  fieldErrors,
});

/**
 * Submits in this order: validation unless disabled, the captcha token, a submission key, the
 * sanitized fields, then the post [O-02]. It stops at the first failure, so nothing is requested
 * for a form that fails on the page.
 */
export async function submitForm(api: FormsApi, input: SubmitInput): Promise<SubmitResult> {
  const { form } = input;
  if (input.validate) {
    const errors = validateForm(form, input.inputs, { maxLengthEnabled: input.maxLengthEnabled });
    if (Object.keys(errors).length) return fail('page', FORM_MESSAGES.invalidFields, errors);
  }
  if (input.captchaToken === '') return fail('page', FORM_MESSAGES.completeCaptcha);
  let key: string;
  try {
    key = await api.submissionKey(form.id);
  } catch (error) {
    // Blocked cookies are said as such; any other failure of the key call is the key's.
    if (error instanceof ApiError && error.kind === 'cookies') {
      return { ok: false, stage: 'server', ...submissionFailure(error) };
    }
    return fail('server', FORM_MESSAGES.noKey);
  }
  let values: string;
  try {
    values = JSON.stringify(sanitizeForm(form, input.inputs, input.query));
  } catch {
    return fail('page', FORM_MESSAGES.cannotParse);
  }
  try {
    await api.save({
      key,
      form: values,
      ...(input.captchaToken ? { captchaKey: input.captchaToken } : {}),
      ...input.page,
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, stage: 'server', ...submissionFailure(error) };
  }
}
