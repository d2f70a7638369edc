import { MESSAGES } from '../i18n/messages';
import { ApiError } from './api-error';

/**
 * The alert body for a failed cart or purchase call: a fixed text for an expired session, blocked
 * cookies, a rate limit or no connection, else the server's message, else 'Please try again'.
 */
export function purchaseErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.pleaseTryAgain;
  switch (error.kind) {
    case 'crumb':
      return MESSAGES.sessionExpired;
    case 'cookies':
      return MESSAGES.cookiesDisabled;
    case 'rate-limit':
      return MESSAGES.rateLimited;
    case 'offline':
      return MESSAGES.checkConnection;
    case 'not-found':
    case 'http':
      return error.body?.message || error.body?.error || MESSAGES.pleaseTryAgain;
  }
}

/**
 * The reason under a failed cart-page action: as in an alert, but the no-connection text has no
 * period [I-14].
 */
export function cartErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'offline') return MESSAGES.cartCheckConnection;
  return purchaseErrorMessage(error);
}
