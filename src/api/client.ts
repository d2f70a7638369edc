import ky, { type KyInstance, type Options } from 'ky';
import { ApiError, toApiError } from './api-error';

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

type RequestOptions = Pick<
  Options,
  'json' | 'searchParams' | 'body' | 'headers' | 'credentials' | 'signal'
>;

export interface ApiClient {
  /** Sends a call and reads its JSON answer (null for an empty body). */
  request<T>(method: Method, path: string, options?: RequestOptions): Promise<T>;
  /** GETs a text resource, such as a static HTML page, with the same retries and errors. */
  getText(path: string): Promise<string>;
}

function defaultBaseUrl(): string {
  return typeof location === 'undefined' ? 'http://localhost/' : `${location.origin}/`;
}

/**
 * One ky instance for every domain module. GETs retry with backoff and honour Retry-After;
 * state-changing calls are never retried, carry the crumb, and reject with ApiError.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl ?? defaultBaseUrl(),
    fetch: options.fetch,
    timeout: 15_000,
    retry: {
      limit: 2,
      methods: ['get'],
      statusCodes: [408, 429, 500, 502, 503, 504],
      afterStatusCodes: [413, 429, 503],
      backoffLimit: 3_000,
    },
  });

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
    init: RequestOptions = {},
  ): Promise<string> {
    const mutating = method !== 'get';
    if (mutating && options.cookiesEnabled && !options.cookiesEnabled()) {
      throw new ApiError('cookies', null, null);
    }
    const searchParams = new URLSearchParams(
      init.searchParams as Record<string, string> | undefined,
    );
    const crumb = mutating ? options.getCrumb() : null;
    if (crumb) searchParams.set('crumb', crumb);
    const headers = new Headers(init.headers as HeadersInit | undefined);
    const xsrf = path.startsWith('api/site-users/') ? options.getXsrfToken?.() : null;
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
    try {
      const response = await http(path.replace(/^\//, ''), {
        ...init,
        method,
        searchParams,
        headers,
      });
      return await response.text();
    } catch (error) {
      throw await toApiError(error);
    }
  }

  return {
    async request<T>(method: Method, path: string, init?: RequestOptions): Promise<T> {
      const text = await send(method, path, init);
      try {
        return (text ? JSON.parse(text) : null) as T;
      } catch (error) {
        throw await toApiError(error);
      }
    },
    getText: (path) => send('get', path),
  };
}
