import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../src/api/client';
import { restockApi, SEND_ALL_BATCH } from './restock-api';

const BASE = 'http://shop.test/api/site-users/account/notifications/restock';

type Answer = { status?: number; body: unknown };

/** The API over a client whose fetch answers each call in turn and records what was sent. */
function apiAnswering(...answers: Answer[]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      method: String(init?.method),
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  const client = createApiClient({ baseUrl: 'http://shop.test', getCrumb: () => 'k1', fetch });
  return { api: restockApi(client), calls };
}

const group = (variantId: string) => ({
  productId: 'p1',
  variantId,
  productTitle: 'Canvas Tote',
  variantAttributes: { Size: 'L' },
  signUpCount: 2,
  oldestSignUp: 1,
});

describe('the back-in-stock page’s calls', () => {
  it('read a page of groups by its cursor, with the next page’s cursor only while one follows', async () => {
    const { api, calls } = apiAnswering(
      { body: { signUpGroups: [group('V1')], hasNextPage: true, nextPageCursor: 'c2' } },
      { body: { signUpGroups: [group('V2')], hasNextPage: false, nextPageCursor: 'stale' } },
    );
    expect(await api.groups(null)).toEqual({
      kind: 'ok',
      value: { items: [group('V1')], next: 'c2' },
    });
    expect(await api.groups('c2')).toEqual({
      kind: 'ok',
      value: { items: [group('V2')], next: null },
    });
    expect(calls.map((c) => c.url)).toEqual([`${BASE}/groups`, `${BASE}/groups?cursor=c2`]);
  });

  it('read a variant’s signups and the sent notices by their cursors', async () => {
    const { api, calls } = apiAnswering(
      { body: { signUps: [], hasNextPage: false, nextPageCursor: null } },
      { body: { sentGroups: [], hasNextPage: false, nextPageCursor: null } },
    );
    await api.signups({ productId: 'p1', variantId: 'V1' }, 's2');
    await api.sent('t2');
    expect(calls.map((c) => c.url)).toEqual([
      `${BASE}?productId=p1&variantId=V1&cursor=s2`,
      `${BASE}/sent?cursor=t2`,
    ]);
  });

  it('follow every page of groups for a send-all', async () => {
    const { api } = apiAnswering(
      { body: { signUpGroups: [group('V1')], hasNextPage: true, nextPageCursor: 'c2' } },
      { body: { signUpGroups: [group('V2')], hasNextPage: false, nextPageCursor: null } },
    );
    expect(await api.everyGroup()).toEqual({ kind: 'ok', value: [group('V1'), group('V2')] });
  });

  it('send one variant’s notices with the crumb, the body exactly the variant', async () => {
    const { api, calls } = apiAnswering({ body: { sent: 2 } });
    expect(await api.send(group('V1'))).toEqual({ kind: 'ok', value: 2 });
    expect(calls).toEqual([
      {
        method: 'POST',
        url: `${BASE}/send?crumb=k1`,
        body: { productId: 'p1', variantId: 'V1' },
      },
    ]);
  });

  it('send all in calls of at most the contract’s limit, adding up what each sent', async () => {
    const variants = Array.from({ length: SEND_ALL_BATCH + 1 }, (_, i) => group(`V${i}`));
    const { api, calls } = apiAnswering({ body: { sent: 600 } }, { body: { sent: 2 } });
    expect(await api.sendAll(variants)).toEqual({ kind: 'ok', value: 602 });
    expect(calls.map((c) => c.url)).toEqual([
      `${BASE}/send/all?crumb=k1`,
      `${BASE}/send/all?crumb=k1`,
    ]);
    const [first, second] = calls.map((c) => (c.body as { sendRequests: unknown[] }).sendRequests);
    expect(first).toHaveLength(SEND_ALL_BATCH);
    expect(first?.[0]).toEqual({ productId: 'p1', variantId: 'V0' });
    expect(second).toEqual([{ productId: 'p1', variantId: `V${SEND_ALL_BATCH}` }]);
  });

  it('stop a send-all at the first failure, saying how many were sent before it', async () => {
    const variants = Array.from({ length: SEND_ALL_BATCH * 2 }, (_, i) => group(`V${i}`));
    const { api, calls } = apiAnswering(
      { body: { sent: 7 } },
      { status: 500, body: { message: 'Something went wrong on our side.' } },
    );
    expect(await api.sendAll(variants)).toMatchObject({
      kind: 'failed',
      reason: 'Something went wrong on our side.',
      sentBefore: 7,
    });
    expect(calls).toHaveLength(2);
  });

  it('turn a refused session into `session`, and an answer off the contract into a failure', async () => {
    const { api } = apiAnswering(
      { status: 401, body: { message: 'A merchant session is required.' } },
      { body: { signUpGroups: [{ productId: 'p1' }], hasNextPage: false, nextPageCursor: null } },
    );
    expect(await api.groups(null)).toEqual({ kind: 'session' });
    expect(await api.groups(null)).toMatchObject({
      kind: 'failed',
      reason: 'the server sent an answer the dashboard cannot read.',
    });
  });
});
