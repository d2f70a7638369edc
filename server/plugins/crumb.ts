import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { COOKIE_NAMES } from '../../src/constants/cookies';
import { MESSAGES } from '../../src/i18n/messages';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// The script reads the crumb to send it back: not httpOnly, by design (a double-submit token).
const COOKIE = { path: '/', sameSite: 'lax', httpOnly: false } as const;

export const newCrumb = () => randomBytes(16).toString('hex');

export function sendCrumbFailure(reply: FastifyReply): FastifyReply {
  return reply
    .setCookie(COOKIE_NAMES.crumb, newCrumb(), COOKIE)
    .code(401)
    .send({ crumbFail: true, message: MESSAGES.sessionExpired });
}

/** Issues the crumb cookie, and refuses state-changing API calls whose `crumb` does not match it. */
export function registerCrumb(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[COOKIE_NAMES.crumb];
    if (!cookie) reply.setCookie(COOKIE_NAMES.crumb, newCrumb(), COOKIE);
    if (!MUTATING.has(request.method) || !request.url.startsWith('/api/')) return;
    const sent = (request.query as Record<string, unknown> | undefined)?.crumb;
    if (!cookie || sent !== cookie) return sendCrumbFailure(reply);
  });
}
