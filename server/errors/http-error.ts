import type { ApiErrorBody } from '../../src/contract/common';

/**
 * An error a route throws to answer with a status that is HTTP's own (413 too large, 401, 403,
 * 503) and the API's error body. What the store refuses in its own terms is a DomainError
 * (domain-error.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message ?? body.error ?? `HTTP ${statusCode}`);
  }
}
