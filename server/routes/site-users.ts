import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { XSRF_HEADER } from '../../src/api/client';
import { COOKIE_NAMES } from '../../src/constants/cookies';
import type { LoginRequest, LoginResult, SessionState } from '../../src/contract/site-users';
import { HttpError } from '../errors/http-error';
import { CART_COOKIE } from '../http/cart-cookie';
import { anyQuery, crumbQuery, memberLoginBody, memberLogoutQuery } from '../http/schemas';
import { type CheckOutcome, createLoginGuard, type MemberLoginLimits } from '../limits/login-guard';
import { PasswordCheckBusy } from '../repositories/password-hash';
import { DEVICE_MS, type SiteUserRepository } from '../repositories/site-users';

/** The HttpOnly cookie naming the member's server-side session. */
export const SESSION_COOKIE = 'SiteUserSession';
const SESSION = '/api/site-users/account/session';
/** The one answer to a wrong email and to a wrong password alike (no account enumeration). */
export const LOGIN_FAILED = 'The email or password is incorrect.';
export const LOGIN_LIMITED = 'Too many failed attempts. Please try again later.';
/** The answer when the password checks waiting have filled their queue: nothing was checked. */
export const LOGIN_BUSY = 'Too many sign-ins at once. Please try again in a moment.';
/**
 * The HttpOnly cookie naming a browser the member signed in from (limits/login-guard.ts): sent
 * only to the session endpoint, kept 400 days from the last sign-in, and kept at sign-out.
 */
export const DEVICE_COOKIE = 'sq-member-device';
/** A login body is three short fields: 8 KB is ample, and no more is read. */
export const LOGIN_BODY_LIMIT = 8 * 1024;

/**
 * Site-member sessions:
 * - POST logs in. The limits (login-guard.ts) are read and taken in one synchronous step before
 *   any password work: past a refusing one the answer is 429 with Retry-After (seconds), right
 *   password or not; the account's own delay, when due, is waited before the check. The one read
 *   before that step is whether the browser's device cookie is a known device of this account.
 *   A wrong email and a wrong password answer the same 401 after the same scrypt work. A success
 *   ends any session the browser had (rotation), opens a new one (HttpOnly, SameSite=Lax cookie;
 *   'Remember me' makes it last 30 days, else it is a browser-session cookie), writes the
 *   readable `SiteUserInfo` cookie `{authenticated, siteUserId}` the bundle reads, (re)sets the
 *   device cookie, and answers `{xsrfToken}`. The body is at most LOGIN_BODY_LIMIT bytes.
 * - The cart survives sign-in, kept, not merged: the cart the visitor holds becomes the member's;
 *   a visitor with no cart gets the member's saved cart back.
 * - DELETE logs out. Without a live session it clears the member cookies and nothing else (the
 *   visitor's cart stays as it is, nothing is copied). With one it needs that session's XSRF
 *   token in the site-user header (else 403); it ends the session and clears both cookies;
 *   `cloneCart=true` leaves the visitor a copy of the cart held when it is the member's current
 *   cart (the member keeps the original); otherwise the cart cookie goes.
 * - GET tells a tab its session's XSRF token (`{xsrfToken}`, null signed out), so a tab opened
 *   after the login can sign out too; the page's origin alone can read the answer.
 */
export function registerSiteUserRoutes(
  app: FastifyInstance,
  members: SiteUserRepository,
  limits: Partial<MemberLoginLimits> = {},
): void {
  const guard = createLoginGuard(limits);
  app.addHook('onClose', async () => guard.close());
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
    {
      bodyLimit: LOGIN_BODY_LIMIT,
      schema: { body: memberLoginBody, querystring: crumbQuery },
    },
    async (request, reply): Promise<LoginResult> => {
      const { email, password, rememberMe } = request.body;
      const deviceToken = request.cookies[DEVICE_COOKIE];
      // Which limits apply depends on whether the browser is a known device of this account: the
      // one read before them. Then every limit is read and taken in one synchronous step, before
      // any delay or password work, so parallel attempts are each counted as they arrive.
      const device = deviceToken ? await members.knownDevice(deviceToken, email) : null;
      const admission = guard.admit({
        account: email.trim().toLowerCase(),
        ip: request.ip,
        device,
      });
      if ('retryAfterMs' in admission) {
        reply.header('retry-after', String(Math.ceil(admission.retryAfterMs / 1000)));
        throw new HttpError(429, { message: LOGIN_LIMITED });
      }
      let outcome: CheckOutcome = 'unchecked';
      let siteUserId: string | null;
      try {
        if (admission.delayMs > 0) await guard.sleep(admission.delayMs);
        siteUserId = await members.authenticate(email, password);
        outcome = siteUserId ? 'succeeded' : 'failed';
      } catch (error) {
        if (!(error instanceof PasswordCheckBusy)) throw error;
        reply.header('retry-after', '1');
        throw new HttpError(503, { message: LOGIN_BUSY });
      } finally {
        admission.settle(outcome);
      }
      if (!siteUserId) throw new HttpError(401, { message: LOGIN_FAILED });
      await members.closeSession(request.cookies[SESSION_COOKIE]);
      const session = await members.openSession(siteUserId, rememberMe);
      const expires = rememberMe ? session.expires : null;
      reply.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions(expires), httpOnly: true });
      reply.setCookie(
        COOKIE_NAMES.siteUserInfo,
        JSON.stringify({ authenticated: true, siteUserId }),
        { ...cookieOptions(expires), httpOnly: false },
      );
      reply.setCookie(DEVICE_COOKIE, await members.rememberDevice(siteUserId, deviceToken), {
        path: SESSION,
        sameSite: 'lax',
        httpOnly: true,
        maxAge: DEVICE_MS / 1000,
      });
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
    { schema: { querystring: anyQuery } },
    async (request): Promise<SessionState> => {
      const session = await members.session(request.cookies[SESSION_COOKIE]);
      return { xsrfToken: session?.xsrfToken ?? null };
    },
  );

  app.delete<{ Querystring: { cloneCart?: string } }>(
    SESSION,
    { schema: { querystring: memberLogoutQuery } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      const session = await members.session(token);
      if (session && request.headers[XSRF_HEADER.toLowerCase()] !== session.xsrfToken) {
        throw new HttpError(403, { message: 'The site-user XSRF token is missing or wrong.' });
      }
      clearCookies(reply);
      if (!session) return reply.code(204).send();
      await members.closeSession(token);
      const held = request.cookies[COOKIE_NAMES.cart];
      const own =
        held && request.query.cloneCart === 'true'
          ? await members.cartOf(session.siteUserId)
          : null;
      const copy = own && own === held ? await members.cloneCart(held) : null;
      if (copy) reply.setCookie(COOKIE_NAMES.cart, copy, CART_COOKIE);
      else if (held) reply.setCookie(COOKIE_NAMES.cart, '', { ...CART_COOKIE, maxAge: 0 });
      return reply.code(204).send();
    },
  );
}
