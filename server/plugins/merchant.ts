import type { FastifyInstance } from 'fastify';

export const MERCHANT_COOKIE = 'sq-merchant-session';

/**
 * Registers routes that need the site owner's session (the merchant-side API of spec §6); others
 * get 401. The reference server's session is one configured cookie value.
 */
export function merchantRoutes(
  app: FastifyInstance,
  merchantSession: string,
  register: (merchant: FastifyInstance) => void,
): void {
  app.register(async (merchant) => {
    merchant.addHook('onRequest', async (request, reply) => {
      if (request.cookies[MERCHANT_COOKIE] !== merchantSession) {
        return reply.code(401).send({ message: 'A merchant session is required.' });
      }
    });
    register(merchant);
  });
}
