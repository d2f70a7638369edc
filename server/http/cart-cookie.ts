import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_NAMES } from '../../src/constants/cookies';

/**
 * The cart cookie: it names the visitor's open cart, and the script reads it (so it is not
 * httpOnly) to decide whether to load the cart at start. Kept two weeks, sent on same-site
 * navigations.
 */
export const CART_COOKIE = {
  path: '/',
  sameSite: 'lax',
  httpOnly: false,
  maxAge: 14 * 24 * 3600,
} as const;

/** After an order: a cart cookie naming the purchased cart is cleared, so a new cart starts. */
export function clearPurchasedCartCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  purchasedCartId: string,
): void {
  if (request.cookies[COOKIE_NAMES.cart] === purchasedCartId) {
    reply.setCookie(COOKIE_NAMES.cart, '', { ...CART_COOKIE, maxAge: 0 });
  }
}
