import type { ApiErrorBody } from '../../src/contract/common';

/** An error a route throws to answer with a status and the API's error body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message ?? body.error ?? `HTTP ${statusCode}`);
  }
}

export const notFound = (message: string) => new HttpError(404, { message });

/** A 400 for one field, shaped like a schema failure so clients handle both alike. */
export const invalidField = (field: string, reason: string) =>
  new HttpError(400, {
    message: `Invalid request: ${field}: ${reason}`,
    errors: { [field]: reason },
  });
