import * as v from 'valibot';
import { ApiError } from '../src/api/api-error';
import type { ApiClient } from '../src/api/client';
import { type AnalyticsSummary, analyticsSummary } from '../src/contract/analytics';
import type { DayRange } from './range';
import { TEXT } from './strings';

/**
 * Reads the owner's summary: `GET /api/merchant/analytics/summary?from=…&to=…` (no range: the
 * server's default), sent with the merchant session cookie, its answer checked against the
 * contract. Resolves, never rejects: to the summary; to `session` when the server refuses the
 * session (401), so the page offers the login again; or to `failed` with the reason in words.
 */

export const SUMMARY_PATH = 'api/merchant/analytics/summary';

export type SummaryResult =
  | { kind: 'ok'; summary: AnalyticsSummary }
  | { kind: 'session' }
  | { kind: 'failed'; reason: string };

export async function loadSummary(
  client: ApiClient,
  range: DayRange | null,
  signal?: AbortSignal,
): Promise<SummaryResult> {
  let answer: unknown;
  try {
    answer = await client.request('get', SUMMARY_PATH, {
      searchParams: range ? { from: range.from, to: range.to } : {},
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { kind: 'session' };
    return { kind: 'failed', reason: reasonOf(error) };
  }
  const parsed = v.safeParse(analyticsSummary, answer);
  return parsed.success
    ? { kind: 'ok', summary: parsed.output }
    : { kind: 'failed', reason: TEXT.badAnswer };
}

/** Why a call failed, for the owner: the server's own message when it sent one. */
function reasonOf(error: unknown): string {
  if (!(error instanceof ApiError) || error.kind === 'offline') return TEXT.offline;
  const message = error.body?.message ?? error.body?.error;
  if (message) return message;
  return error.status === null ? TEXT.badAnswer : TEXT.serverStatus(error.status);
}
