import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { normaliseErrorMessage } from '../../src/analytics/error-message';
import { COOKIE_NAMES } from '../../src/constants/cookies';
import {
  type ErrorReport,
  MAX_ERROR_REPORTS,
  MAX_PERFORMANCE_RECORDS,
  type PerformanceRecord,
  type RecordEventForm,
  recordEventData,
} from '../../src/contract/analytics';
import { batchOf, senderOf, storingCall } from '../http/analytics-route';
import { cut, idOf, idsOf, pathOf, STORED_LENGTHS, visitorOf } from '../http/analytics-values';
import { parseJsonField } from '../http/json-text';
import {
  anyQuery,
  crumbQuery,
  errorReportsBody,
  performanceRecordsBody,
  recordEventBody,
} from '../http/schemas';
import type { AnalyticsRepository } from '../repositories/analytics';

/** A performance record as stored: a web-vitals sample under its path. */
const vitalOf = (record: PerformanceRecord) => ({
  path: pathOf(record.data.path),
  metric: record.event,
  value: record.data.value,
  pageLoadId: cut(record.pageLoadId, STORED_LENGTHS.id),
  vitalId: cut(record.data.id, STORED_LENGTHS.id),
});

/** An error report as stored: its message engine-neutral, each text cut. */
const errorOf = ({ data }: ErrorReport) => ({
  message: cut(normaliseErrorMessage(data.message), STORED_LENGTHS.message),
  source: cut(data.source ?? '', STORED_LENGTHS.source),
  stack: cut(data.stack ?? '', STORED_LENGTHS.stack),
});

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
 * http/analytics-values.ts) and kept within the sender's quota: records over it are not stored and the
 * call is still a 204. While the database's disk is short of room, the calls that store are 503.
 */
export function registerAnalyticsRoutes(app: FastifyInstance, analytics: AnalyticsRepository) {
  app.post<{ Body: RecordEventForm }>(
    '/api/events/RecordEvent',
    storingCall(analytics, { body: recordEventBody, querystring: crumbQuery }),
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
        senderOf(request),
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

  /** A batch call: refused whole over `max` items, else its items stored by `store`, then 204. */
  function batchCall<T>(
    path: string,
    body: object,
    batch: { max: number; what: string },
    store: (items: T[], sender: ReturnType<typeof senderOf>) => Promise<void>,
  ) {
    app.post<{ Body: T[] }>(
      path,
      storingCall(analytics, { body, querystring: crumbQuery }, batchOf(batch.max, batch.what)),
      async (request, reply) => {
        await store(request.body, senderOf(request));
        return reply.code(204).send();
      },
    );
  }

  batchCall<PerformanceRecord>(
    '/api/1/performance/records',
    performanceRecordsBody,
    { max: MAX_PERFORMANCE_RECORDS, what: 'records' },
    (records, sender) => analytics.vitals(records.map(vitalOf), sender),
  );
  batchCall<ErrorReport>(
    '/api/events/RecordJavascriptErrors',
    errorReportsBody,
    { max: MAX_ERROR_REPORTS, what: 'error reports' },
    (reports, sender) => analytics.errors(reports.map(errorOf), sender),
  );
}
