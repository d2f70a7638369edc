import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_NAMES } from '../../src/constants/cookies';
import { MESSAGES } from '../../src/i18n/messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The crumb this request's page should send back: the cookie's, or the one just issued. */
    crumb: string;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// The script reads the crumb to send it back: not httpOnly, by design (a double-submit token).
const COOKIE = { path: '/', sameSite: 'lax', httpOnly: false } as const;

export const newCrumb = () => randomBytes(16).toString('hex');

/** Issues a fresh crumb cookie, and makes it the request's crumb. */
export function renewCrumb(request: FastifyRequest, reply: FastifyReply): string {
  request.crumb = newCrumb();
  reply.setCookie(COOKIE_NAMES.crumb, request.crumb, COOKIE);
  return request.crumb;
}

/** Whether `sent` is the crumb of the cookie the request came with (never true without one). */
export function crumbMatches(request: FastifyRequest, sent: unknown): boolean {
  const cookie = request.cookies[COOKIE_NAMES.crumb];
  return Boolean(cookie) && sent === cookie;
}

export function sendCrumbFailure(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  renewCrumb(request, reply);
  return reply.code(401).send({ crumbFail: true, message: MESSAGES.sessionExpired });
}

/**
 * Issues the crumb cookie, and refuses state-changing API calls whose `crumb` query parameter does
 * not match it. Server-rendered forms outside /api/ (the checkout's Place order) carry the crumb as
 * a hidden field, and their routes check it with `crumbMatches` so they can answer with a page.
 */
export function registerCrumb(app: FastifyInstance): void {
  app.decorateRequest('crumb', '');
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[COOKIE_NAMES.crumb];
    if (cookie) request.crumb = cookie;
    else renewCrumb(request, reply);
    if (!MUTATING.has(request.method) || !request.url.startsWith('/api/')) return;
    const sent = (request.query as Record<string, unknown> | undefined)?.crumb;
    if (!crumbMatches(request, sent)) return sendCrumbFailure(request, reply);
  });
}
