import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const MERCHANT_COOKIE = 'sq-merchant-session';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time: both sides are hashed first, so their lengths leak nothing either. */
export function sameSecret(sent: string | undefined, secret: string): boolean {
  return sent !== undefined && timingSafeEqual(digest(sent), digest(secret));
}

/**
 * Registers routes that need the site owner's session (the merchant-side API); others get 401.
 * The reference server's session is one configured secret cookie value (MERCHANT_SESSION).
 */
export function merchantRoutes(
  app: FastifyInstance,
  merchantSession: string,
  register: (merchant: FastifyInstance) => void,
): void {
  app.register(async (merchant) => {
    merchant.addHook('onRequest', async (request, reply) => {
      if (!sameSecret(request.cookies[MERCHANT_COOKIE], merchantSession)) {
        return reply.code(401).send({ message: 'A merchant session is required.' });
      }
    });
    register(merchant);
  });
}
