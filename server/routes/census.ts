import type { FastifyInstance } from 'fastify';
import { pageViewData, type RecordHitForm } from '../../src/contract/analytics';
import { senderOf, storingCall } from '../http/analytics-route';
import { idOf, pathOf, visitorOf } from '../http/analytics-values';
import { parseJsonField } from '../http/json-text';
import {
  censusButtonBody,
  censusOverlayBody,
  crumbQuery,
  formRenderBody,
  quickViewBody,
  quickViewParams,
  recordHitBody,
} from '../http/schemas';
import type { AnalyticsRepository } from '../repositories/analytics';

/**
 * Census hits. A page view (RecordHit, form-encoded: `event`, `data` JSON text, `ss_cvr`) is
 * stored with its path and the visitor's uuid and visit number, cut to what the dashboard
 * reads, within the sender's quota (over it: not stored, still a 204) and while the database's disk
 * has room (else 503). The other hits (form and button renders, button clicks, overlays, quick
 * views) are validated and dropped, as no dashboard question reads them, but answered as the real
 * API does so pages send them exactly as in production. A quick view's hit names its product in
 * the path and has an empty body.
 */
export function registerCensusRoutes(app: FastifyInstance, analytics: AnalyticsRepository): void {
  app.post<{ Body: RecordHitForm }>(
    '/api/census/RecordHit',
    storingCall(analytics, { body: recordHitBody, querystring: crumbQuery }),
    async (request, reply) => {
      const view = parseJsonField(pageViewData, request.body.data, 'data');
      await analytics.pageView(
        {
          path: pathOf(view.url),
          ...visitorOf(request.body.ss_cvr),
          itemId: idOf(view.itemId),
          collectionId: idOf(view.collectionId),
        },
        senderOf(request),
      );
      return reply.code(204).send();
    },
  );
  for (const hit of ['button-click', 'button-render']) {
    app.post(
      `/api/census/${hit}`,
      { schema: { body: censusButtonBody, querystring: crumbQuery } },
      async (_request, reply) => reply.code(204).send(),
    );
  }
  app.post(
    '/api/census/overlay',
    { schema: { body: censusOverlayBody, querystring: crumbQuery } },
    async (_request, reply) => reply.code(204).send(),
  );
  app.post(
    '/api/census/form-render',
    {
      schema: { body: formRenderBody, querystring: crumbQuery },
    },
    async (_request, reply) => reply.code(204).send(),
  );
  app.post(
    '/api/census/RecordQuickView/:itemId',
    { schema: { params: quickViewParams, body: quickViewBody, querystring: crumbQuery } },
    async (_request, reply) => reply.code(204).send(),
  );
}
