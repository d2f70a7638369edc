import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MerchantSessionRepository } from '../repositories/merchant-sessions';

/** The cookie of a merchant session: its token, never the merchant secret itself. */
export const MERCHANT_COOKIE = 'sq-merchant-session';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time: both sides are hashed first, so their lengths leak nothing either. */
function sameSecret(sent: string | undefined, secret: string): boolean {
  return sent !== undefined && timingSafeEqual(digest(sent), digest(secret));
}

/** The credential of an `Authorization: Bearer <credential>` header (scheme in any case). */
function bearerOf(request: FastifyRequest): string | undefined {
  return /^Bearer +(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}

/**
 * Who the site owner is. A request is the owner's with the cookie of a live merchant session
 * (opened by signing in at /merchant/login with the merchant secret, MERCHANT_SESSION), or, for
 * scripts, with the secret itself as `Authorization: Bearer <secret>`: a browser never adds that
 * header on its own, so no other site can make one send it. The secret as a cookie is nothing.
 */
export function merchantAuth(secret: string, sessions: MerchantSessionRepository) {
  return {
    async allows(request: FastifyRequest): Promise<boolean> {
      if (sameSecret(bearerOf(request), secret)) return true;
      return sessions.isLive(request.cookies[MERCHANT_COOKIE]);
    },
    /** Opens a session for the right secret: its token and when it ends; null for any other. */
    async signIn(sent: string | undefined): Promise<{ token: string; expires: number } | null> {
      return sent && sameSecret(sent, secret) ? sessions.open() : null;
    },
    /** Ends the request's merchant session, if it has one. */
    signOut: (request: FastifyRequest) => sessions.close(request.cookies[MERCHANT_COOKIE]),
  };
}

export type MerchantAuth = ReturnType<typeof merchantAuth>;

/** Registers routes that need the site owner (the merchant-side API); others get 401. */
export function merchantRoutes(
  app: FastifyInstance,
  merchant: MerchantAuth,
  register: (scope: FastifyInstance) => void,
): void {
  app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!(await merchant.allows(request))) {
        return reply.code(401).send({ message: 'A merchant session is required.' });
      }
    });
    register(scope);
  });
}
