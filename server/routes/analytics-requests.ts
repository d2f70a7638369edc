import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { type AnalyticsRequests, MAX_ANALYTICS_BODY_BYTES } from '../../src/contract/analytics';
import { HttpError } from '../errors/http-error';
import { anyQuery, crumbQuery } from './schemas';

/** The analytics calls' routes: census, events, clanker and performance. */
const ANALYTICS_ROUTE = /^\/api\/(census|events|v1\/clanker|1\/performance)\//;
/** How many requests of one path are kept: a flood of page views never pushes out an error report. */
const KEPT_PER_PATH = 500;

type Logged = AnalyticsRequests['requests'][number];

/**
 * Test hook (SQ_FAULTS=1 only): every analytics request that passes the crumb check is logged raw
 * (method, matched path, content type and the body's text exactly as received, before any parsing
 * or validation, so refused ones are listed too), newest last, the last 500 of each path.
 * `GET /api/__test/analytics-requests` lists them, `DELETE` clears them. Must be registered before
 * the analytics routes. The body is read here and handed on unchanged; one over the analytics body
 * limit is refused with a 413 without being read further.
 */
export function registerAnalyticsRequestLog(app: FastifyInstance): void {
  const requests: Logged[] = [];
  const log = (entry: Logged) => {
    requests.push(entry);
    const samePath = requests.filter((request) => request.path === entry.path);
    if (samePath.length > KEPT_PER_PATH)
      requests.splice(requests.indexOf(samePath[0] as Logged), 1);
  };

  app.addHook('preParsing', async (request, _reply, payload) => {
    const path = request.routeOptions.url ?? '';
    if (!ANALYTICS_ROUTE.test(path)) return payload;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      size += bytes.length;
      if (size > MAX_ANALYTICS_BODY_BYTES) {
        throw new HttpError(413, { message: 'Request body is too large' });
      }
      chunks.push(bytes);
    }
    const body = Buffer.concat(chunks);
    log({
      method: request.method,
      path: request.url.split('?')[0] as string,
      contentType: String(request.headers['content-type'] ?? ''),
      body: body.toString('utf8'),
    });
    return Readable.from([body]);
  });

  app.get('/api/__test/analytics-requests', { schema: { querystring: anyQuery } }, async () => ({
    requests,
  }));
  app.delete(
    '/api/__test/analytics-requests',
    { schema: { querystring: crumbQuery } },
    async (_request, reply) => {
      requests.length = 0;
      return reply.code(204).send();
    },
  );
}
