import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GenericSchema } from 'valibot';
import { XSRF_HEADER } from '../../src/api/client';
import { COOKIE_NAMES } from '../../src/constants/cookies';
import { anyQuery, crumbQuery } from '../../src/contract/common';
import {
  type LoginRequest,
  type LoginResult,
  loginBody,
  logoutQuery,
  type SessionState,
} from '../../src/contract/site-users';
import { HttpError } from '../errors/http-error';
import type { LoginLimiter } from '../repositories/login-limiter';
import type { SiteUserRepository } from '../repositories/site-users';
import { CART_COOKIE } from './cart';

/** The HttpOnly cookie naming the member's server-side session. */
export const SESSION_COOKIE = 'SiteUserSession';
const SESSION = '/api/site-users/account/session';
/** The one answer to a wrong email and to a wrong password alike (no account enumeration). */
export const LOGIN_FAILED = 'The email or password is incorrect.';
export const LOGIN_LIMITED = 'Too many failed attempts. Please try again later.';

const derive = (schema: GenericSchema) => {
  const { $schema: _, ...json } = toJsonSchema(schema, { target: 'draft-07', errorMode: 'throw' });
  return json;
};

/**
 * Site-member sessions:
 * - POST logs in. Failures are counted per account (5 in 15 minutes) and per client (20 in 15
 *   minutes, a client trying many accounts); past either, attempts answer 429 with Retry-After
 *   (seconds) until the window lets one go, right password or not. A
 *   wrong email and a wrong password answer the same 401 after the same scrypt work. A success
 *   ends any session the browser had (rotation), opens a new one (HttpOnly, SameSite=Lax cookie;
 *   'Remember me' makes it last 30 days, else it is a browser-session cookie), writes the
 *   readable `SiteUserInfo` cookie `{authenticated, siteUserId}` the bundle reads, and answers
 *   `{xsrfToken}`.
 * - The cart survives sign-in, kept, not merged: the cart the visitor holds becomes the member's;
 *   a visitor with no cart gets the member's saved cart back.
 * - DELETE logs out: with a live session it needs that session's XSRF token in the site-user
 *   header (else 403); it ends the session and clears both cookies. `cloneCart=true` leaves the
 *   visitor a copy of the cart (the member keeps the original); otherwise the cart cookie goes.
 * - GET tells a tab its session's XSRF token (`{xsrfToken}`, null signed out), so a tab opened
 *   after the login can sign out too; the page's origin alone can read the answer.
 */
export function registerSiteUserRoutes(
  app: FastifyInstance,
  members: SiteUserRepository,
  limits: { accounts: LoginLimiter; clients: LoginLimiter },
): void {
  const cookieOptions = (expires: number | null) => ({
    path: '/',
    sameSite: 'lax' as const,
    ...(expires === null ? {} : { expires: new Date(expires) }),
  });
  const clearCookies = (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(COOKIE_NAMES.siteUserInfo, { path: '/' });
  };

  app.post<{ Body: LoginRequest }>(
    SESSION,
    { schema: { body: derive(loginBody), querystring: derive(crumbQuery) } },
    async (request, reply): Promise<LoginResult> => {
      const { email, password, rememberMe } = request.body;
      const account = email.trim().toLowerCase();
      const wait = Math.max(
        limits.accounts.retryAfterMs(account),
        limits.clients.retryAfterMs(request.ip),
      );
      if (wait > 0) {
        reply.header('retry-after', String(Math.ceil(wait / 1000)));
        throw new HttpError(429, { message: LOGIN_LIMITED });
      }
      const siteUserId = await members.authenticate(email, password);
      if (!siteUserId) {
        limits.accounts.fail(account);
        limits.clients.fail(request.ip);
        throw new HttpError(401, { message: LOGIN_FAILED });
      }
      limits.accounts.clear(account);
      await members.closeSession(request.cookies[SESSION_COOKIE]);
      const session = await members.openSession(siteUserId, rememberMe);
      const expires = rememberMe ? session.expires : null;
      reply.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions(expires), httpOnly: true });
      reply.setCookie(
        COOKIE_NAMES.siteUserInfo,
        JSON.stringify({ authenticated: true, siteUserId }),
        { ...cookieOptions(expires), httpOnly: false },
      );
      await keepCart(request, reply, siteUserId);
      return { xsrfToken: session.xsrfToken };
    },
  );

  /** The cart in hand becomes the member's; with none, the member's saved cart comes back. */
  async function keepCart(request: FastifyRequest, reply: FastifyReply, siteUserId: string) {
    const held = request.cookies[COOKIE_NAMES.cart];
    if (held) await members.setCart(siteUserId, held);
    const cartId = await members.cartOf(siteUserId);
    if (cartId && cartId !== held) reply.setCookie(COOKIE_NAMES.cart, cartId, CART_COOKIE);
  }

  app.get(
    SESSION,
    { schema: { querystring: derive(anyQuery) } },
    async (request): Promise<SessionState> => {
      const session = await members.session(request.cookies[SESSION_COOKIE]);
      return { xsrfToken: session?.xsrfToken ?? null };
    },
  );

  app.delete<{ Querystring: { cloneCart?: string } }>(
    SESSION,
    { schema: { querystring: derive(logoutQuery) } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      const session = await members.session(token);
      if (session && request.headers[XSRF_HEADER.toLowerCase()] !== session.xsrfToken) {
        throw new HttpError(403, { message: 'The site-user XSRF token is missing or wrong.' });
      }
      await members.closeSession(token);
      clearCookies(reply);
      const held = request.cookies[COOKIE_NAMES.cart];
      const copy =
        held && request.query.cloneCart === 'true' ? await members.cloneCart(held) : null;
      if (copy) reply.setCookie(COOKIE_NAMES.cart, copy, CART_COOKIE);
      else if (held) reply.setCookie(COOKIE_NAMES.cart, '', { ...CART_COOKIE, maxAge: 0 });
      return reply.code(204).send();
    },
  );
}
