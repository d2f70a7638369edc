import type { FastifyInstance } from 'fastify';
import { crumbQuery, formRenderBody } from './schemas';

/**
 * Census hits are accepted and dropped: the reference server keeps no analytics, but answers as
 * the real API does, so pages send them exactly as in production.
 */
export function registerCensusRoutes(app: FastifyInstance): void {
  app.post(
    '/api/census/form-render',
    {
      schema: { body: formRenderBody, querystring: crumbQuery },
    },
    async (_request, reply) => reply.code(204).send(),
  );
}
