import type { FastifyInstance } from 'fastify';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../../src/forms/json-depth';
import { HttpError } from '../errors/http-error';

/** The answer to a JSON body nested deeper than MAX_JSON_DEPTH. */
export const TOO_DEEP_MESSAGE = `Invalid request: the body is nested more than ${MAX_JSON_DEPTH} levels deep`;

/**
 * Parses application/json bodies as Fastify does (prototype poisoning refused), after refusing
 * with a 400 a body nested deeper than MAX_JSON_DEPTH, checked in one pass before parsing, so no
 * route, schema or serializer ever walks a value deep enough to overflow the stack.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (jsonDepthExceeds(text)) {
      done(new HttpError(400, { message: TOO_DEEP_MESSAGE }), undefined);
      return;
    }
    parse(request, text, done);
  });
}
