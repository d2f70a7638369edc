import { unlessLeaving } from '../page/leaving';
import { ApiError, ResponseError, toApiError } from './api-error';

export interface ApiClientOptions {
  /** Origin and path prefix of the API; the platform fixes no host, so same-origin by default. */
  baseUrl?: string;
  /** The crumb cookie's current value (read at each call: the server may have renewed it). */
  getCrumb: () => string | null;
  /** The site-user XSRF token, once a login returned one. */
  getXsrfToken?: () => string | null;
  /** False when the browser blocks cookies: state-changing calls then fail before any request. */
  cookiesEnabled?: () => boolean;
  fetch?: typeof fetch;
}

export const XSRF_HEADER = 'X-SiteUser-XSRF-Token';

type Method = 'get' | 'post' | 'put' | 'delete';

export interface RequestOptions {
  /** Sent as the body, serialized, with `content-type: application/json`. */
  json?: unknown;
  /** The query; paths carry none of their own. */
  searchParams?: Record<string, string> | URLSearchParams;
  body?: BodyInit | null;
  headers?: HeadersInit;
  credentials?: RequestCredentials;
  signal?: AbortSignal;
  /** The request outlives the page: a call sent as the visitor follows a link still goes. */
  keepalive?: boolean;
}

export interface ApiClient {
  /** Sends a call and reads its JSON answer (null for an empty body). */
  request<T>(method: Method, path: string, options?: RequestOptions): Promise<T>;
  /** GETs a text resource, such as a static HTML page, with the same retries and errors. */
  getText(path: string): Promise<string>;
}

/** Milliseconds an attempt may wait for an answer before the call fails as `offline`. */
const TIMEOUT = 15_000;
/** How many times a GET is sent again after a failure that may pass. */
const RETRIES = 2;
/** Statuses after which a GET is sent again. */
const RETRY_STATUSES = [408, 429, 500, 502, 503, 504];

/**
 * One attempt, under a controller that the caller's signal and a 15 s timer both abort: rejects
 * with an `offline` ApiError when the timer fired, with a ResponseError for a non-2xx answer.
 */
async function attempt(fetchFn: typeof fetch, url: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const { signal } = init;
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, TIMEOUT);
  try {
    const response = await fetchFn(url, { ...init, signal: controller.signal });
    if (!response.ok) throw new ResponseError(response);
    return response;
  } catch (error) {
    throw timedOut ? new ApiError('offline', null, null, { cause: error }) : error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * Milliseconds to wait before sending a GET again after its attempt number `tried` (from 1)
 * failed with `error`, or undefined not to: never after the last retry or a timeout; after a
 * network failure, or an answer whose status is in RETRY_STATUSES, 0.3 s doubling with each
 * attempt, at most 3 s, unless a 429 or 503 answer says Retry-After (seconds or an HTTP date).
 */
function retryDelay(tried: number, error: unknown): number | undefined {
  if (tried > RETRIES || error instanceof ApiError) return;
  if (error instanceof ResponseError) {
    const { status, headers } = error.response;
    if (!RETRY_STATUSES.includes(status)) return;
    const after = (status === 429 || status === 503) && headers.get('retry-after');
    if (after) return Number(after) >= 0 ? Number(after) * 1000 : Date.parse(after) - Date.now();
  }
  return Math.min(300 * 2 ** (tried - 1), 3000);
}

/** Resolves after `ms`, or rejects with the abort reason as soon as the caller's signal aborts. */
function wait(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => reject(signal.reason));
  });
}

/**
 * Sends attempts until one answers 2xx; rejects with the failure of a state-changing call, of a
 * call the caller aborted, or of the attempt `retryDelay` says not to repeat.
 */
async function fetchWithRetry(fetchFn: typeof fetch, url: string, init: RequestInit) {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt(fetchFn, url, init);
    } catch (error) {
      const delay =
        init.method === 'GET' && !init.signal?.aborted ? retryDelay(tried, error) : null;
      if (delay == null) throw error;
      await wait(delay, init.signal);
    }
  }
}

/** The API's root URL, ending in a slash: the configured base, else the page's own origin. */
export function apiRoot(baseUrl?: string | null): string {
  return (baseUrl ?? globalThis.location?.origin ?? 'http://localhost').replace(/\/?$/, '/');
}

/**
 * The URL of a call: the root, the path (leading slash dropped), and the query, which for a
 * state-changing call carries the crumb as `crumb` [A-33].
 */
export function callUrl(root: string, path: string, query: URLSearchParams, crumb?: string | null) {
  if (crumb) query.set('crumb', crumb);
  const search = String(query);
  return `${root}${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
}

/**
 * The client every domain module shares. A call goes to baseUrl + path (leading slash dropped) +
 * query; `json` becomes the body. GETs retry (see `retryDelay`); state-changing calls are never
 * retried here, carry the crumb, and every failure rejects with ApiError.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = apiRoot(options.baseUrl);
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));

  /**
   * A state-changing call sent with no crumb at all (the page came without the cookie, from a
   * cache for example) is sent once more with the crumb its refusal issued; a crumb that was sent
   * and refused has expired, and that is the caller's to report.
   */
  async function send(method: Method, path: string, init: RequestOptions = {}): Promise<string> {
    const hadCrumb = Boolean(options.getCrumb());
    try {
      return await sendOnce(method, path, init);
    } catch (error) {
      const retry =
        method !== 'get' &&
        !hadCrumb &&
        error instanceof ApiError &&
        error.kind === 'crumb' &&
        Boolean(options.getCrumb());
      if (!retry) throw error;
      return sendOnce(method, path, init);
    }
  }

  async function sendOnce(
    method: Method,
    path: string,
    { json, searchParams, ...init }: RequestOptions = {},
  ): Promise<string> {
    const mutating = method !== 'get';
    if (mutating && options.cookiesEnabled && !options.cookiesEnabled()) {
      throw new ApiError('cookies', null, null, { path: requestPath(path) });
    }
    const crumb = mutating ? options.getCrumb() : null;
    const headers = new Headers(init.headers);
    const xsrf = path.startsWith('api/site-users/') ? options.getXsrfToken?.() : null;
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
    if (json !== undefined && !headers.has('content-type')) {
      headers.set('content-type', 'application/json');
    }
    const url = callUrl(baseUrl, path, new URLSearchParams(searchParams), crumb);
    try {
      // A call the visitor's departure cancels is no failure: it never settles (see leaving.ts).
      const response = await unlessLeaving(() =>
        fetchWithRetry(fetchFn, url, {
          ...init,
          method: method.toUpperCase(),
          headers,
          body: json === undefined ? init.body : JSON.stringify(json),
        }),
      );
      return await response.text();
    } catch (error) {
      throw await toApiError(error, requestPath(path));
    }
  }

  /** The path a call to `path` requests, as its failure reports it: no query, so no crumb [A-42]. */
  const requestPath = (path: string) => new URL(`${baseUrl}${path.replace(/^\//, '')}`).pathname;

  return {
    async request<T>(method: Method, path: string, init?: RequestOptions): Promise<T> {
      const text = await send(method, path, init);
      try {
        return (text ? JSON.parse(text) : null) as T;
      } catch (error) {
        throw await toApiError(error, requestPath(path));
      }
    },
    getText: (path) => send('get', path),
  };
}
