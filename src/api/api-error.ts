import { HTTPError, TimeoutError } from 'ky';
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

async function readBody(response: Response): Promise<ApiErrorBody | null> {
  try {
    const data: unknown = await response.clone().json();
    return data && typeof data === 'object' ? (data as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

/** Turns whatever ky threw into an ApiError. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const { status } = error.response;
    const body = await readBody(error.response);
    if (body?.crumbFail) return new ApiError('crumb', status, body, { cause: error });
    if (status === 429) return new ApiError('rate-limit', status, body, { cause: error });
    return new ApiError('http', status, body, { cause: error });
  }
  if (error instanceof TimeoutError || error instanceof TypeError) {
    return new ApiError('offline', null, null, { cause: error });
  }
  return new ApiError('http', null, null, { cause: error });
}
