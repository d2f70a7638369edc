import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normaliseErrorMessage } from '../../src/analytics/error-message';
import { COOKIE_NAMES } from '../../src/constants/cookies';
import {
  type ErrorReport,
  MAX_ANALYTICS_BODY_BYTES,
  MAX_ERROR_REPORTS,
  MAX_PERFORMANCE_RECORDS,
  type PerformanceRecord,
  type RecordEventForm,
  recordEventData,
} from '../../src/contract/analytics';
import { HttpError } from '../errors/http-error';
import { clientAddress } from '../limits/client-address';
import type { AnalyticsRepository } from '../repositories/analytics';
import { diskGuard } from './analytics-disk-guard';
import { cut, idOf, idsOf, pathOf, STORED_LENGTHS, visitorOf } from './analytics-values';
import { parseJsonField, parseTextBody } from './json-text';
import {
  anyQuery,
  crumbQuery,
  errorReportsBody,
  performanceRecordsBody,
  recordEventBody,
} from './schemas';

/**
 * The event, performance and error calls, stored for the owner dashboard:
 * - RecordEvent (form-encoded `crumb`, `event`, `data` = JSON text `{eventName, payload}`) stores
 *   the event under its name, with the visitor of the repeat-visitor cookie and the payload's cart,
 *   page and item ids when it names them;
 * - the performance settings give each page load a fresh random id; records (a JSON array,
 *   or its text from a beacon) are stored as web-vitals samples under their path;
 * - JavaScript error reports (a JSON array, or its text) are counted per message and source,
 *   the message engine-neutral (src/analytics/error-message.ts) before it is cut, so one error
 *   reported by Chromium (`Uncaught Error: boom`) and by Firefox or WebKit (`Error: boom`) is one
 *   group, whichever bundle or sender reported it; the stack is kept as sent.
 * A batch over its item limit is refused whole with a 413 before its items are checked, as is a
 * body over MAX_ANALYTICS_BODY_BYTES. What is stored is cut to what the dashboard reads (see
 * analytics-values.ts) and kept within the sender's quota: records over it are not stored and the
 * call is still a 204. While the database's disk is short of room, the calls that store are 503.
 */
export function registerAnalyticsRoutes(app: FastifyInstance, analytics: AnalyticsRepository) {
  /** preValidation of a batch: its text parsed as JSON, then refused (413) when over `max` items. */
  const batchOf = (max: number, what: string) => async (request: FastifyRequest) => {
    await parseTextBody(request);
    if (Array.isArray(request.body) && request.body.length > max) {
      throw new HttpError(413, { message: `A batch may hold at most ${max} ${what}.` });
    }
  };

  app.post<{ Body: RecordEventForm }>(
    '/api/events/RecordEvent',
    {
      bodyLimit: MAX_ANALYTICS_BODY_BYTES,
      schema: { body: recordEventBody, querystring: crumbQuery },
      onRequest: diskGuard(analytics),
    },
    async (request, reply) => {
      const { eventName, payload } = parseJsonField(recordEventData, request.body.data, 'data');
      const fields = payload ?? {};
      await analytics.visitorEvent(
        {
          source: 'record-event',
          name: cut(eventName, STORED_LENGTHS.name),
          visitor: visitorOf(request.cookies[COOKIE_NAMES.repeatVisitor]).visitor,
          cartId: idOf(fields.cartId),
          pageId: idOf(fields.pageId),
          itemIds: idsOf(fields.itemIds),
        },
        { client: clientAddress(request.ip) },
      );
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/1/performance/settings',
    { schema: { querystring: anyQuery } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { pageLoadId: randomUUID() };
    },
  );

  app.post<{ Body: PerformanceRecord[] }>(
    '/api/1/performance/records',
    {
      bodyLimit: MAX_ANALYTICS_BODY_BYTES,
      schema: { body: performanceRecordsBody, querystring: crumbQuery },
      onRequest: diskGuard(analytics),
      preValidation: batchOf(MAX_PERFORMANCE_RECORDS, 'records'),
    },
    async (request, reply) => {
      await analytics.vitals(
        request.body.map((record) => ({
          path: pathOf(record.data.path),
          metric: record.event,
          value: record.data.value,
          pageLoadId: cut(record.pageLoadId, STORED_LENGTHS.id),
          vitalId: cut(record.data.id, STORED_LENGTHS.id),
        })),
        { client: clientAddress(request.ip) },
      );
      return reply.code(204).send();
    },
  );

  app.post<{ Body: ErrorReport[] }>(
    '/api/events/RecordJavascriptErrors',
    {
      bodyLimit: MAX_ANALYTICS_BODY_BYTES,
      schema: { body: errorReportsBody, querystring: crumbQuery },
      onRequest: diskGuard(analytics),
      preValidation: batchOf(MAX_ERROR_REPORTS, 'error reports'),
    },
    async (request, reply) => {
      await analytics.errors(
        request.body.map(({ data }) => ({
          message: cut(normaliseErrorMessage(data.message), STORED_LENGTHS.message),
          source: cut(data.source ?? '', STORED_LENGTHS.source),
          stack: cut(data.stack ?? '', STORED_LENGTHS.stack),
        })),
        { client: clientAddress(request.ip) },
      );
      return reply.code(204).send();
    },
  );
}
