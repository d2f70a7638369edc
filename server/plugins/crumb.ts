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

// The script reads the crumb to send it back: not httpOnly, by design (a double-submit token).
const COOKIE = { path: '/', sameSite: 'lax', httpOnly: false } as const;
const kIssue = Symbol('crumb.issue');
type WithIssue = FastifyRequest & { [kIssue]?: boolean };

export const newCrumb = () => randomBytes(16).toString('hex');

/** Issues a fresh crumb cookie, and makes it the request's crumb. */
export function renewCrumb(request: FastifyRequest, reply: FastifyReply): string {
  request.crumb = newCrumb();
  (request as WithIssue)[kIssue] = false;
  reply.setCookie(COOKIE_NAMES.crumb, request.crumb, COOKIE);
  return request.crumb;
}

/** Whether `sent` is the crumb of the cookie the request came with (never true without one). */
export function crumbMatches(request: FastifyRequest, sent: unknown): boolean {
  const cookie = request.cookies[COOKIE_NAMES.crumb];
  return Boolean(cookie) && sent === cookie;
}

/**
 * Refuses a call whose crumb does not match, and issues a fresh crumb cookie with the refusal
 * an analytics call's refusal issues none (see `carriesCrumb`).
 */
export function sendCrumbFailure(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (!request.routeOptions.config?.analytics) renewCrumb(request, reply);
  return reply.code(401).send({ crumbFail: true, message: MESSAGES.sessionExpired });
}

/**
 * A response a page's script reads the crumb cookie from: an API answer or a document. Not an
 * analytics call's: on a page that came without the cookie (a cached copy), each answer to a
 * request without it would issue a different crumb, and the page's idle-time beacons, whose
 * answers nothing reads, would replace the crumb a shopper's add had just been sent with.
 */
function carriesCrumb(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.routeOptions.config?.analytics) return false;
  if (request.routeOptions.config?.api) return true;
  return String(reply.getHeader('content-type') ?? '').startsWith('text/html');
}

/**
 * Gives a visitor without a crumb one (sent with documents and API answers only, never with the
 * bundle or other assets, which caches must be able to keep), and refuses a state-changing API
 * call whose `crumb` query parameter does not match the cookie. Which calls need it is the matched
 * route's `crumb` flag (plugins/route-kind.ts). Server-rendered forms outside /api/ (the checkout's
 * Place order) carry the crumb as a hidden field, and their routes check it with `crumbMatches` so
 * they can answer with a page.
 */
export function registerCrumb(app: FastifyInstance): void {
  app.decorateRequest('crumb', '');
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[COOKIE_NAMES.crumb];
    request.crumb = cookie || newCrumb();
    (request as WithIssue)[kIssue] = !cookie;
    if (!request.routeOptions.config?.crumb) return;
    const sent = (request.query as Record<string, unknown> | undefined)?.crumb;
    if (!crumbMatches(request, sent)) return sendCrumbFailure(request, reply);
  });
  app.addHook('onSend', async (request, reply) => {
    if (!(request as WithIssue)[kIssue] || !carriesCrumb(request, reply)) return;
    (request as WithIssue)[kIssue] = false;
    reply.setCookie(COOKIE_NAMES.crumb, request.crumb, COOKIE);
  });
}
