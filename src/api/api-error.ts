import type { ApiErrorBody } from '../contract/common';

/**
 * Why a call failed, in the terms the visitor's error messages tell apart:
 * `crumb` the session crumb was refused, `cookies` the browser blocks cookies,
 * `rate-limit` HTTP 429, `not-found` HTTP 404 (nothing at that path), `offline` no response
 * arrived, `http` any other HTTP failure.
 */
export type ApiErrorKind = 'crumb' | 'cookies' | 'rate-limit' | 'not-found' | 'offline' | 'http';

/**
 * The one error type every API function rejects with; showing the failure is the caller's. `path`
 * is the path of the request that failed (no query, so no crumb), null when none was sent; every
 * not-found error carries it.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly path: string | null;
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number | null,
    readonly body: ApiErrorBody | null,
    options?: { cause?: unknown; path?: string | null },
  ) {
    super(body?.message ?? body?.error ?? kind, options);
    this.path = options?.path ?? null;
  }
}

/** Whether a call failed because nothing is at its path (HTTP 404). */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.kind === 'not-found';

/** An answer whose status is not 2xx, as the client throws it; toApiError reads its body. */
export class ResponseError extends Error {
  constructor(readonly response: Response) {
    super(`HTTP ${response.status}`);
  }
}

/** The answer's body when it is a JSON object, else null. */
async function readBody(response: Response): Promise<ApiErrorBody | null> {
  try {
    const data: unknown = await response.clone().json();
    return data && typeof data === 'object' ? (data as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

/** The kind of a non-2xx answer: its body's crumbFail first, then its status. */
function answerKind(status: number, body: ApiErrorBody | null): ApiErrorKind {
  if (body?.crumbFail) return 'crumb';
  if (status === 429) return 'rate-limit';
  return status === 404 ? 'not-found' : 'http';
}

/**
 * Turns any failure of the request to `path` into an ApiError carrying that path. A non-2xx
 * answer is `crumb` when its body says crumbFail, else `rate-limit` for 429, `not-found` for 404,
 * else `http`; a TypeError (what fetch rejects with when no answer arrives) is `offline`;
 * anything else, such as a body that is not JSON, is `http`. An ApiError already made keeps its
 * kind and gains the path when it had none.
 */
export async function toApiError(error: unknown, path: string | null = null): Promise<ApiError> {
  if (error instanceof ApiError) {
    if (error.path !== null || path === null) return error;
    return new ApiError(error.kind, error.status, error.body, { cause: error.cause, path });
  }
  const options = { cause: error, path };
  if (error instanceof ResponseError) {
    const { status } = error.response;
    const body = await readBody(error.response);
    return new ApiError(answerKind(status, body), status, body, options);
  }
  return new ApiError(error instanceof TypeError ? 'offline' : 'http', null, null, options);
}
