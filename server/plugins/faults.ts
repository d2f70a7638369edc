import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIE_NAMES } from '../../src/constants/cookies';
import { sendCrumbFailure } from './crumb';
import { STORAGE_UNAVAILABLE } from './errors';

export const FAULT_COOKIE = 'sq-fault';
/** Browsers resend a request at once when a reused connection drops; that resend fails too. */
const OFFLINE_WINDOW_MS = 500;
const CLEAR = { path: '/', maxAge: 0 } as const;

/** A fault cookie's value: the way to fail, and optionally which call (part of its route path). */
export interface Fault {
  kind: string;
  call: string | null;
}

/** Reads `kind` or `kind:call` (e.g. `429:SaveFormSubmission`). */
export function parseFault(value: string): Fault {
  const colon = value.indexOf(':');
  if (colon < 0) return { kind: value, call: null };
  return { kind: value.slice(0, colon), call: value.slice(colon + 1).toLowerCase() || null };
}

/**
 * Whether the fault is for this request: the one whose route path names `call`, or without one
 * any API call but the analytics, which would otherwise take a fault meant for the visitor's next
 * action whenever the page happens to send them first.
 */
function targets(fault: Fault, request: FastifyRequest): boolean {
  if (!request.routeOptions.config?.api) return false;
  const route = request.routeOptions.url ?? '';
  if (fault.call === null) return !request.routeOptions.config.analytics;
  return route.toLowerCase().includes(fault.call);
}

/**
 * Test and QA fault injection (SQ_FAULTS=1 only): the first API call that a `sq-fault=<kind>`
 * cookie targets fails that way, and the cookie is cleared. `<kind>:<call>` targets only a call
 * whose registered route path contains `<call>` (case-insensitive), so every step of a multi-call
 * flow can be failed on its own; other calls go through and keep the cookie. A dropped connection
 * cannot clear the cookie, so the server remembers which session had it and lets that session's
 * requests through again after a short window.
 */
export function registerFaults(app: FastifyInstance): void {
  const droppedAt = new Map<string, number>();
  app.addHook('onRequest', async (request, reply) => {
    const value = request.cookies[FAULT_COOKIE];
    if (!value) return;
    const fault = parseFault(value);
    if (!targets(fault, request)) return;
    reply.clearCookie(FAULT_COOKIE, CLEAR);
    switch (fault.kind) {
      case '429':
        return reply.code(429).header('retry-after', '1').send({ message: 'Too many requests.' });
      case '500':
        return reply.code(500).send({ message: 'Something went wrong on our side.' });
      case '503':
        return reply.code(503).header('retry-after', '5').send(STORAGE_UNAVAILABLE);
      case '401':
        return reply.code(401).send({ message: 'Not allowed.' });
      case '404':
        return reply.code(404).send({ message: 'Not found.' });
      case 'crumb':
        return sendCrumbFailure(request, reply);
      case 'offline': {
        const session = request.cookies[COOKIE_NAMES.crumb] ?? request.ip;
        const since = Date.now() - (droppedAt.get(session) ?? Number.NEGATIVE_INFINITY);
        if (since > OFFLINE_WINDOW_MS && droppedAt.has(session)) {
          droppedAt.delete(session);
          return;
        }
        if (!droppedAt.has(session)) droppedAt.set(session, Date.now());
        request.raw.socket.destroy();
        return reply.hijack();
      }
    }
  });
}
