import type { FastifyInstance } from 'fastify';
import type { ClankerEvent } from '../../src/contract/events';
import { jsonDepthExceeds } from '../../src/forms/json-depth';
import { HttpError } from '../errors/http-error';
import { TOO_DEEP_MESSAGE } from '../plugins/json-body';
import { anyQuery, clankerEventBody, crumbQuery } from './schemas';

const KEPT_EVENTS = 200;

/**
 * The clanker sink for visitor events: each event is validated and answered 202 with no body
 * [U-06]. The reference server keeps the last 200 in memory; with test hooks on (SQ_FAULTS=1)
 * browser tests read them at GET /api/__test/clanker-events and clear them with DELETE. A beacon
 * sends its JSON as text/plain, so a text body is parsed as JSON too.
 */
export function registerClankerRoutes(app: FastifyInstance, options: { testHooks: boolean }): void {
  const events: ClankerEvent[] = [];

  app.post<{ Body: ClankerEvent }>(
    '/api/v1/clanker/events',
    {
      bodyLimit: 64 * 1024,
      schema: { body: clankerEventBody, querystring: crumbQuery },
      preValidation: async (request) => {
        if (typeof request.body !== 'string') return;
        if (jsonDepthExceeds(request.body)) throw new HttpError(400, { message: TOO_DEEP_MESSAGE });
        try {
          request.body = JSON.parse(request.body) as ClankerEvent;
        } catch {
          throw new HttpError(400, { message: 'Invalid request: the body is not valid JSON' });
        }
      },
    },
    async (request, reply) => {
      const { eventSchemaName, eventContent } = request.body;
      events.push({ eventSchemaName, eventContent });
      if (events.length > KEPT_EVENTS) events.splice(0, events.length - KEPT_EVENTS);
      return reply.code(202).send();
    },
  );

  if (options.testHooks) {
    app.get('/api/__test/clanker-events', { schema: { querystring: anyQuery } }, async () => ({
      events,
    }));
    app.delete(
      '/api/__test/clanker-events',
      { schema: { querystring: crumbQuery } },
      async (_request, reply) => {
        events.length = 0;
        return reply.code(204).send();
      },
    );
  }
}
