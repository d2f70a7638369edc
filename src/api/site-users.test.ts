// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readXsrfToken, storeXsrfToken } from '../storage/xsrf-token';
import { createApiClient, XSRF_HEADER } from './client';
import { siteUsersApi } from './site-users';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(answers: Response[]) {
  const requests: Request[] = [];
  let crumb = 'c1';
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    const answer = answers.shift() ?? json({});
    if (answer.status === 401) crumb = 'c2';
    return answer;
  };
  const client = createApiClient({
    baseUrl: 'http://shop.test/',
    fetch: fetchMock as typeof fetch,
    getCrumb: () => crumb,
    getXsrfToken: readXsrfToken,
  });
  return { api: siteUsersApi(client, storeXsrfToken), requests };
}

afterEach(() => sessionStorage.clear());

describe('site-user session calls', () => {
  it('sends no XSRF header before a login, and the returned token on every later site-user call', async () => {
    const { api, requests } = setup([json({ xsrfToken: 'tok-1' }), json({})]);
    await api.login({ email: 'ada@example.com', password: 'pw', rememberMe: true });
    expect(requests[0]?.headers.get(XSRF_HEADER)).toBeNull();
    await api.logout();
    expect(requests[1]?.headers.get(XSRF_HEADER)).toBe('tok-1');
    expect(requests[1]?.method).toBe('DELETE');
    expect(new URL(requests[1]?.url ?? '').searchParams.get('cloneCart')).toBe('false');
    expect(readXsrfToken()).toBeNull();
  });

  it('retries a logout once, with the renewed crumb, when the crumb was refused', async () => {
    const { api, requests } = setup([json({ crumbFail: true }, 401), json({})]);
    await api.logout(true);
    expect(requests.map((r) => new URL(r.url).searchParams.get('crumb'))).toEqual(['c1', 'c2']);
  });

  it('does not retry a logout for other failures', async () => {
    const { api, requests } = setup([json({ message: 'nope' }, 500)]);
    await expect(api.logout()).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(requests).toHaveLength(1);
  });

  it('retries a logout once and no more: a second crumb failure rejects after 2 requests', async () => {
    const { api, requests } = setup([
      json({ crumbFail: true }, 401),
      json({ crumbFail: true }, 401),
    ]);
    await expect(api.logout(true)).rejects.toMatchObject({ kind: 'crumb' });
    expect(requests).toHaveLength(2);
  });

  it('asks for the session XSRF token, keeps it and sends it on the logout', async () => {
    const { api, requests } = setup([json({ xsrfToken: 'tok-9' }), json({})]);
    expect(await api.refreshXsrfToken()).toBe('tok-9');
    expect(requests[0]?.method).toBe('GET');
    await api.logout(true);
    expect(requests[1]?.headers.get(XSRF_HEADER)).toBe('tok-9');
  });
});
