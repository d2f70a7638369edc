import { FORM_MESSAGES, MESSAGES } from '../i18n/messages';
import { ApiError } from './api-error';

/** How a failed submission is shown: one message, and per-field messages when the server gave them. */
export interface SubmissionFailure {
  message: string;
  fieldErrors: Record<string, string>;
}

const BY_STATUS: Record<number, string> = {
  401: FORM_MESSAGES.unauthorized,
  404: FORM_MESSAGES.notConfigured,
  429: FORM_MESSAGES.rateLimited,
  500: FORM_MESSAGES.serverError,
};

/**
 * Why a submission failed: a fixed text for 401, 404, 429 and 500; per-field errors when the server
 * sent them; else its `error` text or the unknown-error text; and the processing-error text when no
 * usable answer came (offline, crumb, cookies) [O-06 to O-08].
 */
export function submissionFailure(error: unknown): SubmissionFailure {
  const none = {};
  // Blocked cookies say so, as everywhere.
  if (error instanceof ApiError && error.kind === 'cookies') {
    return { message: MESSAGES.cookiesDisabled, fieldErrors: none };
  }
  if (!(error instanceof ApiError) || error.kind === 'offline' || error.kind === 'crumb') {
    return { message: FORM_MESSAGES.processingError, fieldErrors: none };
  }
  const status = error.status ?? 0;
  const mapped = BY_STATUS[status];
  if (mapped) return { message: mapped, fieldErrors: none };
  const errors = error.body?.errors;
  if (errors && typeof errors === 'object' && Object.keys(errors).length) {
    return { message: FORM_MESSAGES.invalidFields, fieldErrors: { ...errors } };
  }
  return { message: error.body?.error || FORM_MESSAGES.unknownError, fieldErrors: none };
}
