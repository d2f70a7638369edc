import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OrderAccess, PlacerKey } from '../repositories/order-repository';

/**
 * What a request presents to read or place an order: the token of a confirmation link, and the
 * order key its httpOnly cookie carries, which placing an order renews for 30 days. The order
 * routes and the checkout pages read and set them here alone.
 */

/** The cookie that lets the browser which placed an order read it again, out of scripts' reach. */
export const ORDER_KEY_COOKIE = 'sq-order-key';
const COOKIE = {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 30 * 24 * 3600,
} as const;
/** What an order key looks like (newToken's shape); anything else is not presented at all. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The request's order key and the token it carries in `?token=`. */
export function orderAccessOf(request: FastifyRequest): OrderAccess {
  const { token } = (request.query ?? {}) as { token?: unknown };
  return {
    token: typeof token === 'string' ? token : null,
    placerKey: request.cookies[ORDER_KEY_COOKIE] ?? null,
  };
}

/**
 * The order key the visitor's cookie presents, for placing an order. Placing it settles the key
 * (order-repository.ts): the presented one only when the server issued it, else a fresh one.
 */
export function placerKeyOf(request: FastifyRequest): PlacerKey {
  const existing = request.cookies[ORDER_KEY_COOKIE];
  return { presented: existing && KEY_SHAPE.test(existing) ? existing : null };
}

/**
 * After an order is placed: the key it was placed under is kept in the cookie, renewed for 30 days
 * (Secure as the server's cookie settings say).
 */
export function rememberPlacerKey(reply: FastifyReply, placer: PlacerKey): void {
  if (!placer.key) throw new Error('an order key is settled by placing an order with it');
  reply.setCookie(ORDER_KEY_COOKIE, placer.key, COOKIE);
}
