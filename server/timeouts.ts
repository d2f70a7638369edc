/**
 * How long a client may take over a connection, as Fastify's and Node's server options. A request,
 * headers and body, must arrive whole within the request timeout, and its headers within the
 * headers timeout (the shorter of the two): a client that stalls is answered 408 and its
 * connection closed, checked every second (Node checks incomplete requests on an interval), so a
 * stalled body holds its connection at most a second past the limit: 29 s and the check's second
 * make sure a half-sent body is dropped within 30 s. A connection on which nothing
 * moves either way (a client that stops reading an answer) is closed after the idle timeout, and
 * an idle keep-alive connection after the keep-alive timeout, which outlasts the 60 s a proxy in
 * front usually keeps one, so the proxy never reuses a connection the server is closing.
 */

export const REQUEST_TIMEOUT_MS = 29_000;
export const HEADERS_TIMEOUT_MS = 10_000;
export const IDLE_TIMEOUT_MS = 60_000;
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** How often Node looks for requests past their timeouts. */
const CHECK_INTERVAL_MS = 1000;

/** The Fastify options for a request timeout of `requestMs` (REQUEST_TIMEOUT_MS unless told). */
export function connectionTimeouts(requestMs: number = REQUEST_TIMEOUT_MS) {
  const headersMs = Math.min(HEADERS_TIMEOUT_MS, requestMs);
  return {
    requestTimeout: requestMs,
    connectionTimeout: Math.max(IDLE_TIMEOUT_MS, requestMs),
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      requestTimeout: requestMs,
      headersTimeout: headersMs,
      connectionsCheckingInterval: Math.min(CHECK_INTERVAL_MS, requestMs),
    },
  };
}
