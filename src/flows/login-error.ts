import { ApiError } from '../api/api-error';
import { purchaseErrorMessage } from '../api/error-message';

/**
 * The reason under 'Unable to log in': the server's message (a wrong email or password, a
 * lockout), else the fixed text of the failure's kind. Apart from the session
 * (site-member.ts): only the sign-in dialog says it, and the dialog comes on demand.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'rate-limit' && error.body?.message) {
    return error.body.message;
  }
  return purchaseErrorMessage(error);
}
