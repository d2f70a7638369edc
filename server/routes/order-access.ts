import type { FastifyReply, FastifyRequest } from 'fastify';
import { newToken } from '../repositories/ids';
import type { OrderAccess } from '../repositories/order-repository';

/** The cookie that lets the browser which placed an order read it again, out of scripts' reach. */
export const ORDER_KEY_COOKIE = 'sq-order-key';
const COOKIE = {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 30 * 24 * 3600,
} as const;
/** What an order key looks like (newToken's shape); anything else is replaced by a fresh one. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The request's order key and the token it carries in `?token=`. */
export function orderAccessOf(request: FastifyRequest): OrderAccess {
  const { token } = (request.query ?? {}) as { token?: unknown };
  return {
    token: typeof token === 'string' ? token : null,
    placerKey: request.cookies[ORDER_KEY_COOKIE] ?? null,
  };
}

/** The visitor's order key, or a fresh one for a visitor who has none yet. */
export function placerKeyOf(request: FastifyRequest): string {
  const existing = request.cookies[ORDER_KEY_COOKIE];
  return existing && KEY_SHAPE.test(existing) ? existing : newToken();
}

/**
 * After an order is placed: its placer's key is kept in the cookie, renewed for 30 days (Secure as
 * the server's cookie settings say).
 */
export function rememberPlacerKey(reply: FastifyReply, key: string): void {
  reply.setCookie(ORDER_KEY_COOKIE, key, COOKIE);
}
