import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { jsonDepthExceeds } from '../../src/forms/json-depth';
import { invalidField } from '../errors/domain-error';
import { HttpError } from '../errors/http-error';
import { TOO_DEEP_MESSAGE } from '../plugins/json-body';

/**
 * JSON that arrives as text: a beacon's text/plain body, or a form field holding JSON. Either is
 * refused with a 400 when nested deeper than the JSON body guard allows or when it is not JSON; a
 * form field's value is then checked against its contract schema, a failure naming the field's
 * path (`data.url`).
 */

const NOT_JSON = 'Invalid request: the body is not valid JSON';

/** preValidation: parses a text body as JSON, so the route's body schema checks it. */
export async function parseTextBody(request: FastifyRequest): Promise<void> {
  if (typeof request.body !== 'string') return;
  if (jsonDepthExceeds(request.body)) throw new HttpError(400, { message: TOO_DEEP_MESSAGE });
  try {
    request.body = JSON.parse(request.body);
  } catch {
    throw new HttpError(400, { message: NOT_JSON });
  }
}

/** The value of a form field holding JSON text, checked against `schema`. */
export function parseJsonField<S extends v.GenericSchema>(
  schema: S,
  text: string,
  field: string,
): v.InferOutput<S> {
  if (jsonDepthExceeds(text)) throw new HttpError(400, { message: TOO_DEEP_MESSAGE });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidField(field, 'is not valid JSON');
  }
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = v.getDotPath(issue);
  throw invalidField(path ? `${field}.${path}` : field, issue.message);
}
