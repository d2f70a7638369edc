import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../src/contract/common';
import { isStorageFault } from '../db/database';
import { DomainError, type DomainErrorKind } from '../errors/domain-error';
import { HttpError } from '../errors/http-error';

/** The answer when the database cannot be read or written: try again later, nothing was kept. */
export const STORAGE_UNAVAILABLE = {
  message: 'The store cannot save changes right now. Please try again in a moment.',
} as const;

/** The status of each kind of refusal the store says in its own terms. */
const STATUS_OF: Record<DomainErrorKind, number> = {
  'not-found': 404,
  invalid: 400,
  conflict: 409,
  limit: 429,
};

/** A refusal as HTTP says it: its status and the API's error body (with the fields at fault). */
export function httpOf(error: DomainError): { statusCode: number; body: ApiErrorBody } {
  const body: ApiErrorBody = error.fields
    ? { message: error.message, errors: { ...error.fields } }
    : { message: error.message };
  return { statusCode: STATUS_OF[error.kind], body };
}

/**
 * Failures the framework meets before any route runs (a URL that does not decode), answered in
 * the same JSON shape as every other API error. Passed as Fastify's `frameworkErrors` option.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    reply.code(400).send({ message: 'Invalid request: the URL is not valid' });
    return;
  }
  reply.code(error.statusCode ?? 400).send({ message: error.message });
}

/**
 * Every failure answers with the API error body: a refusal in the store's terms by its kind
 * (httpOf), bad input as a 400 that names the field, storage trouble as a 503 to retry.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      const { statusCode, body } = httpOf(error);
      return reply.code(statusCode).send(body);
    }
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
    if (error.validation) {
      const errors = fieldErrors(error.validation);
      const [field, reason] = Object.entries(errors)[0] ?? ['body', 'is invalid'];
      return reply.code(400).send({ message: `Invalid request: ${field}: ${reason}`, errors });
    }
    if (isStorageFault(error)) {
      request.log.error(error);
      return reply.code(503).header('retry-after', '5').send(STORAGE_UNAVAILABLE);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Invalid request: the body is not valid JSON'
          : error.message;
      return reply.code(status).send({ message });
    }
    request.log.error(error);
    return reply.code(500).send({ message: 'Something went wrong on our side.' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found.' }));
}

/** Readable per-field messages from ajv's validation errors. */
export function fieldErrors(
  validation: {
    instancePath: string;
    keyword: string;
    params: Record<string, unknown>;
    message?: string;
  }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'required') {
      errors[String(issue.params.missingProperty)] ??= 'is required';
    } else if (issue.keyword === 'additionalProperties') {
      errors[String(issue.params.additionalProperty)] ??= 'is not an accepted field';
    } else {
      errors[path || 'body'] ??= issue.message ?? 'is invalid';
    }
  }
  return errors;
}
