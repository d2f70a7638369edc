import type { FastifyInstance } from 'fastify';
import type { ClankerEvent } from '../../src/contract/events';
import type { AnalyticsRepository } from '../repositories/analytics';
import { textOrNull, textsOf, visitorOf } from './analytics-values';
import { parseTextBody } from './json-text';
import { anyQuery, clankerEventBody, crumbQuery } from './schemas';

const KEPT_EVENTS = 200;

/** The schema of the commerce visitor events, which are stored for the dashboard's funnel. */
const COMMERCE_VISITOR_EVENT = 'CommerceVisitorEvent';

/**
 * The clanker sink for visitor events: each event is validated and answered 202 with no body
 * [U-06]. A commerce visitor event with a name is stored (its name, the visitor of its census
 * cookie, cart, page and item ids, and its content without the crumb and census cookies). The
 * reference server also keeps the last 200 events in memory; with test hooks on (SQ_FAULTS=1)
 * browser tests read them at GET /api/__test/clanker-events and clear them with DELETE. A beacon
 * sends its JSON as text/plain, so a text body is parsed as JSON too.
 */
export function registerClankerRoutes(
  app: FastifyInstance,
  analytics: AnalyticsRepository,
  options: { testHooks: boolean },
): void {
  const events: ClankerEvent[] = [];

  app.post<{ Body: ClankerEvent }>(
    '/api/v1/clanker/events',
    {
      bodyLimit: 64 * 1024,
      schema: { body: clankerEventBody, querystring: crumbQuery },
      preValidation: parseTextBody,
    },
    async (request, reply) => {
      const { eventSchemaName, eventContent } = request.body;
      const { name, crumb: _crumb, census, ...content } = eventContent;
      if (eventSchemaName === COMMERCE_VISITOR_EVENT && typeof name === 'string' && name) {
        await analytics.visitorEvent({
          source: 'clanker',
          name: name.slice(0, 128),
          visitor: visitorOf(census).visitor,
          cartId: textOrNull(content.cartId),
          pageId: textOrNull(content.pageId),
          itemIds: textsOf(content.itemIds),
          payload: content,
        });
      }
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
