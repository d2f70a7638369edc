import type { FastifyReply, FastifyRequest } from 'fastify';
import { STORAGE_UNAVAILABLE } from '../plugins/errors';
import type { AnalyticsRepository } from '../repositories/analytics';

/**
 * onRequest of the analytics calls that store something: while the database's disk is short of
 * its free-space threshold (a cached reading, see repositories/disk-headroom.ts) the call is
 * answered 503 with Retry-After and the store's storage-unavailable body, before its body is read,
 * so analytics never take the room the shop's own writes need.
 */
export function diskGuard(analytics: AnalyticsRepository) {
  return async (_request: FastifyRequest, reply: FastifyReply) => {
    if (analytics.hasDiskRoom()) return;
    return reply.code(503).header('retry-after', '5').send(STORAGE_UNAVAILABLE);
  };
}
