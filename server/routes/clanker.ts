import type { FastifyInstance } from 'fastify';
import type { ClankerEvent } from '../../src/contract/events';
import { senderOf, storingCall } from '../http/analytics-route';
import { cut, idOf, idsOf, STORED_LENGTHS, visitorOf } from '../http/analytics-values';
import { parseTextBody } from '../http/json-text';
import { anyQuery, clankerEventBody, crumbQuery } from '../http/schemas';
import type { AnalyticsRepository } from '../repositories/analytics';

const KEPT_EVENTS = 200;

/** The schema of the commerce visitor events, which are stored for the dashboard's funnel. */
const COMMERCE_VISITOR_EVENT = 'CommerceVisitorEvent';

/**
 * The clanker sink for visitor events: each event is validated and answered 202 with no body
 * [U-06]. A commerce visitor event with a name is stored: its name, the visitor of its census
 * cookie, its cart, page and item ids, each cut to what the dashboard reads, never the rest of its
 * content; within the sender's quota (over it: not stored, still a 202), and while the database's
 * disk has room (else 503). With test hooks on (SQ_FAULTS=1), and only then, the reference server
 * also keeps the last 200 events in memory, as sent, for browser tests to read at GET
 * /api/__test/clanker-events and clear with DELETE: a production server holds nothing a visitor
 * sent beyond what it stores. A beacon sends its JSON as text/plain, so
 * a text body is parsed as JSON too.
 */
export function registerClankerRoutes(
  app: FastifyInstance,
  analytics: AnalyticsRepository,
  options: { testHooks: boolean },
): void {
  const events: ClankerEvent[] = [];

  app.post<{ Body: ClankerEvent }>(
    '/api/v1/clanker/events',
    storingCall(analytics, { body: clankerEventBody, querystring: crumbQuery }, parseTextBody),
    async (request, reply) => {
      const { eventSchemaName, eventContent } = request.body;
      const { name, census, cartId, pageId, itemIds } = eventContent;
      if (eventSchemaName === COMMERCE_VISITOR_EVENT && typeof name === 'string' && name) {
        await analytics.visitorEvent(
          {
            source: 'clanker',
            name: cut(name, STORED_LENGTHS.name),
            visitor: visitorOf(census).visitor,
            cartId: idOf(cartId),
            pageId: idOf(pageId),
            itemIds: idsOf(itemIds),
          },
          senderOf(request),
        );
      }
      if (options.testHooks) {
        events.push({ eventSchemaName, eventContent });
        if (events.length > KEPT_EVENTS) events.splice(0, events.length - KEPT_EVENTS);
      }
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
