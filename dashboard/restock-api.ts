import * as v from 'valibot';
import { ApiError } from '../src/api/api-error';
import type { ApiClient } from '../src/api/client';
import {
  type SendRequest,
  type SentGroup,
  type SignUpGroup,
  type sendAllBody,
  sendResult,
  sentGroupsPage,
  signUpGroupsPage,
  signUpsPage,
} from '../src/contract/merchant-restock';
import type { Result } from './site-settings-api';
import { TEXT } from './strings';

/**
 * The back-in-stock page's calls (A-22..A-25 and the notices sent), with the merchant session
 * cookie and, for the sends, the crumb; each answer is checked against the contract. Each resolves,
 * never rejects, as the site settings' calls do (site-settings-api.ts): to its answer, to `session`
 * when the server refuses the session, or to `failed` with the reason in words. A list's page is
 * its items and the cursor of the page after it (null on the last page).
 */

const BASE = 'api/site-users/account/notifications/restock';

/** Where the browser downloads every signup as CSV (a link: the session cookie goes with it). */
export const SIGNUPS_CSV_URL = `/${BASE}/signups.csv`;

/** The most variants one send-all call may carry (the contract's limit). */
export const SEND_ALL_BATCH = 500;

export interface Page<T> {
  items: T[];
  next: string | null;
}

/** A send's outcome: how many were notified; a failure of send-all says how many were before it. */
export type SendOutcome = Result<number> & { sentBefore?: number };

export type Signup = v.InferOutput<typeof signUpsPage>['signUps'][number];

/** Why a call failed, for the owner: the server's own message when it sent one. */
function reasonOf(error: unknown): string {
  if (!(error instanceof ApiError) || error.kind === 'offline') return TEXT.offline;
  const message = error.body?.message ?? error.body?.error;
  if (message) return message;
  return error.status === null ? TEXT.badAnswer : TEXT.serverStatus(error.status);
}

const failed = (reason: string, status: number | null = null) =>
  ({ kind: 'failed', reason, errors: {}, status }) as const;

/** Sends a call and checks its answer against `schema`. */
async function call<S extends v.GenericSchema>(
  schema: S,
  work: () => Promise<unknown>,
): Promise<Result<v.InferOutput<S>>> {
  let answer: unknown;
  try {
    answer = await work();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && error.kind !== 'crumb') {
      return { kind: 'session' };
    }
    return failed(reasonOf(error), error instanceof ApiError ? error.status : null);
  }
  const parsed = v.safeParse(schema, answer);
  return parsed.success ? { kind: 'ok', value: parsed.output } : failed(TEXT.badAnswer);
}

/** A result's value changed by `map`; a refusal or failure as it was. */
function mapped<T, U>(result: Result<T>, map: (value: T) => U): Result<U> {
  return result.kind === 'ok' ? { kind: 'ok', value: map(result.value) } : result;
}

const cursorQuery = (cursor: string | null): Record<string, string> => (cursor ? { cursor } : {});

const nextOf = (page: { hasNextPage: boolean; nextPageCursor: string | null }) =>
  page.hasNextPage ? page.nextPageCursor : null;

export function restockApi(client: ApiClient) {
  const groups = async (cursor: string | null): Promise<Result<Page<SignUpGroup>>> =>
    mapped(
      await call(signUpGroupsPage, () =>
        client.request('get', `${BASE}/groups`, { searchParams: cursorQuery(cursor) }),
      ),
      (page) => ({ items: page.signUpGroups, next: nextOf(page) }),
    );

  return {
    groups,

    signups: async (variant: SendRequest, cursor: string | null): Promise<Result<Page<Signup>>> =>
      mapped(
        await call(signUpsPage, () =>
          client.request('get', BASE, { searchParams: { ...variant, ...cursorQuery(cursor) } }),
        ),
        (page) => ({ items: page.signUps, next: nextOf(page) }),
      ),

    sent: async (cursor: string | null): Promise<Result<Page<SentGroup>>> =>
      mapped(
        await call(sentGroupsPage, () =>
          client.request('get', `${BASE}/sent`, { searchParams: cursorQuery(cursor) }),
        ),
        (page) => ({ items: page.sentGroups, next: nextOf(page) }),
      ),

    /** Every waiting group, following the cursors from the first page to the last. */
    async everyGroup(): Promise<Result<SignUpGroup[]>> {
      const all: SignUpGroup[] = [];
      let cursor: string | null = null;
      do {
        const page: Result<Page<SignUpGroup>> = await groups(cursor);
        if (page.kind !== 'ok') return page;
        all.push(...page.value.items);
        cursor = page.value.next;
      } while (cursor);
      return { kind: 'ok', value: all };
    },

    send: async (variant: SendRequest): Promise<SendOutcome> =>
      mapped(
        await call(sendResult, () =>
          client.request('post', `${BASE}/send`, {
            json: { productId: variant.productId, variantId: variant.variantId },
          }),
        ),
        (answer) => answer.sent,
      ),

    /**
     * Sends the notices of `variants`, SEND_ALL_BATCH a call, one call after another; stops at the
     * first failure, whose result then says how many were sent before it (`sentBefore`).
     */
    async sendAll(variants: SendRequest[]): Promise<SendOutcome> {
      let sent = 0;
      for (let at = 0; at < variants.length; at += SEND_ALL_BATCH) {
        const sendRequests = variants
          .slice(at, at + SEND_ALL_BATCH)
          .map(({ productId, variantId }) => ({ productId, variantId }));
        const body: v.InferInput<typeof sendAllBody> = { sendRequests };
        const result = await call(sendResult, () =>
          client.request('post', `${BASE}/send/all`, { json: body }),
        );
        if (result.kind !== 'ok') return { ...result, sentBefore: sent };
        sent += result.value.sent;
      }
      return { kind: 'ok', value: sent };
    },
  };
}

export type RestockApi = ReturnType<typeof restockApi>;
