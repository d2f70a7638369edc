import type { ApiErrorBody } from '../contract/common';

/**
 * Why a call failed, in the terms the visitor's error messages tell apart:
 * `crumb` the session crumb was refused, `cookies` the browser blocks cookies,
 * `rate-limit` HTTP 429, `offline` no response arrived, `http` any other HTTP failure.
 */
export type ApiErrorKind = 'crumb' | 'cookies' | 'rate-limit' | 'offline' | 'http';

/** The one error type every API function rejects with; showing the failure is the caller's. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number | null,
    readonly body: ApiErrorBody | null,
    options?: { cause?: unknown },
  ) {
    super(body?.message ?? body?.error ?? kind, options);
  }
}

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

/**
 * Turns any failure into an ApiError. A non-2xx answer is `crumb` when its body says crumbFail,
 * else `rate-limit` for 429, else `http`; a TypeError (what fetch rejects with when no answer
 * arrives) is `offline`; anything else, such as a body that is not JSON, is `http`.
 */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  const cause = { cause: error };
  if (error instanceof ResponseError) {
    const { status } = error.response;
    const body = await readBody(error.response);
    const kind = body?.crumbFail ? 'crumb' : status === 429 ? 'rate-limit' : 'http';
    return new ApiError(kind, status, body, cause);
  }
  return new ApiError(error instanceof TypeError ? 'offline' : 'http', null, null, cause);
}
