import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../src/api/client';
import { loadSummary } from './summary-api';
import { SUMMARY } from './summary-fixture';

/** A client whose every call is answered by `answer`; the URLs asked for are recorded. */
function clientAnswering(answer: () => Promise<Response>) {
  const urls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return answer();
  });
  return { client: createApiClient({ getCrumb: () => null, fetch }), urls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('loading the summary', () => {
  it('asks for the range and gives the checked summary', async () => {
    const { client, urls } = clientAnswering(async () => json(SUMMARY));
    const result = await loadSummary(client, { from: '2025-03-01', to: '2025-03-03' });
    expect(result).toEqual({ kind: 'ok', summary: SUMMARY });
    expect(new URL(urls[0] as string).pathname).toBe('/api/merchant/analytics/summary');
    expect(new URL(urls[0] as string).search).toBe('?from=2025-03-01&to=2025-03-03');
  });

  it('asks for the server’s default range when the page names none', async () => {
    const { client, urls } = clientAnswering(async () => json(SUMMARY));
    await loadSummary(client, null);
    expect(new URL(urls[0] as string).search).toBe('');
  });

  it('tells a refused session (401) from other failures', async () => {
    const { client } = clientAnswering(async () =>
      json({ message: 'A merchant session is required.' }, 401),
    );
    expect(await loadSummary(client, null)).toEqual({ kind: 'session' });
  });

  it('gives the server’s own reason for a refusal, else its status', async () => {
    const refused = clientAnswering(async () =>
      json({ message: 'from must be on or before to' }, 400),
    );
    expect(await loadSummary(refused.client, null)).toEqual({
      kind: 'failed',
      reason: 'from must be on or before to',
    });
    const bare = clientAnswering(async () => new Response('', { status: 403 }));
    expect(await loadSummary(bare.client, null)).toEqual({
      kind: 'failed',
      reason: 'the server answered with status 403.',
    });
  });

  it('fails an answer that is not a summary, and a server out of reach', async () => {
    const odd = clientAnswering(async () => json({ ...SUMMARY, daily: 'none' }));
    expect(await loadSummary(odd.client, null)).toEqual({
      kind: 'failed',
      reason: 'the server sent an answer the dashboard cannot read.',
    });
    const offline = clientAnswering(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await loadSummary(offline.client, null);
    expect(result).toEqual({
      kind: 'failed',
      reason: 'the server could not be reached. Check the connection.',
    });
  });
});
