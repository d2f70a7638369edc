import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { type AnalyticsRequests, MAX_ANALYTICS_BODY_BYTES } from '../../src/contract/analytics';
import { HttpError } from '../errors/http-error';
import { anyQuery, crumbQuery } from '../http/schemas';

/** The analytics calls' routes: census, events, clanker and performance. */
const ANALYTICS_ROUTE = /^\/api\/(census|events|v1\/clanker|1\/performance)\//;
/**
 * How many requests of one matched route are kept, so a flood of page views never pushes out an
 * error report, and a path with a parameter (a quick view's item id) is one route, not one per id.
 */
const KEPT_PER_ROUTE = 500;
/** How many requests are kept in all, and how many characters of their bodies at most. */
const KEPT_IN_ALL = 2000;
const KEPT_BODY_CHARS = 16 * 1024 * 1024;

type Logged = AnalyticsRequests['requests'][number];

/**
 * Test hook (SQ_FAULTS=1 only): every analytics request that passes the crumb check is logged raw
 * (method, its path, content type and the body's text exactly as received, before any parsing or
 * validation, so refused ones are listed too), newest last: the last 500 of each matched route
 * (request.routeOptions.url, never the raw URL), 2,000 and 16 M body characters in all, the oldest
 * going first. `GET /api/__test/analytics-requests` lists them, `DELETE` clears them. Must be
 * registered before the analytics routes. The body is read here and handed on unchanged; one over
 * the analytics body limit is refused with a 413 without being read further.
 */
export function registerAnalyticsRequestLog(app: FastifyInstance): void {
  let entries: { route: string; entry: Logged }[] = [];
  const perRoute = new Map<string, number>();
  let keptBytes = 0;
  const removeAt = (index: number) => {
    const [removed] = entries.splice(index, 1);
    if (!removed) return;
    perRoute.set(removed.route, (perRoute.get(removed.route) ?? 1) - 1);
    keptBytes -= removed.entry.body.length;
  };
  const log = (route: string, entry: Logged) => {
    entries.push({ route, entry });
    perRoute.set(route, (perRoute.get(route) ?? 0) + 1);
    keptBytes += entry.body.length;
    if ((perRoute.get(route) ?? 0) > KEPT_PER_ROUTE) {
      removeAt(entries.findIndex((logged) => logged.route === route));
    }
    while (entries.length > KEPT_IN_ALL || (keptBytes > KEPT_BODY_CHARS && entries.length > 1))
      removeAt(0);
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
    log(path, {
      method: request.method,
      path: request.url.split('?')[0] as string,
      contentType: String(request.headers['content-type'] ?? ''),
      body: body.toString('utf8'),
    });
    return Readable.from([body]);
  });

  app.get('/api/__test/analytics-requests', { schema: { querystring: anyQuery } }, async () => ({
    requests: entries.map((logged) => logged.entry),
  }));
  app.delete(
    '/api/__test/analytics-requests',
    { schema: { querystring: crumbQuery } },
    async (_request, reply) => {
      entries = [];
      perRoute.clear();
      keptBytes = 0;
      return reply.code(204).send();
    },
  );
}
