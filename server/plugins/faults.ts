import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIE_NAMES } from '../../src/constants/cookies';
import { MESSAGES } from '../../src/i18n/messages';
import { conflict } from '../errors/domain-error';
import { sendCrumbFailure } from './crumb';
import { httpOf, STORAGE_UNAVAILABLE } from './errors';

export const FAULT_COOKIE = 'sq-fault';
/** Browsers resend a request at once when a reused connection drops; that resend fails too. */
const OFFLINE_WINDOW_MS = 500;
const CLEAR = { path: '/', maxAge: 0 } as const;
/** The `error` text of the `400-error` fault: what a visitor sees where the spec shows it [O-07]. */
export const FAULT_400_ERROR = 'This request was refused. Please check it and try again.';
/** The text the `400-errors` fault gives the field it refuses. */
export const FAULT_FIELD_ERROR = 'This entry was refused. Please check it and try again.';
/** The store's own refusal when the cart would hold more of a sku than is in stock [F-11]. */
const SHORT_STOCK = httpOf(conflict(MESSAGES.notEnoughStock));

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
 * The field a `400-errors` fault refuses: a form submission's first field (its values travel as
 * JSON text in `form`), else the JSON body's first key, else `request`.
 */
export function refusedField(body: unknown): string {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (typeof fields.form === 'string') {
    try {
      const values: unknown = JSON.parse(fields.form);
      const first = values && typeof values === 'object' ? Object.keys(values)[0] : undefined;
      if (first) return first;
    } catch {
      // Not JSON: the body's own keys name the field.
    }
  }
  return Object.keys(fields)[0] ?? 'request';
}

/**
 * Test and QA fault injection (SQ_FAULTS=1 only): the first API call that a `sq-fault=<kind>`
 * cookie targets fails that way, and the cookie is cleared. `<kind>:<call>` targets only a call
 * whose registered route path contains `<call>` (case-insensitive), so every step of a multi-call
 * flow can be failed on its own; other calls go through and keep the cookie. A dropped connection
 * cannot clear the cookie, so the server remembers which session had it and lets that session's
 * requests through again after a short window. The kinds: `429`, `500`, `503`, `401`, `404`,
 * `400-error` (a 400 whose body is `{error}` alone), `400-errors` (a 400 whose `errors` refuses
 * one field, named once the body is read: see refusedField), `stock` (the add's refusal when the
 * cart would hold more than is in stock), `crumb` (the crumb check's refusal) and `offline` (the
 * connection dropped) [RS-03].
 */
export function registerFaults(app: FastifyInstance): void {
  const droppedAt = new Map<string, number>();
  // Requests a `400-errors` fault took: refused once their body is parsed and validated.
  const refuseFields = new WeakSet<FastifyRequest>();
  app.addHook('preHandler', async (request, reply) => {
    if (!refuseFields.has(request)) return;
    refuseFields.delete(request);
    return reply.code(400).send({ errors: { [refusedField(request.body)]: FAULT_FIELD_ERROR } });
  });
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
      // A refusal that names no field: `{error}` without `errors` or `message` [RS-03].
      case '400-error':
        return reply.code(400).send({ error: FAULT_400_ERROR });
      case '400-errors':
        refuseFields.add(request);
        return;
      case 'stock':
        return reply.code(SHORT_STOCK.statusCode).send(SHORT_STOCK.body);
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
