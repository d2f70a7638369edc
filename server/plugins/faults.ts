import type { FastifyInstance } from 'fastify';
import { COOKIE_NAMES } from '../../src/constants/cookies';
import { sendCrumbFailure } from './crumb';

export const FAULT_COOKIE = 'sq-fault';
/** Browsers resend a request at once when a reused connection drops; that resend fails too. */
const OFFLINE_WINDOW_MS = 500;
const CLEAR = { path: '/', maxAge: 0 } as const;

/**
 * Test and QA fault injection (SQ_FAULTS=1 only): an API request carrying `sq-fault=<kind>` fails
 * once that way. A dropped connection cannot clear the cookie, so the server remembers which
 * session had it and lets that session's requests through again after a short window.
 */
export function registerFaults(app: FastifyInstance): void {
  const droppedAt = new Map<string, number>();
  app.addHook('onRequest', async (request, reply) => {
    const fault = request.cookies[FAULT_COOKIE];
    if (!fault || !request.url.startsWith('/api/')) return;
    reply.clearCookie(FAULT_COOKIE, CLEAR);
    switch (fault) {
      case '429':
        return reply.code(429).header('retry-after', '1').send({ message: 'Too many requests.' });
      case '500':
        return reply.code(500).send({ message: 'Something went wrong on our side.' });
      case '401':
        return reply.code(401).send({ message: 'Not allowed.' });
      case '404':
        return reply.code(404).send({ message: 'Not found.' });
      case 'crumb':
        return sendCrumbFailure(request, reply);
      case 'offline': {
        const session = request.cookies[COOKIE_NAMES.crumb] ?? request.ip;
        const since = Date.now() - (droppedAt.get(session) ?? Number.NEGATIVE_INFINITY);
        if (since > OFFLINE_WINDOW_MS && droppedAt.has(session)) {
          droppedAt.delete(session);
          return;
        }
        if (!droppedAt.has(session)) droppedAt.set(session, Date.now());
        request.raw.socket.destroy();
        return reply.hijack();
      }
    }
  });
}
