import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import { fieldErrors } from '../schemas';

/** Every failure answers with the API error body; bad input is a 400 that names the field. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
    if (error.validation) {
      const errors = fieldErrors(error.validation);
      const [field, reason] = Object.entries(errors)[0] ?? ['body', 'is invalid'];
      return reply.code(400).send({ message: `Invalid request: ${field}: ${reason}`, errors });
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
