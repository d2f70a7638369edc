import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { MAX_ANALYTICS_BODY_BYTES } from '../../src/contract/analytics';
import { HttpError } from '../errors/http-error';
import { clientAddress } from '../limits/client-address';
import { STORAGE_UNAVAILABLE } from '../plugins/errors';
import type { AnalyticsRepository } from '../repositories/analytics';
import { parseTextBody } from './json-text';

/**
 * What every analytics call that stores something shares: a body of at most
 * MAX_ANALYTICS_BODY_BYTES checked against its schema; the disk guard, which answers 503 with
 * Retry-After and the store's storage-unavailable body while the database's disk is short of its
 * free-space threshold (a cached reading, see repositories/disk-headroom.ts), before the body is
 * read, so analytics never take the room the shop's own writes need; how its body is read first
 * (a beacon's text parsed as JSON, a batch over its item limit refused whole with a 413 before its
 * items are checked); and the sender its records count against (its client address).
 */

type PreValidation = (request: FastifyRequest) => Promise<void>;

/** onRequest of a call that stores: 503 while the disk is short of room. */
export function diskGuard(analytics: AnalyticsRepository) {
  return async (_request: FastifyRequest, reply: FastifyReply) => {
    if (analytics.hasDiskRoom()) return;
    return reply.code(503).header('retry-after', '5').send(STORAGE_UNAVAILABLE);
  };
}

/** preValidation of a batch: its text parsed as JSON, then refused (413) when over `max` items. */
export const batchOf =
  (max: number, what: string): PreValidation =>
  async (request) => {
    await parseTextBody(request);
    if (Array.isArray(request.body) && request.body.length > max) {
      throw new HttpError(413, { message: `A batch may hold at most ${max} ${what}.` });
    }
  };

/** The route options of a call that stores, with `readBody` as its preValidation when given. */
export function storingCall(
  analytics: AnalyticsRepository,
  schema: Required<Pick<FastifySchema, 'body' | 'querystring'>>,
  readBody?: PreValidation,
) {
  return {
    bodyLimit: MAX_ANALYTICS_BODY_BYTES,
    schema,
    onRequest: diskGuard(analytics),
    ...(readBody ? { preValidation: readBody } : {}),
  };
}

/** Whom a stored record counts against: the client address of the request. */
export const senderOf = (request: FastifyRequest) => ({ client: clientAddress(request.ip) });
